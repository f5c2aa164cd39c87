export const textFieldCss = /* css */ `
.sa-field {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  max-width: 100%;
  margin: 0 0 calc(var(--sa-spacing) * 2);
}
/* A field's select takes its column's width (a long option never widens the column). */
.sa-field > .sa-select { width: 100%; }
.sa-label { display: block; font-weight: 600; }
.sa-required-mark { color: var(--sa-color-danger); }
.sa-hint { margin: 0; color: var(--sa-color-muted); font-size: calc(var(--sa-font-size) * 0.875); }
/* A labelled checkbox (form-kit's FormCheckbox): the box, a gap, then its text. */
.sa-checkbox { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.sa-checkbox > input { margin: 0; flex: none; }
.sa-field-error { margin: 0; color: var(--sa-color-danger); font-size: calc(var(--sa-font-size) * 0.875); }
`;
