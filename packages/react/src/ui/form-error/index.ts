export { FormError, type FormErrorProps } from './form-error.js';
export { formErrorCss } from './form-error.css.js';
