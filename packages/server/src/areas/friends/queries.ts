import type { FriendPlaceIds } from '@studyatlas/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { FriendLinkState, StudyPreferenceCategory } from '../../db/schema/friends.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;


/** SQLite allows 32,766 bound parameters per statement: id lists are read in chunks. */
const CHUNK = 1000;

export async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) rows.push(...(await read(ids.slice(start, start + CHUNK))));
  return rows;
}

/** A place as shown: names, '' when unknown. */
export interface PlaceNames {
  city: string;
  state: string;
  country: string;
}

/** The id filters of a friend search, done in SQL; 0 means "any". */
export interface MemberFilter extends FriendPlaceIds {
  /** The searching member: never found. */
  self: number;
  /** Only this member (the detail's places). */
  only?: number;
  majorArea: number;
  minorArea: number;
  currentStudy: boolean;
}

/** A verified member who may be found, with the names of their home and current places. */
export interface CandidateRow {
  clientId: number;
  firstName: string;
  surname: string;
  home: PlaceNames;
  current: PlaceNames;
  currentStudy: boolean;
  studyInstitution: string;
  studyFromYear: number | null;
  studyToYear: number | null;
}

/** The outer query's member (`clients as c`), referred to from a subquery. */
const candidateId = sql.ref<number>('c.id');

/**
 * The candidate's study preferences of one category, as a subquery of findCandidates. Built on the
 * database rather than on the outer query's expression builder: the builder's type carries all ten
 * joined tables into every nested call, which made this file the slowest of the type check.
 */
const preferencesOfCandidate = (db: Db, category: StudyPreferenceCategory) =>
  db.selectFrom('member_study_preferences as sd').select('sd.id').where('sd.client_id', '=', candidateId).where('sd.category', '=', category);

/** Verified members other than `self` matching the id filters, with their place names. */
export async function findCandidates(db: Db, f: MemberFilter): Promise<CandidateRow[]> {
  let q = db
    .selectFrom('clients as c')
    .leftJoin('member_profiles as p', 'p.client_id', 'c.id')
    .leftJoin('countries as hco', 'hco.id', 'p.home_country_id')
    .leftJoin('states as hst', 'hst.id', 'p.home_state_id')
    .leftJoin('cities as hci', 'hci.id', 'p.home_city_id')
    .leftJoin('countries as cco', 'cco.id', 'p.current_country_id')
    .leftJoin('states as cst', 'cst.id', 'p.current_state_id')
    .leftJoin('cities as cci', 'cci.id', 'p.current_city_id')
    .leftJoin('legal_entities as sle', 'sle.id', 'p.study_legal_id')
    .where('c.verified_at', 'is not', null)
    .where('c.id', '<>', f.self);
  if (f.only) q = q.where('c.id', '=', f.only);
  if (f.homeCountry) q = q.where('p.home_country_id', '=', f.homeCountry);
  if (f.homeState) q = q.where('p.home_state_id', '=', f.homeState);
  if (f.homeCity) q = q.where('p.home_city_id', '=', f.homeCity);
  if (f.currentCountry) q = q.where('p.current_country_id', '=', f.currentCountry);
  if (f.currentState) q = q.where('p.current_state_id', '=', f.currentState);
  if (f.currentCity) q = q.where('p.current_city_id', '=', f.currentCity);
  if (f.currentStudy) q = q.where('p.current_study', '=', 1);
  if (f.destinationCountry || f.destinationCity) {
    q = q.where((eb) => {
      let sd = preferencesOfCandidate(db, 'SD');
      if (f.destinationCountry) sd = sd.where('sd.reference_id', '=', f.destinationCountry);
      if (f.destinationCity) sd = sd.where('sd.city_id', '=', f.destinationCity);
      return eb.exists(sd);
    });
  }
  if (f.majorArea) {
    q = q.where((eb) =>
      eb.exists(
        db
          .selectFrom('member_study_preferences as sd')
          .select('sd.id')
          .where('sd.client_id', '=', candidateId)
          .where((w) =>
            w.or([
              w.and([w('sd.category', '=', 'SA'), w('sd.reference_id', '=', f.majorArea)]),
              w.and([w('sd.category', '=', 'SM'), w('sd.reference_id', 'in', db.selectFrom('study_areas as sm').select('sm.id').where('sm.parent_id', '=', f.majorArea))]),
            ]),
          ),
      ),
    );
  }
  if (f.minorArea) {
    q = q.where((eb) =>
      eb.exists(preferencesOfCandidate(db, 'SM').where('sd.reference_id', '=', f.minorArea)),
    );
  }
  const rows = await q
    .select([
      'c.id',
      'c.first_name',
      'c.surname',
      'hco.name as home_country',
      'hst.name as home_state',
      'hci.name as home_city',
      'cco.name as current_country',
      'cst.name as current_state',
      'cci.name as current_city',
      'p.current_study',
      'p.study_institution_name',
      'sle.name as study_legal_name',
      'p.study_from_year',
      'p.study_to_year',
    ])
    .execute();
  return rows.map((r) => ({
    clientId: num(r.id),
    firstName: r.first_name,
    surname: r.surname,
    home: { city: r.home_city ?? '', state: r.home_state ?? '', country: r.home_country ?? '' },
    current: { city: r.current_city ?? '', state: r.current_state ?? '', country: r.current_country ?? '' },
    currentStudy: num(r.current_study ?? 0) === 1,
    studyInstitution: num(r.current_study ?? 0) === 1 ? (r.study_legal_name ?? r.study_institution_name ?? '') : '',
    studyFromYear: numOrNull(r.study_from_year),
    studyToYear: numOrNull(r.study_to_year),
  }));
}

