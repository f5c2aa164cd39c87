import { elementSpec, type PartSpec } from '../../spec.js';
import { headingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The forms area's component loads on first render (a chunk of its own in the script-tag bundle).
const FormFinderElement = lazyComponent(() => import('./elements.js'), 'FormFinderElement');

export type { FormFinderElementProps } from './elements.js';

export const formFinderParts: readonly PartSpec[] = [
  { name: 'form-finder', description: 'The whole finder.' },
  { name: 'form-filter', description: 'The filter: country, institution, category levels and form name.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'input', description: 'The form-name input.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message ('Institution Country is required', 'Institution Name is required')." },
  { name: 'button', description: 'A button.' },
  { name: 'form-results', description: 'The list of forms found.' },
  { name: 'form-header', description: 'The header text above the list.' },
  { name: 'form-row', description: 'One form of the list.' },
  { name: 'download', description: "A form's Download button." },
  { name: 'download-selected', description: 'The button downloading the selected forms as one zip.' },
  { name: 'loader', description: 'The busy indicator while a download is prepared.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: "A popup: 'Resource file not found', 'Request failed with status: …', …" },
];

export const formFinderElement = elementSpec({
  tag: 'sa-form-finder',
  component: FormFinderElement,
  description:
    'The form finder: country, institution and the cascading category levels, the list of forms with its header text, a download per form and a zip of the selected ones (downloads ask for sign-in first). With `institution` the country and institution are preset and fixed: a partner page shows its own forms.',
  props: {
    institution: { type: 'number', description: 'Legal id of the institution whose forms the widget lists; its country and institution cannot be changed.' },
    headingLevel,
  },
  events: {},
  parts: formFinderParts,
});

export const formsElements = [formFinderElement];
