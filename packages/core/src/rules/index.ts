export * from './field.js';
export * from './auth.js';
