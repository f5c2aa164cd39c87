/**
 * The institution-style find screens: the institutions' and the agents' search, results, map and
 * detail (sa-find-*), and the kits they share with other areas: the results frame (kits/find), the map
 * (kits/map), the institution logo (kits/logo) and the contact lines (kits/print). A shared layer, so
 * that each of those injects it (useStylesheet) without importing an area; it is also the institutions
 * area's sheet (`institutionsCss`).
 */
export const findScreensCss = /* css */ `
.sa-find-search, .sa-find-results, .sa-find-detail { display: block; }
.sa-find-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-find-subtitle { margin: calc(var(--sa-spacing) * 2) 0 var(--sa-spacing); font-size: 17px; }
.sa-find-muted { color: var(--sa-color-muted); }
.sa-find-search {
  padding: calc(var(--sa-spacing) * 2);
  margin: 0 0 calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-find-search-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr)); gap: 0 calc(var(--sa-spacing) * 2); }
.sa-find-select { width: 100%; }
.sa-find-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); margin: var(--sa-spacing) 0 0; }
.sa-find-results-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); }
.sa-find-view-menu { display: inline-flex; align-items: center; gap: 4px; }
.sa-find-view-label { margin-inline-end: 4px; color: var(--sa-color-muted); font-weight: 600; }
.sa-find-total { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-find-empty { margin: calc(var(--sa-spacing) * 2) 0; font-weight: 600; }
.sa-find-rows { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; }
.sa-find-row {
  display: flex;
  align-items: center;
  gap: calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-find-row-text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
.sa-find-row-name { color: var(--sa-color-primary); font-weight: 600; text-decoration: none; }
.sa-find-row-name:hover { text-decoration: underline; }
.sa-find-row-place, .sa-find-row-courses { color: var(--sa-color-muted); }
.sa-find-logo {
  flex: none;
  width: 56px;
  height: 56px;
  object-fit: contain;
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-find-logo--small { width: 32px; height: 32px; }
.sa-find-map-canvas {
  position: relative;
  height: 480px;
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-background);
}
.sa-find-map { min-width: 0; max-width: 100%; }
/* Without tiles (none set, or the tile server unreachable) the markers sit on a plain, light ground. */
.sa-find-map--plain .sa-find-map-canvas.leaflet-container,
.sa-find-map--plain .sa-find-map-canvas { background: var(--sa-color-surface); background-image: radial-gradient(var(--sa-color-border) 1px, transparent 1px); background-size: 24px 24px; }
.sa-find-map-note { margin: var(--sa-spacing) 0 0; color: var(--sa-color-muted); font-size: 14px; }
.sa-map-marker { background: transparent; border: 0; }
.sa-map-cluster {
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 3px solid var(--sa-color-surface);
  border-radius: 50%;
  background: var(--sa-color-primary);
  color: var(--sa-color-primary-contrast);
  font-weight: 700;
  font-size: 14px;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
}
.sa-map-cluster--icon2 { background: var(--sa-color-info); }
.sa-map-cluster--icon3 { background: var(--sa-color-success); }
.sa-map-pin {
  display: block;
  width: 24px;
  height: 24px;
  border: 3px solid var(--sa-color-surface);
  border-radius: 50% 50% 50% 0;
  background: var(--sa-color-danger);
  transform: rotate(-45deg);
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
}
.sa-map-popup { font-family: var(--sa-font-family); font-size: 14px; color: var(--sa-color-text); text-align: start; }
.sa-map-popup dl { margin: 4px 0; }
.sa-map-popup dt { font-weight: 600; }
.sa-map-popup dd { margin: 0 0 4px; }
.sa-map-popup a { color: var(--sa-color-primary); }
.sa-find-detail-head { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--sa-spacing) * 2); margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-find-detail-title { flex: 1; min-width: min(200px, 100%); }
.sa-find-contact { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 4px calc(var(--sa-spacing) * 2); margin: var(--sa-spacing) 0; }
.sa-find-contact dt { font-weight: 600; }
.sa-find-contact dd { margin: 0; }
.sa-find-list { margin: 0; padding: 0; padding-inline-start: calc(var(--sa-spacing) * 2); }
.sa-find-list > li { margin: 0 0 var(--sa-spacing); }
.sa-find-agent { display: flex; align-items: center; gap: var(--sa-spacing); list-style: none; }
.sa-find-tag {
  display: inline-block;
  margin: 0;
  margin-inline-start: var(--sa-spacing);
  padding: 0 6px;
  border: 1px solid var(--sa-color-border);
  border-radius: 999px;
  color: var(--sa-color-muted);
  font-size: 13px;
}
.sa-find-connect { max-width: 560px; }
.sa-find-connect-sign-in { margin: 0 0 var(--sa-spacing); }
.sa-find-row-distance { color: var(--sa-color-text); font-weight: 600; }
.sa-find-forms { display: flex; flex-direction: column; align-items: flex-start; gap: var(--sa-spacing); }
.sa-find-form-tree { list-style: none; margin: 0; padding: 0; }
.sa-find-form-tree .sa-find-form-tree { padding-inline-start: calc(var(--sa-spacing) * 2.5); }
.sa-find-form-tree > li { margin: 0 0 4px; }
.sa-find-form-category {
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  padding: 4px 0;
  border: 0;
  background: none;
  color: var(--sa-color-primary);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}
.sa-find-form-category:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 2px; }
.sa-find-form-marker { display: inline-block; width: 14px; }
.sa-find-form-list { margin: 4px 0 var(--sa-spacing); padding-inline-start: calc(var(--sa-spacing) * 2.5); }
.sa-find-form-finder { color: var(--sa-color-primary); font-weight: 600; }
.sa-find-textarea { min-height: 96px; resize: vertical; }
.sa-find-print { max-width: 800px; }
.sa-find-print-description { white-space: pre-line; }
@media print {
  .sa-find-print-button { display: none !important; }
  .sa-find-print { max-width: none; color: #000000; }
  .sa-find-print .sa-find-logo { border: 0; }
}
`;
