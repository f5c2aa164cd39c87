import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { MemberProfilesTable } from '../../db/schema/friends.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

export type ProfileRow = Selectable<MemberProfilesTable>;
/** What BDUpsert writes (every column but the key and the study years). */
export type ProfileValues = Omit<Insertable<MemberProfilesTable>, 'client_id' | 'updated_at' | 'study_from_year' | 'study_to_year' | 'basic_saved_at'>;

/** The member's profile row, or undefined when they have none yet. */
export const findProfile = (db: Db, clientId: number): Promise<ProfileRow | undefined> =>
  db.selectFrom('member_profiles').selectAll().where('client_id', '=', clientId).executeTakeFirst();

/** The account's names and sign-in e-mail (the prefill of a first form). */
export const findClient = (db: Db, clientId: number) =>
  db.selectFrom('clients').select(['first_name', 'surname', 'email']).where('id', '=', clientId).executeTakeFirst();

/** Every country, by name, with its dialling code and nationality. */
export async function listCountries(db: Db) {
  const rows = await db.selectFrom('countries').select(['id', 'name', 'phone_code', 'nationality']).orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name, phoneCode: r.phone_code, nationality: r.nationality }));
}

/** The catalogue's institutions with a campus in the country, by name. */
export async function institutionsOfCountry(db: Db, countryId: number) {
  const rows = await db
    .selectFrom('legal_entities as le')
    .select(['le.id', 'le.name'])
    .where('le.kind', '=', 'I')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('locations as l').innerJoin('cities as ci', 'ci.id', 'l.city_id').select('l.id').whereRef('l.legal_id', '=', 'le.id').where('ci.country_id', '=', countryId),
      ),
    )
    .orderBy('le.name')
    .orderBy('le.id')
    .execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name }));
}

/** Countries where some institution has a campus: the destinations a member may prefer. */
export async function destinationCountries(db: Db) {
  const rows = await db
    .selectFrom('countries as co')
    .select(['co.id', 'co.name'])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('locations as l')
          .innerJoin('cities as ci', 'ci.id', 'l.city_id')
          .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
          .select('l.id')
          .whereRef('ci.country_id', '=', 'co.id')
          .where('le.kind', '=', 'I'),
      ),
    )
    .orderBy('co.name')
    .orderBy('co.id')
    .execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name }));
}

/** Which of the country ids exist. */
export async function existingCountries(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('countries').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => num(r.id)));
}

/** The states' countries (state id → country id) of those that exist. */
export async function statesCountry(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('states').select(['id', 'country_id']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [num(r.id), num(r.country_id)]));
}

/** The cities' states (city id → state id) of those that exist. */
export async function citiesState(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('cities').select(['id', 'state_id']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [num(r.id), num(r.state_id)]));
}

/** True when the institution has a campus in the country. */
export async function institutionInCountry(db: Db, legalId: number, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('locations as l')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .select('l.id')
    .where('l.legal_id', '=', legalId)
    .where('le.kind', '=', 'I')
    .where('ci.country_id', '=', countryId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes the basic details: the member's row, added when there is none (one statement: no race). */
export async function upsertProfile(db: Db, clientId: number, values: ProfileValues, now: string): Promise<void> {
  await db
    .insertInto('member_profiles')
    .values({ ...values, client_id: clientId, updated_at: now, basic_saved_at: now })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet((eb) => ({ ...values, updated_at: now, basic_saved_at: eb.fn.coalesce('member_profiles.basic_saved_at', eb.val(now)) })),
    )
    .execute();
}

/*
 * The preferred destination is one fact, the study preferences' preferred SD row (member §4): the
 * header, this dialog and the study preferences tab all read and move that row.
 */
export { preferDestinationCountry as setPreferredDestination, preferredDestinationId as preferredDestination } from './study-queries.js';

/** The id of the member's newest profile image, null when none. */
export async function latestImageId(db: Db, clientId: number): Promise<number | null> {
  const row = await db.selectFrom('stored_files').select('id').where('kind', '=', 'IMG').where('client_id', '=', clientId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return numOrNull(row?.id ?? null);
}

/** The member's saved language (issue 28), null when never chosen. */
export async function savedLocale(db: Db, clientId: number): Promise<string | null> {
  const row = await db.selectFrom('clients').select('locale').where('id', '=', clientId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function saveLocale(db: Db, clientId: number, locale: string): Promise<void> {
  await db.updateTable('clients').set({ locale }).where('id', '=', clientId).execute();
}
