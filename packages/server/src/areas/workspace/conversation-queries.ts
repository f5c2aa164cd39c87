import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num, numOrNull } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database>;

/** Which conversation of the organisation: an application's or an enquiry's. */
export type ConversationOf = { applicationId: number } | { enquiryId: number };

const scoped = (db: Db, legalId: number, of: ConversationOf) => {
  const query = db.selectFrom('organisation_messages as om').where('om.legal_id', '=', legalId);
  return 'applicationId' in of ? query.where('om.application_id', '=', of.applicationId) : query.where('om.enquiry_id', '=', of.enquiryId);
};

export interface OrganisationMessageRow {
  id: number;
  direction: 'out' | 'in';
  authorId: number | null;
  authorName: string;
  subject: string;
  body: string;
  at: string;
  readAt: string | null;
  messageKey: number | null;
  mailedTo: string | null;
}

/** The conversation's messages, oldest first, with who wrote each. */
export async function conversationMessages(db: Db, legalId: number, of: ConversationOf): Promise<OrganisationMessageRow[]> {
  const rows = await scoped(db, legalId, of)
    .leftJoin('clients as c', 'c.id', 'om.author_id')
    .select(['om.id', 'om.direction', 'om.author_id', 'c.first_name', 'c.surname', 'om.subject', 'om.body', 'om.created_at', 'om.read_at', 'om.message_key', 'om.mailed_to'])
    .orderBy('om.created_at')
    .orderBy('om.id')
    .execute();
  return rows.map((r) => ({
    id: num(r.id),
    direction: r.direction,
    authorId: numOrNull(r.author_id),
    authorName: fullName(r.first_name, r.surname),
    subject: r.subject,
    body: r.body,
    at: r.created_at,
    readAt: r.read_at,
    messageKey: numOrNull(r.message_key),
    mailedTo: r.mailed_to,
  }));
}

/** The student's replies in the conversation are read for the organisation from now on. */
export async function markRepliesRead(db: Db, legalId: number, of: ConversationOf, at: string): Promise<void> {
  let update = db.updateTable('organisation_messages').set({ read_at: at }).where('legal_id', '=', legalId).where('direction', '=', 'in').where('read_at', 'is', null);
  update = 'applicationId' in of ? update.where('application_id', '=', of.applicationId) : update.where('enquiry_id', '=', of.enquiryId);
  await update.execute();
}

/** Unread replies per application of `applicationIds` (the inbox rows' markers). */
export async function unreadRepliesByApplication(db: Db, legalId: number, applicationIds: readonly number[]): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organisation_messages')
    .select((eb) => ['application_id', eb.fn.countAll().as('n')])
    .where('legal_id', '=', legalId)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .where('application_id', 'in', [...applicationIds])
    .groupBy('application_id')
    .execute();
  return new Map(rows.map((r) => [num(r.application_id), num(r.n)]));
}

/** Unread replies per enquiry of `enquiryIds`. */
export async function unreadRepliesByEnquiry(db: Db, legalId: number, enquiryIds: readonly number[]): Promise<Map<number, { unread: number; answers: number }>> {
  if (enquiryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('organisation_messages')
    .select((eb) => [
      'enquiry_id',
      eb.fn.sum(eb.case().when('direction', '=', 'in').then(eb.case().when('read_at', 'is', null).then(1).else(0).end()).else(0).end()).as('unread'),
      eb.fn.sum(eb.case().when('direction', '=', 'out').then(1).else(0).end()).as('answers'),
    ])
    .where('legal_id', '=', legalId)
    .where('enquiry_id', 'in', [...enquiryIds])
    .groupBy('enquiry_id')
    .execute();
  return new Map(rows.map((r) => [num(r.enquiry_id), { unread: num(r.unread ?? 0), answers: num(r.answers ?? 0) }]));
}

/** The organisation's unread replies (the header's Messages count). */
export async function unreadReplies(db: Db, legalId: number): Promise<number> {
  const row = await db
    .selectFrom('organisation_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('legal_id', '=', legalId)
    .where('direction', '=', 'in')
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return num(row?.n ?? 0);
}

/** One of the organisation's messages (its key), or undefined for another organisation's or none. */
export async function organisationMessage(db: Db, legalId: number, id: number) {
  const row = await db.selectFrom('organisation_messages').select(['id', 'message_key']).where('id', '=', id).where('legal_id', '=', legalId).executeTakeFirst();
  return row && { id: num(row.id), messageKey: numOrNull(row.message_key) };
}

/** The organisation's copy of an answer mailed to an anonymous enquirer (no member, no thread). */
export async function insertMailedAnswer(
  db: Db,
  a: { legalId: number; enquiryId: number; authorId: number; to: string; subject: string; body: string; at: string },
): Promise<void> {
  await db
    .insertInto('organisation_messages')
    .values({
      legal_id: a.legalId,
      application_id: null,
      enquiry_id: a.enquiryId,
      student_id: null,
      direction: 'out',
      author_id: a.authorId,
      thread_key: null,
      message_key: null,
      mailed_to: a.to,
      subject: a.subject,
      body: a.body,
      created_at: a.at,
      read_at: a.at,
    })
    .execute();
}
