import { elementSpec, type PartSpec } from '../../spec.js';
import { headingLevel, pagingParts } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The area's components load on first render (chunks of their own in the script-tag bundle); the
// rich text editor loads later still, when compose opens.
const MessagesElement = lazyComponent(() => import('./elements.js'), 'MessagesElement');
const UnreadCountElement = lazyComponent(() => import('./unread-count-element.js'), 'UnreadCountElement');

export type { MessagesElementProps } from './elements.js';
export type { UnreadCountElementProps } from './unread-count-element.js';

const messagesParts: readonly PartSpec[] = [
  { name: 'inbox', description: 'The inbox view.' },
  { name: 'message-folders', description: 'The folder list.' },
  { name: 'message-toolbar', description: 'The toolbar of the inbox and of a message.' },
  { name: 'message-row', description: 'One message of a folder.' },
  { name: 'compose', description: 'The compose view.' },
  { name: 'recipient-field', description: 'The To, Cc or Bcc field.' },
  { name: 'recipient-chip', description: 'One recipient in a field.' },
  { name: 'recipient-picker', description: 'The recipient picker (with `dialog`).' },
  { name: 'editor', description: 'The rich text editor.' },
  { name: 'editor-toolbar', description: "The editor's formatting buttons." },
  { name: 'attachments', description: "The compose view's attachments." },
  { name: 'read-message', description: 'The read view.' },
  { name: 'message', description: 'One message of the read view (and of its conversation).' },
  { name: 'message-body', description: "A message's text." },
  { name: 'friend-request-answer', description: "A friend request's Accept and Reject." },
  { name: 'button', description: 'A button.' },
  { name: 'input', description: 'A text input.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's error message." },
  ...pagingParts,
  { name: 'tablist', description: "The picker's Contacts and Groups tabs." },
  { name: 'tab', description: 'A tab.' },
  { name: 'tabpanel', description: "A tab's content." },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the dialogs and the popups.' },
  { name: 'dialog', description: 'The add-folder, picker, link and confirm dialogs, the login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const messagesElement = elementSpec({
  tag: 'sa-messages',
  component: MessagesElement,
  description:
    "The signed-in member's messages: the inbox with folders (their own too), keyword search, paging, move and delete; compose with To, Cc and Bcc from the member's friends and groups, a rich text editor and attachments, drafts; a message with its conversation, reply, reply all, forward and friend-request answers — all inside the widget. Signed out it asks for a sign-in.",
  props: {
    view: { type: 'string', tsType: "'inbox' | 'compose' | 'read'", description: 'The view shown first: `inbox` (default), `compose` (a new message, or the draft `message-id`), `read` (the message `message-id`).' },
    messageId: { type: 'number', description: 'The message the `read` view shows, or the draft the `compose` view opens.' },
    headingLevel,
  },
  events: {},
  parts: messagesParts,
});

export const unreadCountElement = elementSpec({
  tag: 'sa-unread-count',
  component: UnreadCountElement,
  description:
    "The signed-in member's unread message count as a badge for any header, kept live (the server pushes each change). Shows nothing while signed out or with no unread messages (unless show-zero).",
  props: {
    showZero: { type: 'boolean', description: 'Show the badge at 0 too.' },
  },
  events: {},
  parts: [{ name: 'unread-count', description: 'The badge.' }],
});

export const messagingElements = [messagesElement, unreadCountElement];
