import * as contact from '../contracts/contact.js';
import type { ContactSubjectRow, ContactUsBody } from '../contracts/contact.js';
import { $profile } from '../stores/session.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

export type { ContactSubjectRow, ContactUsBody };

/**
 * The contact-us subjects: the signed-in member's header data has them already (UserProfileData),
 * anyone else asks for them.
 */
export async function contactSubjects(options: CallOptions = {}): Promise<ContactSubjectRow[]> {
  const known = $profile.get()?.subjects;
  if (known && known.length > 0) return known;
  return (await getClient().call(contact.contactSubjects, undefined, options)).subjects;
}

/** Sends a contact-us message (ContactUS signed in, PublicContactUS anonymous); resolves with the confirmation. */
export async function contactUs(body: ContactUsBody, options: CallOptions = {}): Promise<string> {
  return (await getClient().call(contact.contactUs, { body }, options)).message;
}
