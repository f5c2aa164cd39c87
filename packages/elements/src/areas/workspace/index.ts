import { elementSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// The workspace's components load on first render (a chunk of their own in the script-tag bundle).
const WorkspaceElement = lazyComponent(() => import('./elements.js'), 'WorkspaceElement');

export type { WorkspaceElementProps } from './elements.js';

/** Parts of the workspace, for `::part()` styling. */
const workspaceParts: readonly PartSpec[] = [
  { name: 'workspace', description: 'The workspace.' },
  { name: 'timeline', description: "A course choice's dated timeline." },
  { name: 'editor', description: 'The rich text editor of a message to the student or an answer to an enquiry.' },
  { name: 'editor-toolbar', description: "The editor's formatting buttons." },
  { name: 'attachments', description: "A message's attachments (to the student)." },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'button', description: 'Every button: Search, Export, decisions, notes, invitations, keys, the confirm buttons.' },
  { name: 'input', description: 'Text inputs and text areas.' },
  { name: 'select', description: 'Drop-down lists (organisation, filters, decisions, roles).' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'auth', description: 'The sign-in card shown while anonymous.' },
  { name: 'backdrop', description: 'The backdrop of the confirm and login dialogs and the popups.' },
  { name: 'dialog', description: 'The confirm dialog, the login dialog and the popups.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const workspaceElement = elementSpec({
  tag: 'sa-workspace',
  component: WorkspaceElement,
  description:
    "The partner workspace (issue 26) for an organisation's staff, on the institution's own intranet page: the organisation switcher with the unread badge, the applications inbox (filters, search, sort, exact total, pages, unread marker, CSV export), an application's page (the submitted snapshot, documents, decisions per course choice, the conversation with the student, notes, assignment, timeline and audit log), the \"Connect me\" enquiries (answer, mark handled), the staff (owners invite, change roles, remove), the partner API keys (owners of institutions), the webhooks (owners: endpoints, signing secrets, delivery logs), the Embed page (owners: allowed origins, snippets, preview, theme), the catalogue's import and export (owners and catalogue editors) and the organisation's profile (logo with crop) and campuses (place resolution, map pin). Anonymous visitors are asked to sign in with the login dialog; invitation links open on the portal.",
  props: {
    view: {
      type: 'string',
      tsType: "'inbox' | 'enquiries' | 'staff' | 'keys' | 'webhooks' | 'catalogue' | 'scholarships' | 'forms' | 'events' | 'embed' | 'import' | 'profile' | 'campuses'",
      description: 'The section shown first: the applications inbox (default), the enquiries, the staff, the partner keys, the webhooks, the catalogue’s courses (`catalogue`), scholarships (`scholarships`), forms (`forms`) or events (`events`), the Embed page (`embed`), the catalogue’s import and export (`import`), the organisation’s profile (`profile`) or its campuses (`campuses`).',
    },
    headingLevel: singleHeadingLevel,
  },
  events: {},
  parts: workspaceParts,
});

export const workspaceElements = [workspaceElement];
