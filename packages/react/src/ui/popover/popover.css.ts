export const popoverCss = /* css */ `
.sa-popover-anchor {
  position: relative;
  display: inline-block;
}
.sa-popover {
  position: absolute;
  top: calc(100% + 6px);
  inset-inline-end: 0;
  z-index: 2147482000;
  width: 320px;
  max-width: calc(100vw - 24px);
  background: var(--sa-color-surface);
  color: var(--sa-color-text);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  box-shadow: 0 8px 28px rgba(15, 23, 42, 0.2);
  text-align: start;
}
.sa-popover:focus { outline: none; }
.sa-popover-header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sa-spacing);
  padding: calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 1.5) 0;
}
.sa-popover-title {
  margin: 0;
  font-size: calc(var(--sa-font-size) * 1.1);
  font-weight: 600;
  line-height: 1.3;
}
.sa-popover-body { padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 1.5); }
`;
