import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { headPlaces, joinPlace, placesOf } from '../../db/places.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database>;

/** Display fields of the campuses of one page: place names and the institution's logo. */
export async function describeCampuses(db: Db, locationIds: readonly number[]) {
  if (locationIds.length === 0) return new Map<number, { city: string; state: string; country: string; logoPath: string | null }>();
  const rows = await db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .$call((qb) => joinPlace(qb, 'l'))
    .select(['l.id as locationFk', 'ci.name as city', 'st.name as state', 'co.name as country', 'le.logo_path as logoPath'])
    .where('l.id', 'in', locationIds)
    .execute();
  return new Map(rows.map(({ locationFk, ...place }) => [locationFk, place]));
}

/** The logos of institutions by id (the page's institutions without a campus). */
export async function logoPaths(db: Db, legalIds: readonly number[]): Promise<Map<number, string | null>> {
  if (legalIds.length === 0) return new Map();
  const rows = await db.selectFrom('legal_entities').select(['id', 'logo_path']).where('id', 'in', legalIds).execute();
  return new Map(rows.map((r) => [r.id, r.logo_path]));
}

/** Published courses per institution, for the institutions of one page. */
export async function countCourses(db: Db, legalIds: readonly number[]): Promise<Map<number, number>> {
  if (legalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select((eb) => ['legal_id', eb.fn.countAll().as('n')])
    .where('legal_id', 'in', legalIds)
    .where('status', '=', 'published')
    .groupBy('legal_id')
    .execute();
  return new Map(rows.map((r) => [r.legal_id, num(r.n)]));
}

// ——— Filter data ———

/** Countries, states and cities that hold at least one institution campus. */
export const placesWithInstitutions = (db: Db) => placesOf(db, 'I');

export const listStudyAreas = (db: Db) => db.selectFrom('study_areas').select(['id', 'name', 'parent_id']).orderBy('id').execute();

export const listAwardGroups = (db: Db) => db.selectFrom('award_groups').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();

export function listAwardLevels(db: Db, groupFk: number) {
  let query = db
    .selectFrom('award_levels as al')
    .innerJoin('award_groups as ag', 'ag.id', 'al.group_id')
    .select(['al.id as id', 'al.name as name', 'al.group_id as groupFk', 'ag.name as group'])
    .orderBy('ag.sort_order')
    .orderBy('ag.id')
    .orderBy('al.sort_order')
    .orderBy('al.id');
  if (groupFk) query = query.where('al.group_id', '=', groupFk);
  return query.execute();
}

// ——— Detail ———

export async function listCampuses(db: Db, legalId: number) {
  const rows = await db
    .selectFrom('locations as l')
    .$call((qb) => joinPlace(qb, 'l'))
    .select([
      'l.id as locationFk',
      'l.name as name',
      'l.address as address',
      'l.postcode as postcode',
      'ci.name as city',
      'st.name as state',
      'co.name as country',
      'l.latitude as latitude',
      'l.longitude as longitude',
      'l.phone as phone',
      'l.email as email',
      'l.is_head_office as isHeadOffice',
    ])
    .where('l.legal_id', '=', legalId)
    .orderBy('l.is_head_office', 'desc')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ...r, latitude: num(r.latitude), longitude: num(r.longitude), isHeadOffice: num(r.isHeadOffice) === 1 }));
}

/** Events the institution organises or takes part in that end on or after `today`, soonest first. */
export async function listEvents(db: Db, legalId: number, today: string, limit: number) {
  const rows = await db
    .selectFrom('events as e')
    .innerJoin('cities as ci', 'ci.id', 'e.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select([
      'e.id as evtId',
      'e.name as eventName',
      'e.date_from as dateFrom',
      'e.date_to as dateTo',
      'e.venue_name as venueName',
      'ci.name as city',
      'co.name as country',
      'e.location_id as locationFk',
      'e.legal_id as organiserFk',
    ])
    .where((eb) =>
      eb.or([
        eb('e.legal_id', '=', legalId),
        eb('e.id', 'in', eb.selectFrom('event_participants').select('event_id').where('legal_id', '=', legalId)),
      ]),
    )
    .where('e.status', '=', 'published')
    .where('e.date_to', '>=', today)
    .orderBy('e.date_from')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(({ organiserFk, ...r }) => ({ ...r, organiser: organiserFk === legalId }));
}

