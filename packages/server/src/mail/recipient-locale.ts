import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE } from '@studyatlas/core';
import type { Database } from '../db/schema/index.js';
import { activeLocale } from '../http/locale.js';

/*
 * The language a mail is written in (issue 28): the recipient's, never the requester's. A member's
 * is the language they saved (at sign-up, or on the profile); a member who never chose one gets
 * English, the specification's words. An address without an account has only the language it wrote
 * in: the request's (a referral, an invitation, the contact form's copy to its sender) or the one
 * its enquiry was sent in. Compose the mail with `inLocale(locale, () => …Mail(…))`.
 */

type Db = Pick<Kysely<Database>, 'selectFrom'>;

/** A member's mail language: their saved one, else English. */
export const memberMailLocale = (saved: string | null | undefined): string => saved || DEFAULT_LOCALE;

/** The saved language of the member with this id (English when none, or no such member). */
export async function mailLocaleOfMember(db: Db, clientId: number): Promise<string> {
  const row = await db.selectFrom('clients').select('locale').where('id', '=', clientId).executeTakeFirst();
  return memberMailLocale(row?.locale);
}

/** The language of a mail to an address: its member's saved language when it has an account, else the request's. */
export async function mailLocaleOfAddress(db: Db, email: string): Promise<string> {
  const row = await db.selectFrom('clients').select('locale').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row ? memberMailLocale(row.locale) : activeLocale();
}
