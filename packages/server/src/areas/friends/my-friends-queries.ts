import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { inChunks, linksWithOthers } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A member on the My friends screen with where they live now ('' when unknown). */
export interface MemberRow {
  clientId: number;
  firstName: string;
  surname: string;
  city: string;
  country: string;
}

/** A link of the member with another (verified) member: the other member, the link and its state. */
export interface MyLinkRow extends MemberRow {
  linkId: number;
  state: 'S' | 'L' | 'R';
  /** The member sent it (requester). */
  sentByMe: boolean;
  note: string;
  createdAt: string;
}

/** Every link (any state) between the member and another verified member, with the other member's places. */
export async function listMyLinks(db: Db, clientId: number): Promise<MyLinkRow[]> {
  const rows = await linksWithOthers(db, clientId)
    .select(['fl.id as link_id', 'fl.state', 'fl.requester_id', 'fl.note', 'fl.created_at', 'c.id', 'c.first_name', 'c.surname', 'ci.name as city', 'co.name as country'])
    .execute();
  return rows.map((r) => ({
    linkId: num(r.link_id),
    state: r.state,
    sentByMe: num(r.requester_id) === clientId,
    note: r.note,
    createdAt: r.created_at,
    clientId: num(r.id),
    firstName: r.first_name,
    surname: r.surname,
    city: r.city ?? '',
    country: r.country ?? '',
  }));
}

/** Everyone the member has a link with, whatever its state (never suggested while linked or asked). */
export async function linkedOrAskedIds(db: Db, clientId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('friend_links')
    .select(['requester_id', 'addressee_id'])
    .where('state', 'in', ['S', 'L'])
    .where((eb) => eb.or([eb('requester_id', '=', clientId), eb('addressee_id', '=', clientId)]))
    .execute();
  return new Set(rows.map((r) => (num(r.requester_id) === clientId ? num(r.addressee_id) : num(r.requester_id))));
}

/** What the member may share with others: destination countries, study areas (majors), institutions. */
export interface SharedThings {
  destinations: number[];
  studyAreas: number[];
  institutions: number[];
}

export async function sharedThingsOf(db: Db, clientId: number): Promise<SharedThings> {
  const [preferences, education, profile] = await Promise.all([
    db
      .selectFrom('member_study_preferences')
      .select(['category', 'reference_id'])
      .where('client_id', '=', clientId)
      .where('category', 'in', ['SD', 'SA'])
      .execute(),
    db.selectFrom('member_education').select('legal_id').where('client_id', '=', clientId).where('legal_id', 'is not', null).execute(),
    db.selectFrom('member_profiles').select('study_legal_id').where('client_id', '=', clientId).executeTakeFirst(),
  ]);
  const unique = (values: Array<number | null | undefined>) => [...new Set(values.filter((v): v is number => v !== null && v !== undefined).map(num))];
  return {
    destinations: unique(preferences.filter((p) => p.category === 'SD').map((p) => p.reference_id)),
    studyAreas: unique(preferences.filter((p) => p.category === 'SA').map((p) => p.reference_id)),
    institutions: unique([...education.map((e) => e.legal_id), profile?.study_legal_id]),
  };
}

export type SharedKind = 'destination' | 'studyArea' | 'institution';

/** One thing another member shares with the member: its kind and id. */
export interface SharedHit {
  clientId: number;
  kind: SharedKind;
  id: number;
}

/** The verified members other than `self` sharing any of `things` (one row per shared thing found, maybe repeated). */
export async function findSharing(db: Db, self: number, things: SharedThings): Promise<SharedHit[]> {
  const hits: SharedHit[] = [];
  const preferences = async (category: 'SD' | 'SA', ids: number[], kind: SharedKind) => {
    const rows = await inChunks(ids, (chunk) =>
      db
        .selectFrom('member_study_preferences as sp')
        .innerJoin('clients as c', 'c.id', 'sp.client_id')
        .where('c.verified_at', 'is not', null)
        .select(['sp.client_id', 'sp.reference_id'])
        .where('sp.category', '=', category)
        .where('sp.reference_id', 'in', chunk)
        .where('sp.client_id', '<>', self)
        .execute(),
    );
    for (const r of rows) hits.push({ clientId: num(r.client_id), kind, id: num(r.reference_id) });
  };
  await preferences('SD', things.destinations, 'destination');
  await preferences('SA', things.studyAreas, 'studyArea');
  const education = await inChunks(things.institutions, (chunk) =>
    db
      .selectFrom('member_education as e')
      .innerJoin('clients as c', 'c.id', 'e.client_id')
      .where('c.verified_at', 'is not', null)
      .select(['e.client_id', 'e.legal_id'])
      .where('e.legal_id', 'in', chunk)
      .where('e.client_id', '<>', self)
      .execute(),
  );
  for (const r of education) hits.push({ clientId: num(r.client_id), kind: 'institution', id: num(r.legal_id!) });
  const studying = await inChunks(things.institutions, (chunk) =>
    db
      .selectFrom('member_profiles as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .where('c.verified_at', 'is not', null)
      .select(['p.client_id', 'p.study_legal_id'])
      .where('p.study_legal_id', 'in', chunk)
      .where('p.client_id', '<>', self)
      .execute(),
  );
  for (const r of studying) hits.push({ clientId: num(r.client_id), kind: 'institution', id: num(r.study_legal_id!) });
  return hits;
}

/** Members by id with their current city and country (verified ones only). */
export async function membersByIds(db: Db, ids: readonly number[]): Promise<MemberRow[]> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('clients as c')
      .leftJoin('member_profiles as p', 'p.client_id', 'c.id')
      .leftJoin('cities as ci', 'ci.id', 'p.current_city_id')
      .leftJoin('countries as co', 'co.id', 'p.current_country_id')
      .select(['c.id', 'c.first_name', 'c.surname', 'ci.name as city', 'co.name as country'])
      .where('c.id', 'in', chunk)
      .where('c.verified_at', 'is not', null)
      .execute(),
  );
  return rows.map((r) => ({ clientId: num(r.id), firstName: r.first_name, surname: r.surname, city: r.city ?? '', country: r.country ?? '' }));
}

/** The open request `requester` sent `addressee`, if any. */
export async function findOpenRequest(db: Db, requester: number, addressee: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('friend_links')
    .select('id')
    .where('requester_id', '=', requester)
    .where('addressee_id', '=', addressee)
    .where('state', '=', 'S')
    .executeTakeFirst();
  return row ? num(row.id) : undefined;
}

/** A link by id: who sent it to whom and its state. */
export const findLinkById = (db: Db, linkId: number) =>
  db.selectFrom('friend_links').select(['id', 'requester_id', 'addressee_id', 'state']).where('id', '=', linkId).executeTakeFirst();

/** Answers an open request: L linked, R rejected. False when it was no longer open. */
export async function answerRequest(db: Db, linkId: number, answer: 'L' | 'R', at: string): Promise<boolean> {
  const result = await db.updateTable('friend_links').set({ state: answer, answered_at: at }).where('id', '=', linkId).where('state', '=', 'S').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
