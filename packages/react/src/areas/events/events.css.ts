export const eventsCss = /* css */ `
.sa-event-search-title, .sa-event-list-title, .sa-event-detail-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-event-search-fields {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 0 calc(var(--sa-spacing) * 2);
  align-items: start;
}
.sa-event-search-form--compact .sa-event-search-fields { grid-template-columns: minmax(0, 1fr); }
.sa-event-more { margin: var(--sa-spacing) 0 0; }
.sa-event-more > summary { cursor: pointer; color: var(--sa-color-primary); margin: 0 0 var(--sa-spacing); }
.sa-event-search-actions { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) * 1.5); margin: var(--sa-spacing) 0 0; }
.sa-event-list { display: grid; gap: calc(var(--sa-spacing) * 3); }
.sa-event-list.has-filter { grid-template-columns: minmax(220px, 300px) minmax(0, 1fr); }
@media (max-width: 760px) { .sa-event-list.has-filter { grid-template-columns: minmax(0, 1fr); } }
.sa-event-list > * { min-width: 0; }
.sa-event-list-filter {
  padding: calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
  align-self: start;
}
.sa-event-list-results, .sa-event-detail { position: relative; min-height: 80px; }
.sa-event-list-total, .sa-event-muted { color: var(--sa-color-muted); }
.sa-event-list-total { margin: 0 0 var(--sa-spacing); }
.sa-event-rows { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-event-row {
  padding: calc(var(--sa-spacing) * 1.5) calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-event-row-head, .sa-event-detail-head { display: flex; align-items: center; gap: calc(var(--sa-spacing) * 1.5); }
.sa-event-row-head { justify-content: space-between; }
.sa-event-row-name { font-weight: 600; font-size: 17px; }
.sa-event-row-organiser { margin: calc(var(--sa-spacing) / 2) 0; color: var(--sa-color-muted); }
.sa-event-tag {
  display: inline-block;
  margin-inline-start: var(--sa-spacing);
  padding: 0 calc(var(--sa-spacing) * 0.75);
  border-radius: 999px;
  background: var(--sa-color-border);
  color: var(--sa-color-text);
  font-size: 12px;
}
.sa-event-facts { display: flex; flex-wrap: wrap; gap: calc(var(--sa-spacing) / 2) calc(var(--sa-spacing) * 3); margin: var(--sa-spacing) 0 0; }
.sa-event-facts dt { font-size: 13px; color: var(--sa-color-muted); }
.sa-event-facts dd { margin: 0; }
.sa-event-detail-head { margin: 0 0 var(--sa-spacing); }
.sa-event-detail-head > div { flex: 1; }
.sa-event-register { margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-event-registered { margin: 0; font-weight: 600; color: var(--sa-color-success); }
.sa-event-list-plain, .sa-event-participants { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--sa-spacing); }
.sa-event-participant { display: flex; align-items: center; gap: var(--sa-spacing); }
`;
