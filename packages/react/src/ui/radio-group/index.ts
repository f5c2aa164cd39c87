export { RadioGroup, type RadioChoice, type RadioGroupProps } from './radio-group.js';
export { radioGroupCss } from './radio-group.css.js';
