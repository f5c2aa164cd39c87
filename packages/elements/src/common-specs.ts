import type { PartSpec, PropSpec } from './spec.js';

/*
 * Prop specs and part lists several areas' element specs share, word for word. Like the specs, plain
 * data: the script-tag build empties their prose (scripts/browser-slimming.ts).
 */

/** `heading-level` of a widget with several headings (a search, a detail). */
export const headingLevel: PropSpec = {
  type: 'number',
  tsType: '1 | 2 | 3 | 4',
  description: "Level of the widget's headings: 2 (default) inside a page, 1 when the widget is the page's main content.",
};

/** `heading-level` of a widget with one heading (a form, a screen). */
export const singleHeadingLevel: PropSpec = {
  type: 'number',
  tsType: '1 | 2 | 3 | 4',
  description: "Level of the widget's heading: 2 (default) inside a page, 1 when the widget is the page's main content.",
};

/** `tile-url` of a widget with a map. */
export const tileUrl: PropSpec = {
  type: 'string',
  description: 'XYZ tile template of the map, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (the default). Markers and popups work without tiles.',
};

/** The sections of a detail. */
export const accordionParts: readonly PartSpec[] = [
  { name: 'accordion', description: 'The detail sections.' },
  { name: 'accordion-trigger', description: "A section's header button." },
  { name: 'accordion-panel', description: "A section's content." },
];

/** The busy indicator, the login dialog and the popups. */
export const overlayParts: readonly PartSpec[] = [
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Failed / Warning popup (a dialog).' },
  { name: 'notices', description: 'Where Success notices show (a polite status region).' },
  { name: 'notice', description: 'A Success notice: the title, the message and its Dismiss button.' },
  { name: 'notice-close', description: "A notice's Dismiss button." },
];

/** The fields of a search form. */
export const searchFieldParts: readonly PartSpec[] = [
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
];

/** The paging bar of a list. */
export const pagingParts: readonly PartSpec[] = [
  { name: 'pagination', description: 'The paging bar.' },
  { name: 'page-link', description: 'A page number or a first / previous / next / last button.' },
];
