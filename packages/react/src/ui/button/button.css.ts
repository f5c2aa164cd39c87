export const buttonCss = /* css */ `
.sa-back-row { margin: 0 0 calc(var(--sa-spacing) * 2); }
@media print { .sa-back-row { display: none !important; } }
.sa-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--sa-spacing);
  min-height: 36px;
  padding: 6px calc(var(--sa-spacing) * 2);
  border: 1px solid transparent;
  border-radius: var(--sa-radius);
  font-weight: 600;
  line-height: 1.25;
  text-decoration: none;
  max-width: 100%;
  text-align: center;
  overflow-wrap: break-word;
  cursor: pointer;
  user-select: none;
}
.sa-button--primary {
  background: var(--sa-color-primary);
  border-color: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
}
.sa-button--secondary {
  background: var(--sa-color-surface);
  border-color: var(--sa-color-border);
  color: var(--sa-color-text);
}
.sa-button--danger {
  background: var(--sa-color-danger);
  border-color: var(--sa-color-danger);
  color: #ffffff;
}
.sa-button--link {
  min-height: 0;
  padding: 0;
  background: transparent;
  color: var(--sa-color-primary);
  font-weight: 400;
  text-decoration: underline;
}
.sa-button--primary:hover, .sa-button--danger:hover { filter: brightness(0.92); }
.sa-button--secondary:hover { background: var(--sa-color-background); }
.sa-button:disabled, .sa-button[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
.sa-button.is-busy { cursor: progress; }
.sa-button-spinner {
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: sa-spin 0.8s linear infinite;
}
/* A small "×" that removes the item beside it (a folder, a recipient, an attachment). */
.sa-remove-button {
  flex: none;
  min-width: 32px;
  min-height: 32px;
  border: 0;
  border-radius: var(--sa-radius);
  background: transparent;
  color: var(--sa-color-muted);
  font: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
}
.sa-remove-button:hover { color: var(--sa-color-danger); }
.sa-remove-button:focus-visible { outline: var(--sa-focus-ring); outline-offset: 2px; }
`;
