export * from './session.js';
export * from './popups.js';
export * from './login-dialog.js';
export * from './profile.js';
export * from './favourites.js';
export * from './compare.js';
export * from './search.js';
