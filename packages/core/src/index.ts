export * from './messages.js';
export * from './contracts/index.js';
export * from './client/index.js';
export * from './stores/index.js';
export * from './rules/index.js';
export * from './format/index.js';
export * from './i18n/index.js';
