/** Profile E and W (education, English and other tests, work experience): grids as row cards, dialogs' forms. */
export const profileEducationCss = /* css */ `
.sa-edu-section { display: block; min-width: 0; }
.sa-edu-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-edu-block { position: relative; margin: 0 0 calc(var(--sa-spacing) * 2); min-width: 0; }
.sa-edu-block-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); margin: 0 0 var(--sa-spacing); }
.sa-edu-block-title { margin: 0; font-size: 18px; line-height: 1.3; }
.sa-edu-rows { list-style: none; margin: 0; padding: 0; }
.sa-edu-row {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--sa-spacing);
  padding: var(--sa-spacing) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-edu-row-text { display: flex; flex: 1 1 220px; flex-direction: column; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.sa-edu-row-name { font-weight: 600; }
.sa-edu-muted { color: var(--sa-color-muted); }
.sa-edu-tag { display: inline-block; margin-inline-start: 6px; padding: 0 8px; border-radius: 999px; background: var(--sa-color-background); color: var(--sa-color-muted); font-size: 13px; }
.sa-edu-scores { display: flex; flex-wrap: wrap; gap: 4px 12px; margin: 0; padding: 0; list-style: none; }
.sa-edu-row-actions { display: flex; flex-wrap: wrap; gap: 6px; }
.sa-edu-form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0 calc(var(--sa-spacing) * 2); }
.sa-edu-form-wide { grid-column: 1 / -1; }
.sa-edu-score-grid { margin: 0 0 var(--sa-spacing); padding: var(--sa-spacing) calc(var(--sa-spacing) * 1.5) 0; border: 1px solid var(--sa-color-border); border-radius: var(--sa-radius); min-width: 0; }
.sa-edu-score-legend { padding: 0 4px; font-weight: 600; }
.sa-edu-score-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 0 var(--sa-spacing); }
.sa-edu-textarea { width: 100%; min-height: 80px; resize: vertical; }
.sa-edu-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); margin-top: var(--sa-spacing); }
.sa-edu-nav { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--sa-spacing); margin-top: calc(var(--sa-spacing) * 2); }
@media (min-width: 640px) {
  .sa-edu-form { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;
