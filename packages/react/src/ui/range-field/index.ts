export * from './range-field.js';
