export * from './select-field.js';
