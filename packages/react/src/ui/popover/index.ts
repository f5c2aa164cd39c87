export { Popover, type PopoverProps, type PopoverTriggerProps } from './popover.js';
export { popoverCss } from './popover.css.js';
