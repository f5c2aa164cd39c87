export * from './view-menu.js';
