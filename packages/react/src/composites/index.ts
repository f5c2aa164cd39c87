export * from './search-panel/index.js';
export * from './scholarship-search/scholarship-search.js';
