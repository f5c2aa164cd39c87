export { Input, type InputProps } from './input.js';
export { inputCss } from './input.css.js';
