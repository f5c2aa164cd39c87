export { Button, type ButtonProps, type ButtonVariant } from './button.js';
export { buttonCss } from './button.css.js';
