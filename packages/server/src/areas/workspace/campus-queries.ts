import type { Kysely, Transaction } from 'kysely';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import type { Snapshot } from './catalogue-snapshots.js';

type Db = Kysely<Database> | Transaction<Database>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const campusRows = (db: Db, legalId: number) =>
  db
    .selectFrom('locations as l')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('states as st', 'st.id', 'ci.state_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select((eb) => [
      'l.id',
      'l.name',
      'ci.country_id',
      'co.name as country',
      'st.name as state',
      'ci.name as city',
      'l.address',
      'l.postcode',
      'l.phone',
      'l.email',
      'l.is_head_office',
      'l.latitude',
      'l.longitude',
      'l.approximate',
      eb.selectFrom('course_campuses as cc').select((e) => e.fn.countAll().as('n')).whereRef('cc.location_id', '=', 'l.id').as('courses'),
    ])
    .where('l.legal_id', '=', legalId);

type CampusRow = Awaited<ReturnType<ReturnType<typeof campusRows>['execute']>>[number];

const campusOf = (r: CampusRow): workspace.Campus => ({
  id: num(r.id),
  name: r.name,
  countryId: num(r.country_id),
  country: r.country,
  state: r.state,
  city: r.city,
  address: r.address,
  postcode: r.postcode,
  phone: text(r.phone),
  email: text(r.email),
  headOffice: num(r.is_head_office) === 1,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  approximate: num(r.approximate) === 1,
  courses: num(r.courses ?? 0),
});

/** The organisation's campuses (offices), by name. */
export const listCampuses = async (db: Db, legalId: number): Promise<workspace.Campus[]> =>
  (await campusRows(db, legalId).orderBy('l.name').orderBy('l.id').execute()).map(campusOf);

/** One of the organisation's campuses, or undefined (another organisation's, or none). */
export const readCampus = async (db: Db, legalId: number, campusId: number): Promise<workspace.Campus | undefined> => {
  const row = await campusRows(db, legalId).where('l.id', '=', campusId).executeTakeFirst();
  return row && campusOf(row);
};

/** The countries a campus may be in (those with states: the place resolution needs them), with their centres. */
export const campusCountries = async (db: Db) =>
  (
    await db
      .selectFrom('countries as co')
      .select(['co.id', 'co.name', 'co.latitude', 'co.longitude'])
      .where((eb) => eb.exists(eb.selectFrom('states as st').select('st.id').whereRef('st.country_id', '=', 'co.id')))
      .orderBy('co.name')
      .execute()
  ).map((c) => ({ id: num(c.id), name: c.name, latitude: Number(c.latitude), longitude: Number(c.longitude) }));

export const countryById = (db: Db, countryId: number) =>
  db.selectFrom('countries').select(['id', 'name', 'iso2', 'latitude', 'longitude']).where('id', '=', countryId).executeTakeFirst();

/** A campus's fields as the history shows them (the import's column names). */
export async function campusSnapshot(db: Db, legalId: number, campusId: number): Promise<Snapshot> {
  const c = await readCampus(db, legalId, campusId);
  if (!c) return {};
  return {
    name: c.name,
    country: c.country,
    state: c.state,
    city: c.city,
    address: c.address,
    postcode: c.postcode,
    phone: c.phone,
    email: c.email,
    head_office: c.headOffice ? 'yes' : 'no',
    latitude: String(c.latitude),
    longitude: String(c.longitude),
  };
}

/** What uses a campus (so it stays): intakes, applications' courses, enquiries, events. */
export async function campusUses(db: Db, campusId: number) {
  const count = async (table: 'intakes' | 'application_courses' | 'connect_me_requests' | 'events') =>
    num((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('location_id', '=', campusId).executeTakeFirst())?.n ?? 0);
  const [intakes, applications, enquiries, events] = await Promise.all([count('intakes'), count('application_courses'), count('connect_me_requests'), count('events')]);
  return { intakes, applications, enquiries, events };
}
