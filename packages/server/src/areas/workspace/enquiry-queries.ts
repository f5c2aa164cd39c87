import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num, numOrNull } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database>;

export type EnquiryState = 'open' | 'handled' | 'all';

/** The organisation's enquiries in a state (handled: a row in workspace_enquiries_handled). */
function inState(db: Db, legalId: number, state: EnquiryState) {
  const query = db.selectFrom('connect_me_requests as r').where('r.legal_id', '=', legalId);
  if (state === 'all') return query;
  const handled = db.selectFrom('workspace_enquiries_handled as h').select('h.enquiry_id').where('h.legal_id', '=', legalId);
  return query.where('r.id', state === 'handled' ? 'in' : 'not in', handled);
}

export async function enquiryCount(db: Db, legalId: number, state: EnquiryState): Promise<number> {
  const row = await inState(db, legalId, state).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return num(row?.n ?? 0);
}

/** A page of the organisation's enquiries, newest first. */
export async function enquiryPage(db: Db, legalId: number, state: EnquiryState, page: { offset: number; limit: number }) {
  const rows = await inState(db, legalId, state)
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('workspace_enquiries_handled as h', 'h.enquiry_id', 'r.id')
    .select(['r.id', 'r.created_at', 'r.client_id', 'r.sender_name', 'r.sender_email', 'c.first_name', 'c.surname', 'c.email', 'l.name as campus', 'r.subject', 'h.at as handled_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    id: num(r.id),
    receivedAt: r.created_at,
    sender: senderOf(r),
    campus: r.campus,
    subject: r.subject,
    handled: r.handled_at !== null,
  }));
}

interface SenderColumns {
  client_id: unknown;
  sender_name: string | null;
  sender_email: string | null;
  first_name: string | null;
  surname: string | null;
  email: string | null;
}

/** A member's name and sign-in e-mail; an anonymous sender's as given. */
const senderOf = (r: SenderColumns) =>
  r.client_id === null
    ? { name: r.sender_name ?? '', email: r.sender_email ?? '', member: false }
    : { name: fullName(r.first_name, r.surname), email: r.email ?? '', member: true };

/** One enquiry of the organisation with the sender's details (a member's from their profile), or undefined. */
export async function organisationEnquiry(db: Db, legalId: number, id: number) {
  const r = await db
    .selectFrom('connect_me_requests as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .leftJoin('member_profiles as p', 'p.client_id', 'r.client_id')
    .leftJoin('countries as nat', 'nat.id', 'p.nationality_country_id')
    .leftJoin('countries as home', 'home.id', 'p.current_country_id')
    .leftJoin('workspace_enquiries_handled as h', 'h.enquiry_id', 'r.id')
    .leftJoin('clients as hb', 'hb.id', 'h.client_id')
    .select([
      'r.id',
      'r.created_at',
      'r.client_id',
      'r.sender_name',
      'r.sender_email',
      'r.sender_phone',
      'c.first_name',
      'c.surname',
      'c.email',
      'p.country_code',
      'p.mobile',
      'p.phone',
      'nat.name as nationality',
      'home.name as country',
      'l.id as campus_id',
      'l.name as campus',
      'r.subject',
      'r.note_text',
      'h.at as handled_at',
      'hb.first_name as handled_first',
      'hb.surname as handled_surname',
    ])
    .where('r.id', '=', id)
    .where('r.legal_id', '=', legalId)
    .executeTakeFirst();
  if (!r) return undefined;
  const clientId = numOrNull(r.client_id);
  const number = r.mobile || r.phone || '';
  const { member: _, ...sender } = senderOf(r);
  return {
    id: num(r.id),
    receivedAt: r.created_at,
    sender: {
      ...sender,
      clientId,
      phone: clientId === null ? (r.sender_phone ?? '') : number && `${r.country_code ?? ''} ${number}`.trim(),
      nationality: r.nationality ?? '',
      country: r.country ?? '',
    },
    campus: { id: num(r.campus_id), name: r.campus },
    subject: r.subject,
    message: r.note_text,
    handled: r.handled_at === null ? null : { at: r.handled_at, by: fullName(r.handled_first, r.handled_surname) },
  };
}

/** Marks the enquiry handled (kept once) or open again. */
/** The language an enquiry was sent in (issue 28), null when its request named none. */
export async function enquiryLocale(db: Db, legalId: number, id: number): Promise<string | null> {
  const row = await db.selectFrom('connect_me_requests').select('locale').where('id', '=', id).where('legal_id', '=', legalId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function setHandled(db: Db, legalId: number, enquiryId: number, handled: boolean, clientId: number, at: string): Promise<void> {
  if (!handled) {
    await db.deleteFrom('workspace_enquiries_handled').where('enquiry_id', '=', enquiryId).where('legal_id', '=', legalId).execute();
    return;
  }
  await db
    .insertInto('workspace_enquiries_handled')
    .values({ enquiry_id: enquiryId, legal_id: legalId, client_id: clientId, at })
    .onConflict((oc) => oc.column('enquiry_id').doNothing())
    .execute();
}
