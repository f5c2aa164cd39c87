import { format } from '../messages/common.js';
import { workspaceConversationMessages } from '../messages/workspace-conversation.js';
import { collect, isBlank, type FieldErrors } from './field.js';

/*
 * The partner workspace's messages (issue 26): what staff write as the organisation to a student —
 * the conversation on an application, an enquiry's answer. Apart from rules/workspace.ts so that the
 * check travels with the screens that write (loaded lazily); the server runs the same function.
 */

/** A message staff write as the organisation (the conversation, an enquiry's answer). */
export const STAFF_SUBJECT_MAX_LENGTH = 200;
/** Characters of the message's HTML (messaging's own bound). */
export const STAFF_MESSAGE_MAX_LENGTH = 100_000;
export const STAFF_MESSAGE_ATTACHMENTS_MAX = 10;

/** The visible text of a message's HTML (tags and non-breaking spaces away), to tell an empty editor. */
const visibleText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ').trim();

export interface StaffMessageValues {
  subject: string;
  /** The rich text editor's HTML. */
  message: string;
}

/** A message to the student or an enquiry's answer: a subject and some text, within bounds. */
export function validateStaffMessage(v: StaffMessageValues): FieldErrors<keyof StaffMessageValues> {
  return collect({
    subject: [
      [isBlank(v.subject), workspaceConversationMessages.subjectRequired],
      [v.subject.trim().length > STAFF_SUBJECT_MAX_LENGTH, format(workspaceConversationMessages.subjectTooLong, { max: STAFF_SUBJECT_MAX_LENGTH })],
    ],
    message: [
      [visibleText(v.message) === '', workspaceConversationMessages.messageRequired],
      [v.message.length > STAFF_MESSAGE_MAX_LENGTH, format(workspaceConversationMessages.messageTooLong, { max: STAFF_MESSAGE_MAX_LENGTH })],
    ],
  });
}
