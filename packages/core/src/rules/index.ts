export * from './field.js';
export * from './auth.js';
export * from './paging.js';
export * from './date.js';
