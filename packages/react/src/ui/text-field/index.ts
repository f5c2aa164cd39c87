export { Field, type FieldControlProps, type FieldProps } from './field.js';
export { TextField, type TextFieldProps } from './text-field.js';
export { textFieldCss } from './text-field.css.js';
