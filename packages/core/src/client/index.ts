export * from './api-error.js';
export * from './create-client.js';
export * from './default-client.js';
export * from './auth.js';
export * from './favourites.js';
export * from './courses.js';
