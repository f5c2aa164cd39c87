/**
 * The institution-style find screens: the institutions' and the agents' search, results, map and
 * detail (sa-inst-*), and the kits they share with other areas: the results frame (kits/find), the map
 * (kits/map), the institution logo (kits/logo) and the contact lines (kits/print). A shared layer, so
 * that each of those injects it (useStylesheet) without importing an area; it is the institutions
 * area's sheet (`institutionsCss`).
 */
export const institutionsCss = /* css */ `
.sa-inst-search, .sa-inst-results, .sa-inst-detail { display: block; }
.sa-inst-title { margin: 0 0 var(--sa-spacing); font-size: 22px; line-height: 1.25; }
.sa-inst-subtitle { margin: calc(var(--sa-spacing) * 2) 0 var(--sa-spacing); font-size: 17px; }
.sa-inst-muted { color: var(--sa-color-muted); }
.sa-inst-search {
  padding: calc(var(--sa-spacing) * 2);
  margin: 0 0 calc(var(--sa-spacing) * 2);
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-inst-search-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 0 calc(var(--sa-spacing) * 2); }
.sa-inst-select { width: 100%; }
.sa-inst-actions { display: flex; flex-wrap: wrap; gap: var(--sa-spacing); }
.sa-inst-results-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--sa-spacing); }
.sa-inst-view-menu { display: inline-flex; align-items: center; gap: 4px; }
.sa-inst-view-label { margin-right: 4px; color: var(--sa-color-muted); font-weight: 600; }
.sa-inst-total { margin: var(--sa-spacing) 0; color: var(--sa-color-muted); }
.sa-inst-empty { margin: calc(var(--sa-spacing) * 2) 0; font-weight: 600; }
.sa-inst-rows { list-style: none; margin: 0 0 calc(var(--sa-spacing) * 2); padding: 0; }
.sa-inst-row {
  display: flex;
  align-items: center;
  gap: calc(var(--sa-spacing) * 2);
  padding: var(--sa-spacing) 0;
  border-bottom: 1px solid var(--sa-color-border);
}
.sa-inst-row-text { display: flex; flex: 1; flex-direction: column; min-width: 0; }
.sa-inst-row-name { color: var(--sa-color-primary); font-weight: 600; text-decoration: none; }
.sa-inst-row-name:hover { text-decoration: underline; }
.sa-inst-row-place, .sa-inst-row-courses { color: var(--sa-color-muted); }
.sa-inst-logo {
  flex: none;
  width: 56px;
  height: 56px;
  object-fit: contain;
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-surface);
}
.sa-inst-logo--small { width: 32px; height: 32px; }
.sa-inst-map-canvas {
  position: relative;
  height: 480px;
  border: 1px solid var(--sa-color-border);
  border-radius: var(--sa-radius);
  background: var(--sa-color-background);
}
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
.sa-map-popup { font-family: var(--sa-font-family); font-size: 14px; color: var(--sa-color-text); }
.sa-map-popup dl { margin: 4px 0; }
.sa-map-popup dt { font-weight: 600; }
.sa-map-popup dd { margin: 0 0 4px; }
.sa-map-popup a { color: var(--sa-color-primary); }
.sa-inst-back { margin: 0 0 var(--sa-spacing); }
.sa-inst-detail-head { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--sa-spacing) * 2); margin: 0 0 calc(var(--sa-spacing) * 2); }
.sa-inst-detail-title { flex: 1; min-width: 200px; }
.sa-inst-contact { display: grid; grid-template-columns: max-content 1fr; gap: 4px calc(var(--sa-spacing) * 2); margin: var(--sa-spacing) 0; }
.sa-inst-contact dt { font-weight: 600; }
.sa-inst-contact dd { margin: 0; }
.sa-inst-list { margin: 0; padding: 0 0 0 calc(var(--sa-spacing) * 2); }
.sa-inst-list > li { margin: 0 0 var(--sa-spacing); }
.sa-inst-agent { display: flex; align-items: center; gap: var(--sa-spacing); list-style: none; }
.sa-inst-tag {
  display: inline-block;
  margin: 0 0 0 var(--sa-spacing);
  padding: 0 6px;
  border: 1px solid var(--sa-color-border);
  border-radius: 999px;
  color: var(--sa-color-muted);
  font-size: 13px;
}
.sa-inst-connect { max-width: 560px; }
.sa-inst-connect-sign-in { margin: 0 0 var(--sa-spacing); }
.sa-inst-row-distance { color: var(--sa-color-text); font-weight: 600; }
.sa-inst-forms { display: flex; flex-direction: column; align-items: flex-start; gap: var(--sa-spacing); }
.sa-inst-form-tree { list-style: none; margin: 0; padding: 0; }
.sa-inst-form-tree .sa-inst-form-tree { padding-left: calc(var(--sa-spacing) * 2.5); }
.sa-inst-form-tree > li { margin: 0 0 4px; }
.sa-inst-form-category {
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  padding: 4px 0;
  border: 0;
  background: none;
  color: var(--sa-color-primary);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
}
.sa-inst-form-category:focus-visible { outline: 2px solid var(--sa-color-primary); outline-offset: 2px; }
.sa-inst-form-marker { display: inline-block; width: 14px; }
.sa-inst-form-list { margin: 4px 0 var(--sa-spacing); padding-left: calc(var(--sa-spacing) * 2.5); }
.sa-inst-form-finder { color: var(--sa-color-primary); font-weight: 600; }
.sa-inst-textarea { min-height: 96px; resize: vertical; }
.sa-inst-print { max-width: 800px; }
.sa-inst-print-description { white-space: pre-line; }
@media print {
  .sa-inst-back, .sa-inst-print-button { display: none !important; }
  .sa-inst-print { max-width: none; color: #000000; }
  .sa-inst-print .sa-inst-logo { border: 0; }
}
`;
