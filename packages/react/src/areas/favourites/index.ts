export * from './favourite-toggle.js';
export * from './favourite-tabs.js';
export * from './favourite-rows.js';
export * from './favourites.js';
export * from './use-favourite-toggle.js';
export * from './use-favourites.js';
export { ensureFavouritesKnown, useFavouritesKnown } from './use-favourites-known.js';
export { favouritesCss } from './favourites.css.js';
