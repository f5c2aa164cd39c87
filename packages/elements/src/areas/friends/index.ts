import { elementSpec, type PartSpec } from '../../spec.js';
import { accordionParts, headingLevel, overlayParts, pagingParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The area's components load on first render (a chunk of their own in the script-tag bundle).
const FriendSearchElement = lazyComponent(() => import('./elements.js'), 'FriendSearchElement');
// My friends is a chunk of its own: a page with <sa-friends> does not download the search.
const FriendsElement = lazyComponent(() => import('./my-friends-element.js'), 'FriendsElement');

export type { FriendSearchElementProps } from './elements.js';
export type { FriendsElementProps } from './my-friends-element.js';

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

/** Parts of My friends, for `::part()` styling. */
export const myFriendsParts: readonly PartSpec[] = [
  { name: 'my-friends', description: 'The My friends screen.' },
  { name: 'tablist', description: 'The tabs: friends, requests, sent requests, people you may know, groups.' },
  { name: 'tab', description: 'One tab.' },
  { name: 'tabpanel', description: "The open tab's content." },
  { name: 'friend-row', description: 'One member of a list.' },
  { name: 'friend-image', description: "A member's profile image (or the default one)." },
  { name: 'friend-group', description: 'One group with its members.' },
  { name: 'button', description: 'A button.' },
  { name: 'input', description: 'A text input or the comment box.' },
  { name: 'label', description: 'A field label.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's message (a group's warning, a refusal)." },
  { name: 'success', description: 'The answer of the last action.' },
  { name: 'friend-request', description: 'The friend-request popover (with `dialog`).' },
  { name: 'group-dialog', description: 'The New group / Edit group dialog (with `dialog`).' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the dialogs and the popups.' },
  ...overlayParts,
];

export const friendsElement = elementSpec({
  tag: 'sa-friends',
  component: FriendsElement,
  description:
    "My friends for signed-in members: their friends (unfriend after a confirm), incoming requests (accept, reject), sent requests (cancel), people they may know with what they share (at most 4 shown when there are more than 5; Add friend opens the request popover with the default note) and their groups (new and edit in a dialog with the friends as a checklist, delete after a confirm), with the refer-a-friend popover. A member's name opens their detail on the portal (with portal-url). Signed out it asks for a sign-in with the login dialog.",
  props: {
    headingLevel,
    hideReferFriend: { type: 'boolean', description: 'Hide the refer-a-friend button beside the title.' },
  },
  events: {},
  parts: myFriendsParts,
});

export const friendsElements = [friendSearchElement, friendsElement];
