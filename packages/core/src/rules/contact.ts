import { contactMessages } from '../messages/contact.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';
import { CONTACT_NAME_MAX } from './shared-limits.js';

/** The longest name: shared with refer a friend (./shared-limits.ts). */
export { CONTACT_NAME_MAX } from './shared-limits.js';
export const CONTACT_NOTE_MAX = 4000;
/** Phone numbers are digits only; 20 is longer than any international number. */
export const CONTACT_PHONE_MAX = 20;

const DIGITS = /^\d+$/;

export interface ContactUsValues {
  name: string;
  email: string;
  /** The form's second e-mail field; left out by callers that have none (the API). */
  verifyEmail?: string;
  number: string;
  /** The chosen subject (its id as text). */
  subject: string;
  noteText: string;
}

/** True for a phone number of digits only, at most CONTACT_PHONE_MAX of them. */
export const isPhoneNumber = (value: string): boolean => {
  const trimmed = value.trim();
  return DIGITS.test(trimmed) && trimmed.length <= CONTACT_PHONE_MAX;
};

/**
 * Contact us (discovery §5, §6). Subject and message are always required. Signed out, the visitor
 * also gives a name, an e-mail (a valid address, typed twice alike) and a phone number of digits
 * only; signed in those come from the account, and a phone given anyway must still be digits.
 */
export function validateContactUs(v: ContactUsValues, { signedIn }: { signedIn: boolean }): FieldErrors<keyof ContactUsValues> {
  const message = collect({
    subject: [[isBlank(v.subject), contactMessages.contactSubjectRequired]],
    noteText: [
      [isBlank(v.noteText), contactMessages.contactNoteRequired],
      [v.noteText.trim().length > CONTACT_NOTE_MAX, contactMessages.contactNoteTooLong],
    ],
  });
  if (signedIn) {
    return { ...collect({ number: [[!isBlank(v.number) && !isPhoneNumber(v.number), contactMessages.contactInvalidNumber]] }), ...message };
  }
  return {
    ...collect({
      name: [
        [isBlank(v.name), contactMessages.contactNameRequired],
        [v.name.trim().length > CONTACT_NAME_MAX, contactMessages.contactNameTooLong],
      ],
      email: [
        [isBlank(v.email), contactMessages.contactEmailRequired],
        [!isEmail(v.email), contactMessages.contactInvalidEmail],
      ],
      verifyEmail:
        v.verifyEmail === undefined
          ? []
          : [
              [isBlank(v.verifyEmail), contactMessages.contactVerifyEmailRequired],
              [v.verifyEmail.trim().toLowerCase() !== v.email.trim().toLowerCase(), contactMessages.contactEmailMismatch],
            ],
      number: [
        [isBlank(v.number), contactMessages.contactPhoneRequired],
        [!isPhoneNumber(v.number), contactMessages.contactInvalidNumber],
      ],
    }),
    ...message,
  };
}
