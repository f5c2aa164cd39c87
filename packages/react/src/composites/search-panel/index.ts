export * from './use-search-panel.js';
export * from './search-panel.js';
export { searchPanelCss } from './search-panel.css.js';
