export const formsCss = /* css */ `
.sa-form-finder { position: relative; }
.sa-form-finder-title, .sa-form-results-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-form-finder-fields {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 0 calc(var(--sa-spacing) * 2);
  align-items: start;
}
.sa-form-finder-actions { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) * 1.5); margin: var(--sa-spacing) 0 0; }
.sa-form-results { margin-top: calc(var(--sa-spacing) * 3); }
.sa-form-results-total { color: var(--sa-color-muted); margin: 0 0 var(--sa-spacing); }
.sa-form-header {
  margin: 0 0 calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5);
  border-inline-start: 3px solid var(--sa-color-primary);
  background: var(--sa-color-surface);
}
.sa-form-toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); }
.sa-form-check { display: inline-flex; align-items: center; gap: calc(var(--sa-spacing) / 2); min-inline-size: 0; max-inline-size: 100%; cursor: pointer; }
/* A form's name wraps (a long word anywhere) rather than pushing the row past its column. */
.sa-form-check > span { min-inline-size: 0; overflow-wrap: anywhere; }
.sa-form-rows { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-form-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: calc(var(--sa-spacing) / 2) calc(var(--sa-spacing) * 2);
  align-items: center;
  padding: calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-form-row-name { font-weight: 600; }
.sa-form-row-category, .sa-form-row-header { grid-column: 1; color: var(--sa-color-muted); font-size: 14px; }
.sa-form-row > .sa-button { grid-column: 2; grid-row: 1 / span 2; }
`;
