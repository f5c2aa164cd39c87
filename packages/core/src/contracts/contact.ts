import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { MessageReply } from './common.js';
import { ContactSubject } from './shared-member.js';

const area = 'contact';

/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string()), '');
/** A field old clients send as text or as a number (phone, subject id). */
const textOrNumber = () => z._default(z.nullable(z.union([z.string(), z.number()])), '');

/**
 * Contact-us form (discovery §3): name, email, phone number, subject and note text. The subject is
 * the id of one of the contact subjects (its name is accepted too). Signed in, the name, e-mail and
 * phone come from the account and may be left out. `verifyEmail` is a form field only: when a client
 * sends it, it must equal `email`.
 */
export const ContactUsBody = z.object({
  name: maybeText(),
  email: maybeText(),
  verifyEmail: z.optional(z.nullable(z.string())),
  number: textOrNumber(),
  subject: textOrNumber(),
  noteText: maybeText(),
});
export type ContactUsBody = z.infer<typeof ContactUsBody>;

export const contactUs = defineCall({
  id: 'contactUs',
  area,
  summary:
    'Sends a contact-us message to support (stored, e-mailed to the support address, acknowledged to the sender). Anonymous visitors give their name, e-mail and phone; a member’s come from the account.',
  method: 'POST',
  path: '/api/clientlogger/ContactUS',
  publicPath: '/api/clientloggerpublic/PublicContactUS',
  auth: 'optional',
  body: ContactUsBody,
  reply: MessageReply,
});

export const ContactSubjects = z.object({ subjects: z.array(ContactSubject) });
export type ContactSubjects = z.infer<typeof ContactSubjects>;
export type ContactSubjectRow = ContactSubjects['subjects'][number];

/** The subjects of the form for everyone (signed in, they also come with UserProfileData). */
export const contactSubjects = defineCall({
  id: 'contactSubjects',
  area,
  summary: 'The contact-us subjects in their display order (Feedback, General enquiry, …).',
  method: 'GET',
  path: '/api/clientloggerpublic/ContactSubjects',
  auth: 'none',
  reply: ContactSubjects,
});
