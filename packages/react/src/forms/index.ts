export * from './use-form.js';
export * from './use-action.js';
export * from './form-text-field.js';
