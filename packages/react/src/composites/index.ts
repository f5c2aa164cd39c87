export * from './search-panel/index.js';
export * from './scholarship-search/scholarship-search.js';
export * from './apply-wizard/index.js';
