import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { MemberDependantsTable, MemberPassportsTable, MemberVisaRefusalsTable, MemberVisasTable } from '../../db/schema/profile-passport.js';
import { num, numOrNull } from '../../db/numbers.js';

/** The passport tab's queries: every one is scoped to the member (client_id). */

type Db = Kysely<Database>;
export type PassportRow = Selectable<MemberPassportsTable> & { country_name: string };
export type VisaRow = Selectable<MemberVisasTable> & { country_name: string };
export type DependantRow = Selectable<MemberDependantsTable> & { birth_country_name: string; visa_country_name: string | null };
export type RefusalRow = Selectable<MemberVisaRefusalsTable> & { refused_country_name: string | null };

/** The ids among `ids` that are countries. */
export async function knownCountries(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('countries').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((r) => num(r.id)));
}

export async function listCountries(db: Db): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name }));
}

// ---------------------------------------------------------------------------------------------- passports

const passports = (db: Db, clientId: number) =>
  db
    .selectFrom('member_passports as p')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .selectAll('p')
    .select('c.name as country_name')
    .where('p.client_id', '=', clientId);

const normalisePassport = (row: PassportRow): PassportRow => ({ ...row, id: num(row.id), client_id: num(row.client_id), country_id: num(row.country_id) });

export const listPassports = async (db: Db, clientId: number) =>
  (await passports(db, clientId).orderBy('p.id').execute()).map(normalisePassport);

export async function findPassport(db: Db, clientId: number, id: number): Promise<PassportRow | null> {
  const row = await passports(db, clientId).where('p.id', '=', id).executeTakeFirst();
  return row ? normalisePassport(row) : null;
}

/** Whether the member has an applied-for passport of the country (other than `exceptId`). */
export async function appliedForExists(db: Db, clientId: number, countryId: number, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('member_passports').select('id').where('client_id', '=', clientId).where('country_id', '=', countryId).where('passport_type', '=', 'A');
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

type PassportValues = Omit<Insertable<MemberPassportsTable>, 'id' | 'client_id' | 'created_at'>;

export async function insertPassport(db: Db, clientId: number, values: PassportValues): Promise<number> {
  const row = await db.insertInto('member_passports').values({ ...values, client_id: clientId, created_at: values.updated_at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

export async function updatePassport(db: Db, clientId: number, id: number, values: PassportValues): Promise<boolean> {
  const result = await db.updateTable('member_passports').set(values).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePassport(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member_passports').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------------------------------------- visas

const visas = (db: Db, clientId: number) =>
  db
    .selectFrom('member_visas as v')
    .innerJoin('countries as c', 'c.id', 'v.country_id')
    .selectAll('v')
    .select('c.name as country_name')
    .where('v.client_id', '=', clientId);

const normaliseVisa = (row: VisaRow): VisaRow => ({ ...row, id: num(row.id), client_id: num(row.client_id), country_id: num(row.country_id) });

export const listVisas = async (db: Db, clientId: number) => (await visas(db, clientId).orderBy('v.id').execute()).map(normaliseVisa);

export async function findVisa(db: Db, clientId: number, id: number): Promise<VisaRow | null> {
  const row = await visas(db, clientId).where('v.id', '=', id).executeTakeFirst();
  return row ? normaliseVisa(row) : null;
}

type VisaValues = Omit<Insertable<MemberVisasTable>, 'id' | 'client_id' | 'created_at'>;

export async function insertVisa(db: Db, clientId: number, values: VisaValues): Promise<number> {
  const row = await db.insertInto('member_visas').values({ ...values, client_id: clientId, created_at: values.updated_at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

export async function updateVisa(db: Db, clientId: number, id: number, values: VisaValues): Promise<boolean> {
  const result = await db.updateTable('member_visas').set(values).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteVisa(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member_visas').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------------------------------------- dependants

const dependants = (db: Db, clientId: number) =>
  db
    .selectFrom('member_dependants as d')
    .innerJoin('countries as b', 'b.id', 'd.birth_country_id')
    .leftJoin('countries as v', 'v.id', 'd.visa_country_id')
    .selectAll('d')
    .select(['b.name as birth_country_name', 'v.name as visa_country_name'])
    .where('d.client_id', '=', clientId);

const normaliseDependant = (row: DependantRow): DependantRow => ({
  ...row,
  id: num(row.id),
  client_id: num(row.client_id),
  birth_country_id: num(row.birth_country_id),
  visa_country_id: numOrNull(row.visa_country_id),
  accompanying: num(row.accompanying),
});

export const listDependants = async (db: Db, clientId: number) => (await dependants(db, clientId).orderBy('d.id').execute()).map(normaliseDependant);

export async function findDependant(db: Db, clientId: number, id: number): Promise<DependantRow | null> {
  const row = await dependants(db, clientId).where('d.id', '=', id).executeTakeFirst();
  return row ? normaliseDependant(row) : null;
}

type DependantValues = Omit<Insertable<MemberDependantsTable>, 'id' | 'client_id' | 'created_at'>;

export async function insertDependant(db: Db, clientId: number, values: DependantValues): Promise<number> {
  const row = await db.insertInto('member_dependants').values({ ...values, client_id: clientId, created_at: values.updated_at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

export async function updateDependant(db: Db, clientId: number, id: number, values: DependantValues): Promise<boolean> {
  const result = await db.updateTable('member_dependants').set(values).where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDependant(db: Db, clientId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('member_dependants').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---------------------------------------------------------------------------------------------- refusal

export async function findRefusal(db: Db, clientId: number): Promise<RefusalRow | null> {
  const row = await db
    .selectFrom('member_visa_refusals as r')
    .leftJoin('countries as c', 'c.id', 'r.refused_country_id')
    .selectAll('r')
    .select('c.name as refused_country_name')
    .where('r.client_id', '=', clientId)
    .executeTakeFirst();
  return row ? { ...row, client_id: num(row.client_id), violation: num(row.violation), refused: num(row.refused), refused_country_id: numOrNull(row.refused_country_id) } : null;
}

export async function saveRefusal(db: Db, values: Insertable<MemberVisaRefusalsTable>): Promise<void> {
  const { client_id, ...rest } = values;
  await db
    .insertInto('member_visa_refusals')
    .values(values)
    .onConflict((oc) => oc.column('client_id').doUpdateSet(rest))
    .execute();
}
