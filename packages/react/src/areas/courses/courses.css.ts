export const coursesCss = /* css */ `
.sa-course-search-title, .sa-course-list-title, .sa-course-detail-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-course-search-fields {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 0 calc(var(--sa-spacing) * 2);
  align-items: start;
}
.sa-course-search-form--compact .sa-course-search-fields { grid-template-columns: minmax(0, 1fr); }
.sa-course-search-text { grid-column: 1 / -1; }
.sa-course-search-actions { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) * 1.5); margin: var(--sa-spacing) 0 0; }
.sa-course-list { display: grid; gap: calc(var(--sa-spacing) * 3); }
.sa-course-list.has-filter { grid-template-columns: minmax(220px, 300px) minmax(0, 1fr); }
@media (max-width: 760px) { .sa-course-list.has-filter { grid-template-columns: minmax(0, 1fr); } }
.sa-course-list > * { min-width: 0; }
.sa-course-list-filter {
  padding: calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
  align-self: start;
}
.sa-course-list-results { position: relative; min-height: 80px; }
.sa-course-list-total { color: var(--sa-color-muted); margin: 0 0 var(--sa-spacing); }
.sa-empty { padding: calc(var(--sa-spacing) * 2) 0; color: var(--sa-color-muted); }
.sa-course-rows { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-course-row {
  padding: calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-course-row-name { font-weight: 600; font-size: 17px; }
.sa-course-row-institution { margin: calc(var(--sa-spacing) / 2) 0; color: var(--sa-color-muted); }
.sa-course-row-actions { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--sa-spacing) * 2); margin: 0 0 var(--sa-spacing); }
.sa-course-row-facts, .sa-course-facts { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) / 2) calc(var(--sa-spacing) * 3); margin: 0; }
.sa-course-row-facts dt, .sa-course-facts dt { font-size: 13px; color: var(--sa-color-muted); }
.sa-course-row-facts dd, .sa-course-facts dd { margin: 0; }
.sa-course-row-no-fee { color: var(--sa-color-muted); font-style: italic; }
.sa-course-facts { margin-top: var(--sa-spacing); }
.sa-course-detail { position: relative; }
.sa-course-detail-institution { color: var(--sa-color-muted); margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-course-campuses, .sa-course-scholarships { margin: 0; padding-inline-start: calc(var(--sa-spacing) * 2.5); display: grid; gap: var(--sa-spacing); }
.sa-course-campuses li { display: grid; }
.sa-course-campuses [aria-current='true'], .sa-course-intakes [aria-current='true'] { font-weight: 600; }
.sa-course-intakes { width: 100%; border-collapse: collapse; }
.sa-course-intakes th, .sa-course-intakes td { text-align: start; padding: calc(var(--sa-spacing) / 2) var(--sa-spacing); border-bottom: 1px solid var(--sa-color-border); }
`;
