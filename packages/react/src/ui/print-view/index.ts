export { PrintView, type PrintViewLabels, type PrintViewProps } from './print-view.js';
export { printViewCss } from './print-view.css.js';
