import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, pagingParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The area's components load on first render (a chunk of their own in the script-tag bundle).
const FriendSearchElement = lazyComponent(() => import('./elements.js'), 'FriendSearchElement');

export type { FriendSearchElementProps } from './elements.js';

export const friendSearchParts: readonly PartSpec[] = [
  { name: 'button', description: 'A button.' },
  { name: 'input', description: 'A text input or a comment / message box.' },
  { name: 'select', description: 'A drop-down list.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's error message." },
  { name: 'friend-row', description: 'One member of the list.' },
  { name: 'friend-image', description: "A member's profile image (or the default one)." },
  { name: 'success', description: 'The answer of a request, a removal or a message.' },
  { name: 'friend-request', description: 'The friend-request popover (with `dialog`).' },
  { name: 'friend-message', description: 'The friend-message form (with `dialog`).' },
  ...pagingParts,
  ...accordionParts,
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'dialog', description: 'The login dialog, the popovers and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const friendSearchElement = elementSpec({
  tag: 'sa-friend-search',
  component: FriendSearchElement,
  description:
    "Friends search for signed-in members: the search form (home town, current place, destination, institutions, years 1990–2017, study areas), the list of members (paged) and a member's detail with their friends, mutual friends and institutes, the friend request (comment required) and a message — all inside the widget. Signed out it asks for a sign-in.",
  props: {
    headingLevel,
  },
  events: {},
  parts: friendSearchParts,
});

export const friendsElements = [friendSearchElement];
