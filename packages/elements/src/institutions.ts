import { elementSpec, type PartSpec, type PropSpec } from './spec.js';
import { lazyComponent } from './lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const InstitutionDetailElement = lazyComponent(() => import('./institutions/elements.js'), 'InstitutionDetailElement');
const InstitutionSearchElement = lazyComponent(() => import('./institutions/elements.js'), 'InstitutionSearchElement');

export type { InstitutionSearchElementProps, InstitutionDetailElementProps } from './institutions/elements.js';

/*
 * The institutions area's elements: the search (form, list, map and detail inside one widget) and one
 * institution's detail. Both adopt Leaflet's stylesheet with the area's (institutions/elements.tsx).
 */

const tileUrl: PropSpec = {
  type: 'string',
  description: 'XYZ tile template of the map, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (the default). Markers and popups work without tiles.',
};

const headingLevel: PropSpec = {
  type: 'number',
  tsType: '1 | 2 | 3 | 4',
  description: "Level of the widget's headings: 2 (default) inside a page, 1 when the widget is the page's main content.",
};

const detailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'input', description: 'A text input or the message box.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's error message." },
  { name: 'success', description: 'The connect-me success message.' },
  { name: 'accordion', description: 'The detail sections.' },
  { name: 'accordion-trigger', description: "A section's header button." },
  { name: 'accordion-panel', description: "A section's content." },
  { name: 'read-more', description: 'The description with its Read more / Read less toggle.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const institutionSearchElement = elementSpec({
  tag: 'sa-institution-search',
  component: InstitutionSearchElement,
  description:
    'Institution search for a partner page: the search form (by institution name, by location, or near a city within a distance), the list of institutions (paged; near a city with the distance, nearest first) or the map (continent, country and state clusters, locations with popups), switched from the View menu (remembered across reloads), and the detail — all inside the widget.',
  props: {
    country: { type: 'string', description: 'A preset, fixed country: its id or its name (any case).' },
    tileUrl,
    headingLevel,
  },
  events: {},
  parts: [
    ...detailParts,
    { name: 'institution-row', description: 'One institution of the list.' },
    { name: 'pagination', description: 'The paging bar.' },
    { name: 'page-link', description: 'A page number or a first / previous / next / last button.' },
    { name: 'map', description: 'The map.' },
  ],
});

export const institutionDetailElement = elementSpec({
  tag: 'sa-institution-detail',
  component: InstitutionDetailElement,
  description:
    "One institution: overview with its description, campuses (with a map), scholarships, form categories (browsed down to the forms, with a link to the form finder), representing agents, events and contact (connect-me enquiry: a member's, or a signed-out visitor's with name, e-mail and phone), with expand all / collapse all and a print view.",
  props: {
    legalId: { type: 'number', description: 'The legal id of the institution to show.' },
    tileUrl,
    headingLevel,
  },
  events: {},
  parts: [...detailParts, { name: 'map', description: 'The map of the campuses.' }],
});

export const institutionsElements = [institutionSearchElement, institutionDetailElement];
