import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const CompareElement = lazyComponent(() => import('./elements.js'), 'CompareElement');
const CompareTrayElement = lazyComponent(() => import('./elements.js'), 'CompareTrayElement');

export type { CompareElementProps, CompareTrayElementProps, CompareDetail } from './elements.js';

const popupParts: readonly PartSpec[] = [
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const compareElement = elementSpec({
  tag: 'sa-compare',
  component: CompareElement,
  description:
    "Course comparison: the 2 to 10 course intakes picked with the Compare boxes on the page, side by side (institution, location, award, study mode, duration, intake, fees, total cost). Shows 3 at a time, 2 on a tablet-wide and 1 on a phone-wide container, up to 12 from 1600 px.",
  props: {
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: [
    { name: 'compare', description: 'The comparison.' },
    { name: 'compare-table', description: 'The side-by-side table.' },
    { name: 'form-error', description: "'Please select more than one course.' or the maximum of 10." },
    { name: 'button', description: 'Previous, next, Remove and Apply.' },
    { name: 'apply', description: "A course's Apply action with its start message." },
    { name: 'success', description: 'The start message when the details are complete.' },
    { name: 'loader', description: 'The busy indicator.' },
    ...popupParts,
  ],
});

export const compareTrayElement = elementSpec({
  tag: 'sa-compare-tray',
  component: CompareTrayElement,
  description:
    'How many courses are picked for comparison and which (each with a remove button), with Compare and Clear. Compare with 2 to 10 picked fires sa-compare and, with portal-url, opens the portal\'s comparison.',
  props: {},
  events: {
    'sa-compare': { description: 'Compare was pressed with 2 to 10 courses picked.', detail: 'CompareDetail' },
  },
  parts: [
    { name: 'compare-tray', description: 'The tray.' },
    { name: 'button', description: 'Compare, Clear and the remove buttons.' },
    { name: 'form-error', description: "'Please select more than one course.'" },
    ...popupParts,
  ],
});

export const compareElements = [compareElement, compareTrayElement];
