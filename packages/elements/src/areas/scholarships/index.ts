import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, pagingParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The area's components load on first render (a chunk of their own in the script-tag bundle).
const ScholarshipDetailElement = lazyComponent(() => import('./elements.js'), 'ScholarshipDetailElement');
const ScholarshipSearchElement = lazyComponent(() => import('./elements.js'), 'ScholarshipSearchElement');

export type { ScholarshipSearchElementProps, ScholarshipDetailElementProps } from './elements.js';

/*
 * The scholarships area's elements: the scholarship search (form, list and detail inside one widget,
 * optionally scoped to one institution) and one scholarship's detail.
 */

export const scholarshipDetailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'form-error', description: 'The message when the scholarship was not found.' },
  ...accordionParts,
  { name: 'read-more', description: 'The description with its Read more / Read less toggle.' },
  { name: 'favourite-toggle', description: 'The favourite heart.' },
  ...overlayParts,
];

export const scholarshipSearchParts: readonly PartSpec[] = [
  ...scholarshipDetailParts,
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'scholarship-row', description: 'One scholarship of the list.' },
  ...pagingParts,
];

export const scholarshipSearchElement = elementSpec({
  tag: 'sa-scholarship-search',
  component: ScholarshipSearchElement,
  description:
    "Scholarship search for a partner page: the search form (country, institution, study level group, study area, name), the list of open scholarships (paged) and a scholarship's detail with its print view, all inside the widget. With `institution` it shows that institution's scholarships only.",
  props: {
    institution: { type: 'number', description: "Legal id of the institution whose scholarships the widget searches (all institutions' when absent)." },
    headingLevel,
  },
  events: {},
  parts: scholarshipSearchParts,
});

export const scholarshipDetailElement = elementSpec({
  tag: 'sa-scholarship-detail',
  component: ScholarshipDetailElement,
  description:
    'One scholarship: overview with its description, eligibility (country, study level group, dates), the institution, and the courses it applies to, in sections with expand-all and collapse-all; a favourite heart and a print view.',
  props: {
    schId: { type: 'number', description: 'The scholarship to show.' },
    headingLevel,
  },
  events: {},
  parts: scholarshipDetailParts,
});

export const scholarshipsElements = [scholarshipSearchElement, scholarshipDetailElement];
