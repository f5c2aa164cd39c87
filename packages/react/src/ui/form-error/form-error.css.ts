export const formErrorCss = /* css */ `
.sa-form-error {
  margin: 0 0 calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5);
  border: 1px solid var(--sa-color-danger);
  border-inline-start-width: 4px;
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
  color: var(--sa-color-danger);
}
`;
