export const dialogCss = /* css */ `
.sa-dialog-backdrop {
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: calc(var(--sa-spacing) * 2);
  background: rgba(15, 23, 42, 0.5);
}
.sa-dialog {
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: var(--sa-color-surface);
  color: var(--sa-color-text);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  box-shadow: 0 12px 40px rgba(15, 23, 42, 0.25);
}
.sa-dialog:focus { outline: none; }
.sa-dialog:focus-visible { box-shadow: var(--sa-focus-ring); }
.sa-dialog-header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sa-spacing);
  padding: calc(var(--sa-spacing) * 2) calc(var(--sa-spacing) * 2) var(--sa-spacing);
}
.sa-dialog-title {
  margin: 0;
  font-size: calc(var(--sa-font-size) * 1.25);
  font-weight: 600;
  line-height: 1.3;
}
.sa-dialog-close {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: var(--sa-radius);
  background: transparent;
  color: var(--sa-color-muted);
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
}
.sa-dialog-close:hover { color: var(--sa-color-text); background: var(--sa-color-background); }
.sa-dialog-body { padding: var(--sa-spacing) calc(var(--sa-spacing) * 2); }
.sa-dialog-footer {
  display: flex;
  justify-content: flex-end;
  gap: var(--sa-spacing);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 2) calc(var(--sa-spacing) * 2);
}
`;
