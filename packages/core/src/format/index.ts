export * from './dates.js';
export * from './numbers.js';
export * from './paging.js';
export * from './truncate.js';
export * from './sanitize.js';
