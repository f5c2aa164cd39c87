import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, pagingParts, tileUrl } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const InstitutionDetailElement = lazyComponent(() => import('./elements.js'), 'InstitutionDetailElement');
const InstitutionSearchElement = lazyComponent(() => import('./elements.js'), 'InstitutionSearchElement');

export type { InstitutionSearchElementProps, InstitutionDetailElementProps } from './elements.js';

/*
 * The institutions area's elements: the search (form, list, map and detail inside one widget) and one
 * institution's detail. Both adopt Leaflet's stylesheet with the area's (elements.tsx).
 */

const detailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'input', description: 'A text input or the message box.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's error message." },
  { name: 'success', description: 'The connect-me success message.' },
  ...accordionParts,
  { name: 'read-more', description: 'The description with its Read more / Read less toggle.' },
  ...overlayParts,
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
    ...pagingParts,
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
