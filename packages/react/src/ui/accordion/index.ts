export { Accordion, type AccordionItem, type AccordionLabels, type AccordionProps } from './accordion.js';
export { accordionCss } from './accordion.css.js';
