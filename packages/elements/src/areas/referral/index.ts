import { elementSpec, type PartSpec } from '../../spec.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const ReferFriendElement = lazyComponent(() => import('./elements.js'), 'ReferFriendElement');

export type { ReferFriendElementProps } from './elements.js';

const referralParts: readonly PartSpec[] = [
  { name: 'button', description: 'Refer a friend, Send invitation and Cancel.' },
  { name: 'popover', description: 'The popover with the friend’s name and e-mail.' },
  { name: 'popover-title', description: 'The popover’s heading.' },
  { name: 'dialog-close', description: 'The popover’s × button.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'The name and e-mail fields.' },
  { name: 'field-error', description: "'Name is required', 'Email is required' or 'InValid Email'." },
  { name: 'form-error', description: "The server's message." },
  { name: 'success', description: 'The confirmation once the invitation was sent.' },
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'popup', description: 'A Failed / Warning popup.' },
];

export const referFriendElement = elementSpec({
  tag: 'sa-refer-friend',
  component: ReferFriendElement,
  description:
    'A "Refer a friend" button with a popover asking for the friend\'s name and e-mail; the friend is e-mailed a link to sign up. Signed out, the button opens the login dialog (or, with signed-out="hidden", is not shown).',
  props: {
    signedOut: {
      type: 'string',
      tsType: "'button' | 'hidden'",
      description: 'Signed out: show the button, which opens the login dialog (default), or hide it.',
    },
  },
  events: {},
  parts: referralParts,
});

export const referralElements = [referFriendElement];
