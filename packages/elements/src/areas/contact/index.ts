import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const ContactUsElement = lazyComponent(() => import('./elements.js'), 'ContactUsElement');

export type { ContactUsElementProps } from './elements.js';

const contactParts: readonly PartSpec[] = [
  { name: 'auth', description: 'The titled card around the form.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text field, the phone number and the message.' },
  { name: 'select', description: 'The subject list.' },
  { name: 'field-error', description: "A field's message ('Email is required', 'Invalid Email', 'Email mismatch', …)." },
  { name: 'form-error', description: "The server's message, or 'Failed to register user'." },
  { name: 'success', description: 'The confirmation once the message was sent.' },
  { name: 'button', description: 'Send.' },
  { name: 'loader', description: 'The busy indicator while the subjects load.' },
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Failed / Warning popup.' },
];

export const contactUsElement = elementSpec({
  tag: 'sa-contact-us',
  component: ContactUsElement,
  description:
    "The contact-us form: a subject (Feedback, General enquiry, Registration issue, Sign in issue, Suggestion) and a message; anonymous visitors also give their name, e-mail (twice) and a digits-only phone number. The message goes to the portal's support address and the sender gets an acknowledgement by e-mail.",
  props: {
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: contactParts,
});

export const contactElements = [contactUsElement];
