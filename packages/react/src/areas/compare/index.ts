export * from './carousel.js';
export * from './compare.js';
export { compareFields, type CompareField } from './compare-fields.js';
export * from './use-compare.js';
export * from './use-container-width.js';
export { compareCss } from './compare.css.js';
