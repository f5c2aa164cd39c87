export * from './favourite-tabs.js';
export * from './favourite-rows.js';
export * from './favourites.js';
export * from './use-favourites.js';
export { favouritesCss } from './favourites.css.js';
