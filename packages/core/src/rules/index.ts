export * from './field.js';
export * from './auth.js';
export * from './paging.js';
export * from './date.js';
export * from './institutions.js';
export * from './favourites.js';
export * from './courses.js';
export * from './compare.js';
