export * from './session.js';
export * from './shared-popups.js';
export * from './shared-login-dialog.js';
export * from './favourites.js';
export * from './compare.js';
// By name: the view's reset helpers (resetView, resetViewOfArea) serve the search flows only.
export {
  type PanelTab,
  type ViewTab,
  VIEW_AREAS,
  type ViewArea,
  type ViewTabs,
  type SearchView,
  $storedViewTabs,
  $searchView,
  setPanelTab,
  setViewTab,
  viewTabOf,
  $detailOrigin,
  setDetailOrigin,
} from './search-view.js';
export * from './search-flow.js';
export * from './filter-data-cache.js';
export * from './shared-query.js';
export * from './workspace.js';
