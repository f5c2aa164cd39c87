import { elementSpec, type PartSpec, type PropSpec } from './spec.js';
import { lazyComponent } from './lazy.js';

// The area's components load on first render (a chunk of their own in the script-tag bundle).
const ScholarshipDetailElement = lazyComponent(() => import('./scholarships/elements.js'), 'ScholarshipDetailElement');
const ScholarshipSearchElement = lazyComponent(() => import('./scholarships/elements.js'), 'ScholarshipSearchElement');

export type { ScholarshipSearchElementProps, ScholarshipDetailElementProps } from './scholarships/elements.js';

/*
 * The scholarships area's elements: the scholarship search (form, list and detail inside one widget,
 * optionally scoped to one institution) and one scholarship's detail.
 */

const headingLevel: PropSpec = {
  type: 'number',
  tsType: '1 | 2 | 3 | 4',
  description: "Level of the widget's headings: 2 (default) inside a page, 1 when the widget is the page's main content.",
};

export const scholarshipDetailParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'form-error', description: 'The message when the scholarship was not found.' },
  { name: 'accordion', description: 'The detail sections.' },
  { name: 'accordion-trigger', description: "A section's header button." },
  { name: 'accordion-panel', description: "A section's content." },
  { name: 'read-more', description: 'The description with its Read more / Read less toggle.' },
  { name: 'favourite-toggle', description: 'The favourite heart.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const scholarshipSearchParts: readonly PartSpec[] = [
  ...scholarshipDetailParts,
  { name: 'input', description: 'A text input.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'scholarship-row', description: 'One scholarship of the list.' },
  { name: 'pagination', description: 'The paging bar.' },
  { name: 'page-link', description: 'A page number or a first / previous / next / last button.' },
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