export async function countRelated(db: Db, legalId: number, today: string) {
  const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) => num((await query.executeTakeFirstOrThrow()).n);
  const [campuses, courses, scholarships, agents, events, forms] = await Promise.all([
    count(db.selectFrom('locations').select((eb) => eb.fn.countAll().as('n')).where('legal_id', '=', legalId)),
    count(db.selectFrom('courses').select((eb) => eb.fn.countAll().as('n')).where('legal_id', '=', legalId).where('status', '=', 'published')),
    count(
      db.selectFrom('scholarships').select((eb) => eb.fn.countAll().as('n')).where('legal_id', '=', legalId).where('status', '=', 'published').where('close_date', '>=', today),
    ),
    count(
      db
        .selectFrom('agent_institutions as ai')
        .innerJoin('legal_entities as a', 'a.id', 'ai.agent_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ai.institution_id', '=', legalId)
        .where('a.kind', '=', 'A'),
    ),
    count(
      db
        .selectFrom('events as e')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) =>
          eb.or([
            eb('e.legal_id', '=', legalId),
            eb('e.id', 'in', eb.selectFrom('event_participants').select('event_id').where('legal_id', '=', legalId)),
          ]),
        )
        .where('e.status', '=', 'published')
        .where('e.date_to', '>=', today),
    ),
    count(db.selectFrom('forms').select((eb) => eb.fn.countAll().as('n')).where('legal_id', '=', legalId).where('status', '=', 'published')),
  ]);
  return { campuses, courses, scholarships, agents, events, forms };
}

/** Scholarships of the institution still open on `today`, closing soonest first. */
export async function listScholarships(db: Db, legalId: number, today: string) {
  const rows = await db
    .selectFrom('scholarships as s')
    .innerJoin('countries as co', 'co.id', 's.country_id')
    .leftJoin('award_groups as ag', 'ag.id', 's.award_group_id')
    .select([
      's.id as schId',
      's.name as name',
      's.amount as amount',
      's.currency as currency',
      'co.name as country',
      'ag.name as awardGroup',
      's.open_date as openDate',
      's.close_date as closeDate',
      's.web_address as webAddress',
    ])
    .where('s.legal_id', '=', legalId)
    .where('s.status', '=', 'published')
    .where('s.close_date', '>=', today)
    .orderBy('s.close_date')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ ...r, amount: numOrNull(r.amount) }));
}

/** Agents representing the institution, each with the city of its head office (else its first office). */
export async function listRepresentingAgents(db: Db, institutionId: number) {
  const agents = await db
    .selectFrom('agent_institutions as ai')
    .innerJoin('legal_entities as a', 'a.id', 'ai.agent_id')
    .select(['a.id as legalFk', 'a.name as agentName'])
    .where('ai.institution_id', '=', institutionId)
    .where('a.kind', '=', 'A')
    .execute();
  if (agents.length === 0) return [];
  const placeOf = await headPlaces(db, agents.map((a) => a.legalFk));
  return agents.map((a) => ({ ...a, city: placeOf.get(a.legalFk)?.city ?? '' }));
}

// ——— Connect-me ———

/** A campus and the kind of its owner. */
export const findLocation = (db: Db, id: number) =>
  db
    .selectFrom('locations as l')
    .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
    .select(['l.id as id', 'l.legal_id as legalId', 'le.kind as kind'])
    .where('l.id', '=', id)
    .executeTakeFirst();

export interface NewConnectMe {
  client_id: number | null;
  sender_name: string | null;
  sender_email: string | null;
  sender_phone: string | null;
  legal_id: number;
  location_id: number;
  sender_type: string;
  subject_lookup_fk: number | null;
  subject: string;
  note_text: string;
  type: string;
  created_at: string;
  locale?: string | null;
}

export const insertConnectMe = (db: Db, row: NewConnectMe) =>
  db.insertInto('connect_me_requests').values(row).returning('id').executeTakeFirstOrThrow();
