export const scholarshipsCss = /* css */ `
.sa-sch-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-sch-search-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 0 calc(var(--sa-spacing) * 2);
  align-items: start;
}
.sa-sch-actions { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) * 1.5); margin: var(--sa-spacing) 0 0; }
.sa-sch-results { position: relative; min-height: 80px; margin: calc(var(--sa-spacing) * 3) 0 0; }
.sa-sch-total, .sa-sch-muted, .sa-sch-empty { color: var(--sa-color-muted); }
.sa-sch-empty { padding: calc(var(--sa-spacing) * 2) 0; }
.sa-sch-rows { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-sch-row {
  display: flex;
  gap: calc(var(--sa-spacing) * 1.5);
  align-items: flex-start;
  justify-content: space-between;
  padding: calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-sch-row-text { display: grid; gap: 2px; min-width: 0; }
.sa-sch-row-name { font-weight: 600; font-size: 17px; }
.sa-sch-row-facts { font-size: 14px; }
.sa-sch-detail { position: relative; min-height: 80px; }
.sa-sch-detail-head { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--sa-spacing) * 1.5); margin: var(--sa-spacing) 0 calc(var(--sa-spacing) * 2); }
.sa-sch-detail-title { flex: 1 1 240px; display: grid; gap: 2px; }
.sa-sch-detail-title .sa-sch-title { margin: 0; }
.sa-sch-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr)); gap: var(--sa-spacing); margin: 0; }
.sa-sch-facts dt { color: var(--sa-color-muted); font-size: 13px; }
.sa-sch-facts dd { margin: 0; }
.sa-sch-tag {
  display: inline-block;
  margin-inline-start: var(--sa-spacing);
  padding: 0 6px;
  border-radius: var(--sa-radius);
  background: var(--sa-color-border);
  font-size: 12px;
}
.sa-sch-institution { display: flex; align-items: center; gap: var(--sa-spacing); }
.sa-sch-print { max-width: 800px; }
.sa-sch-print-description { white-space: pre-line; }
@media print {
  .sa-sch-print-button { display: none !important; }
  .sa-sch-print { max-width: none; color: #000000; }
}
`;