/** A member's home place ids (for "from my home town"). */
export const findHomePlace = (db: Db, clientId: number) =>
  db
    .selectFrom('member_profiles')
    .select(['home_country_id', 'home_state_id', 'home_city_id'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();

/** A past study of a member: the institution's name and the years. */
export interface EducationRow {
  clientId: number;
  legalFk: number;
  name: string;
  country: string;
  fromYear: number | null;
  toYear: number | null;
}

const yearOf = (day: string | null): number | null => (day && /^\d{4}/.test(day) ? Number(day.slice(0, 4)) : null);

/** The education entries of the members, oldest first. */
export async function listEducation(db: Db, clientIds: readonly number[]): Promise<EducationRow[]> {
  const rows = await inChunks(clientIds, (chunk) =>
    db
      .selectFrom('member_education as e')
      .leftJoin('legal_entities as le', 'le.id', 'e.legal_id')
      .leftJoin('countries as co', 'co.id', 'e.country_id')
      .select(['e.id', 'e.client_id', 'e.legal_id', 'e.institution_name', 'le.name as legal_name', 'co.name as country', 'e.date_from', 'e.date_to'])
      .where('e.client_id', 'in', chunk)
      .execute(),
  );
  return rows
    .sort((a, b) => (a.date_from ?? '').localeCompare(b.date_from ?? '') || num(a.id) - num(b.id))
    .map((r) => ({
      clientId: num(r.client_id),
      legalFk: num(r.legal_id ?? 0),
      name: r.legal_name ?? r.institution_name,
      country: r.country ?? '',
      fromYear: yearOf(r.date_from),
      toYear: yearOf(r.date_to),
    }));
}

/** The current study of a member, with the institution's country. */
export async function findCurrentStudy(db: Db, clientId: number) {
  const row = await db
    .selectFrom('member_profiles as p')
    .leftJoin('legal_entities as le', 'le.id', 'p.study_legal_id')
    .leftJoin('countries as co', 'co.id', 'p.study_country_id')
    .select(['p.current_study', 'p.study_legal_id', 'p.study_institution_name', 'le.name as legal_name', 'co.name as country', 'p.study_from_year', 'p.study_to_year', 'p.about_me'])
    .where('p.client_id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    current: num(row.current_study) === 1,
    legalFk: num(row.study_legal_id ?? 0),
    name: row.legal_name ?? row.study_institution_name,
    country: row.country ?? '',
    fromYear: numOrNull(row.study_from_year),
    toYear: numOrNull(row.study_to_year),
    aboutMe: row.about_me,
  };
}

/** A verified member by id, or undefined. */
export const findMember = (db: Db, clientId: number) =>
  db
    .selectFrom('clients')
    .select(['id', 'first_name', 'surname'])
    .where('id', '=', clientId)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();

export interface LinkRow {
  id: number;
  requesterId: number;
  addresseeId: number;
  state: FriendLinkState;
}

const toLink = (r: { id: number; requester_id: number; addressee_id: number; state: FriendLinkState }): LinkRow => ({
  id: num(r.id),
  requesterId: num(r.requester_id),
  addresseeId: num(r.addressee_id),
  state: r.state,
});

/** The link between two members, in either direction. */
export async function findLink(db: Db, a: number, b: number): Promise<LinkRow | undefined> {
  const row = await db
    .selectFrom('friend_links')
    .select(['id', 'requester_id', 'addressee_id', 'state'])
    .where((eb) =>
      eb.or([
        eb.and([eb('requester_id', '=', a), eb('addressee_id', '=', b)]),
        eb.and([eb('requester_id', '=', b), eb('addressee_id', '=', a)]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

/** The links of a member with any of `others` (for the relation shown on each row of a list). */
export async function listLinksWith(db: Db, clientId: number, others: readonly number[]): Promise<LinkRow[]> {
  const rows = await inChunks(others, (chunk) =>
    db
      .selectFrom('friend_links')
      .select(['id', 'requester_id', 'addressee_id', 'state'])
      .where((eb) =>
        eb.or([
          eb.and([eb('requester_id', '=', clientId), eb('addressee_id', 'in', chunk)]),
          eb.and([eb('addressee_id', '=', clientId), eb('requester_id', 'in', chunk)]),
        ]),
      )
      .execute(),
  );
  return rows.map(toLink);
}

/** A member in a friend list, with the city and country they live in. */
export interface FriendListRow {
  clientId: number;
  firstName: string;
  surname: string;
  city: string;
  country: string;
}

/**
 * A member's friend links (any state) joined to the verified member at the other end, with the city and
 * country that member lives in: the base of every list of a member's friends and requests.
 */
export const linksWithOthers = (db: Db, clientId: number) =>
  db
    .selectFrom('friend_links as fl')
    .innerJoin('clients as c', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('fl.requester_id', '=', clientId), eb('c.id', '=', eb.ref('fl.addressee_id'))]),
          eb.and([eb('fl.addressee_id', '=', clientId), eb('c.id', '=', eb.ref('fl.requester_id'))]),
        ]),
      ),
    )
    .leftJoin('member_profiles as p', 'p.client_id', 'c.id')
    .leftJoin('cities as ci', 'ci.id', 'p.current_city_id')
    .leftJoin('countries as co', 'co.id', 'p.current_country_id')
    .where('c.verified_at', 'is not', null);

/** The members linked (state L) with a member, verified ones only. */
export async function listLinkedFriends(db: Db, clientId: number): Promise<FriendListRow[]> {
  const rows = await linksWithOthers(db, clientId)
    .select(['c.id', 'c.first_name', 'c.surname', 'ci.name as city', 'co.name as country'])
    .where('fl.state', '=', 'L')
    .execute();
  return rows.map((r) => ({ clientId: num(r.id), firstName: r.first_name, surname: r.surname, city: r.city ?? '', country: r.country ?? '' }));
}

/** Adds a request from `requester` to `addressee`; undefined when that exact request row exists already. */
export const insertRequest = (db: Db, requester: number, addressee: number, note: string, at: string) =>
  db
    .insertInto('friend_links')
    .values({ requester_id: requester, addressee_id: addressee, state: 'S', note, created_at: at, answered_at: null })
    .onConflict((oc) => oc.columns(['requester_id', 'addressee_id']).doNothing())
    .returning('id')
    .executeTakeFirst();

/** Turns a rejected link into a fresh request from `requester`. */
export const renewRequest = (db: Db, linkId: number, requester: number, addressee: number, note: string, at: string) =>
  db
    .updateTable('friend_links')
    .set({ requester_id: requester, addressee_id: addressee, state: 'S', note, created_at: at, answered_at: null })
    .where('id', '=', linkId)
    .execute();

export const acceptLink = (db: Db, linkId: number, at: string) =>
  db.updateTable('friend_links').set({ state: 'L', answered_at: at }).where('id', '=', linkId).where('state', '=', 'S').executeTakeFirst();

/** Removes a link and the friend-request messages that announced it. */
export async function deleteLink(db: Db, linkId: number): Promise<boolean> {
  await db.deleteFrom('member_messages').where('friend_link_id', '=', linkId).where('kind', '=', 'FR').execute();
  const result = await db.deleteFrom('friend_links').where('id', '=', linkId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Places (countries, states, cities) of members' home towns, current places and destinations. */
export async function memberPlaceIds(db: Db) {
  const profiles = await db
    .selectFrom('member_profiles as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .where('c.verified_at', 'is not', null)
    .select(['p.home_country_id', 'p.home_state_id', 'p.home_city_id', 'p.current_country_id', 'p.current_state_id', 'p.current_city_id'])
    .execute();
  const destinations = await db
    .selectFrom('member_study_preferences as sd')
    .innerJoin('clients as c', 'c.id', 'sd.client_id')
    .leftJoin('cities as ci', 'ci.id', 'sd.city_id')
    .where('c.verified_at', 'is not', null)
    .where('sd.category', '=', 'SD')
    .select(['sd.reference_id', 'sd.city_id', 'ci.state_id'])
    .execute();
  const ids = (values: Array<number | null | undefined>) => [...new Set(values.filter((v): v is number => v !== null && v !== undefined).map(num))];
  return {
    countries: ids([...profiles.flatMap((p) => [p.home_country_id, p.current_country_id]), ...destinations.map((d) => d.reference_id)]),
    states: ids([...profiles.flatMap((p) => [p.home_state_id, p.current_state_id]), ...destinations.map((d) => d.state_id)]),
    cities: ids([...profiles.flatMap((p) => [p.home_city_id, p.current_city_id]), ...destinations.map((d) => d.city_id)]),
  };
}

export const countriesByIds = (db: Db, ids: readonly number[]) =>
  inChunks(ids, (chunk) => db.selectFrom('countries').select(['id', 'name']).where('id', 'in', chunk).execute());

export const statesByIds = (db: Db, ids: readonly number[]) =>
  inChunks(ids, (chunk) => db.selectFrom('states').select(['id', 'name', 'country_id']).where('id', 'in', chunk).execute());

export const citiesByIds = (db: Db, ids: readonly number[]) =>
  inChunks(ids, (chunk) => db.selectFrom('cities').select(['id', 'name', 'state_id', 'country_id']).where('id', 'in', chunk).execute());

/** Institutions members studied or study at: catalogue ones by id, the others by name. */
export async function memberInstitutions(db: Db): Promise<Array<{ legalFk: number; name: string }>> {
  const education = await db
    .selectFrom('member_education as e')
    .leftJoin('legal_entities as le', 'le.id', 'e.legal_id')
    .select(['e.legal_id', 'e.institution_name', 'le.name as legal_name'])
    .execute();
  const current = await db
    .selectFrom('member_profiles as p')
    .leftJoin('legal_entities as le', 'le.id', 'p.study_legal_id')
    .where('p.current_study', '=', 1)
    .select(['p.study_legal_id as legal_id', 'p.study_institution_name as institution_name', 'le.name as legal_name'])
    .execute();
  return [...education, ...current]
    .map((r) => ({ legalFk: num(r.legal_id ?? 0), name: r.legal_name ?? r.institution_name }))
    .filter((r) => r.name.trim() !== '');
}

export const listStudyAreas = (db: Db) => db.selectFrom('study_areas').select(['id', 'name', 'parent_id']).execute();
