export const inputCss = /* css */ `
.sa-input {
  display: block;
  width: 100%;
  min-width: 0;
  max-width: 100%;
  min-height: 36px;
  padding: 6px 10px;
  background: var(--sa-color-surface);
  color: var(--sa-color-text);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  line-height: 1.4;
}
.sa-input::placeholder { color: var(--sa-color-muted); opacity: 1; }
.sa-input[aria-invalid='true'] { border-color: var(--sa-color-danger); }
.sa-input:disabled { background: var(--sa-color-background); cursor: not-allowed; }
.sa-select {
  min-width: 0;
  max-width: 100%;
  min-height: 36px;
  padding: 4px 8px;
  background: var(--sa-color-surface);
  color: var(--sa-color-text);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
}
`;
