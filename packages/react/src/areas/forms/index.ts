export type { FormFinderValues, CategoryLevel as FormCategoryLevel } from './form-finder-values.js';
export * from './use-form-finder.js';
export * from './form-list.js';
export * from './form-finder.js';
export { formsCss } from './forms.css.js';
