export * from './use-query.js';
export * from './use-initial-data.js';
