import type { Kysely } from 'kysely';
import type { favourites } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { intakeCourses } from '../../catalogue/intake-courses.js';
import { inReaderLanguage } from '../../catalogue/course-translations.js';

type Category = favourites.FavouriteCategory;
type Rows = favourites.FavouriteRows;
type Db = Kysely<Database>;

/** Whether the catalogue row a favourite of this category would point at exists (with the right kind). */
export async function referenceExists(db: Db, category: Category, referenceId: number): Promise<boolean> {
  const query =
    category === 'C'
      ? db.selectFrom('intakes').select('id').where('id', '=', referenceId)
      : category === 'E'
        ? db.selectFrom('events').select('id').where('id', '=', referenceId).where('status', '=', 'published')
        : category === 'S'
          ? db.selectFrom('scholarships').select('id').where('id', '=', referenceId).where('status', '=', 'published')
          : db.selectFrom('legal_entities').select('id').where('id', '=', referenceId).where('kind', '=', category);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Saves a favourite unless the member has it already; answers its preference id either way. */
export async function saveFavourite(db: Db, clientId: number, category: Category, referenceId: number, now: string): Promise<number> {
  await db
    .insertInto('favourites')
    .values({ client_id: clientId, category, reference_id: referenceId, created_at: now })
    .onConflict((oc) => oc.columns(['client_id', 'category', 'reference_id']).doNothing())
    .execute();
  const row = await db
    .selectFrom('favourites')
    .select('id')
    .where('client_id', '=', clientId)
    .where('category', '=', category)
    .where('reference_id', '=', referenceId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Removes the member's favourite of Category + ReferenceFk, if any. */
export async function removeFavouriteOf(db: Db, clientId: number, category: Category, referenceId: number): Promise<void> {
  await db
    .deleteFrom('favourites')
    .where('client_id', '=', clientId)
    .where('category', '=', category)
    .where('reference_id', '=', referenceId)
    .execute();
}

/** Removes one of the member's favourites by preference id; answers its category, or null when it is not theirs. */
export async function removeFavourite(db: Db, clientId: number, preferenceId: number): Promise<Category | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('favourites')
      .select('category')
      .where('id', '=', preferenceId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('favourites').where('id', '=', preferenceId).where('client_id', '=', clientId).execute();
    return row.category;
  });
}

/** The member's favourites of one category joined with the catalogue. */
const ofMember = (db: Db, clientId: number, category: Category) =>
  db
    .selectFrom('favourites as f')
    .where('f.client_id', '=', clientId)
    .where('f.category', '=', category)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc');

const listCourses = (db: Db, clientId: number): Promise<Rows['C'][]> =>
  intakeCourses(db)
    .innerJoin('favourites as f', 'f.reference_id', 'i.id')
    .where('f.client_id', '=', clientId)
    .where('f.category', '=', 'C')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .select([
      'f.id as preferenceId',
      'f.reference_id as referenceId',
      'f.created_at as createdAt',
      'i.id as intakeId',
      'c.id as courseId',
      'c.name as courseName',
      'le.id as legalId',
      'le.name as institutionName',
      'l.id as campusId',
      'l.name as campusName',
      'ci.name as city',
      'co.name as country',
      'i.start_date as startDate',
      'sm.name as studyMode',
      'i.annual_fee as annualFee',
      'i.total_fee as totalFee',
      'i.currency as currency',
    ])
    .execute();

/** Institutions and agents, placed at their head office (else their first location). */
const listLegal = (db: Db, clientId: number, kind: 'I' | 'A'): Promise<Rows['I'][]> =>
  ofMember(db, clientId, kind)
    .innerJoin('legal_entities as le', (join) => join.onRef('le.id', '=', 'f.reference_id').on('le.kind', '=', kind))
    .select((eb) => {
      const mainLocation = eb
        .selectFrom('locations as l')
        .innerJoin('cities as ci', 'ci.id', 'l.city_id')
        .whereRef('l.legal_id', '=', 'le.id')
        .orderBy('l.is_head_office', 'desc')
        .orderBy('l.id')
        .limit(1);
      return [
        'f.id as preferenceId',
        'f.reference_id as referenceId',
        'f.created_at as createdAt',
        'le.id as legalId',
        'le.name as name',
        'le.logo_path as logoPath',
        mainLocation.select('ci.name').as('city'),
        mainLocation.innerJoin('countries as co', 'co.id', 'ci.country_id').select('co.name').as('country'),
      ];
    })
    .execute();

const listEvents = (db: Db, clientId: number): Promise<Rows['E'][]> =>
  ofMember(db, clientId, 'E')
    .innerJoin('events as e', 'e.id', 'f.reference_id')
    .innerJoin('legal_entities as le', 'le.id', 'e.legal_id')
    .innerJoin('cities as ci', 'ci.id', 'e.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select([
      'f.id as preferenceId',
      'f.reference_id as referenceId',
      'f.created_at as createdAt',
      'e.id as eventId',
      'e.name as name',
      'le.id as legalId',
      'le.name as organiserName',
      'e.location_id as locationId',
      'e.date_from as dateFrom',
      'e.date_to as dateTo',
      'ci.name as city',
      'co.name as country',
    ])
    .execute();

const listScholarships = (db: Db, clientId: number): Promise<Rows['S'][]> =>
  ofMember(db, clientId, 'S')
    .innerJoin('scholarships as s', 's.id', 'f.reference_id')
    .innerJoin('legal_entities as le', 'le.id', 's.legal_id')
    .innerJoin('countries as co', 'co.id', 's.country_id')
    .select([
      'f.id as preferenceId',
      'f.reference_id as referenceId',
      'f.created_at as createdAt',
      's.id as scholarshipId',
      's.name as name',
      's.amount as amount',
      's.currency as currency',
      'le.id as legalId',
      'le.name as institutionName',
      'co.name as country',
      's.close_date as closeDate',
    ])
    .execute();

/** The member's favourites of one category with their display data, newest first. */
export function listFavourites<C extends Category>(db: Db, clientId: number, category: C): Promise<Rows[C][]> {
  const lists: { [K in Category]: () => Promise<Rows[K][]> } = {
    C: async () => inReaderLanguage(db, await listCourses(db, clientId), { id: 'courseId', name: 'courseName' }),
    I: () => listLegal(db, clientId, 'I'),
    A: () => listLegal(db, clientId, 'A'),
    E: () => listEvents(db, clientId),
    S: () => listScholarships(db, clientId),
  };
  return lists[category]() as Promise<Rows[C][]>;
}

/**
 * How many favourites the member has per category. Like the lists, only favourites whose catalogue
 * row still exists count, so a count always equals the length of its list.
 */
export async function countFavourites(db: Db, clientId: number): Promise<favourites.FavouriteCounts> {
  const rows = await db
    .selectFrom('favourites as f')
    .leftJoin('intakes as i', (join) => join.onRef('i.id', '=', 'f.reference_id').on('f.category', '=', 'C'))
    .leftJoin('legal_entities as le', (join) => join.onRef('le.id', '=', 'f.reference_id').onRef('le.kind', '=', 'f.category'))
    .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'f.reference_id').on('f.category', '=', 'E'))
    .leftJoin('scholarships as s', (join) => join.onRef('s.id', '=', 'f.reference_id').on('f.category', '=', 'S'))
    .where('f.client_id', '=', clientId)
    .where((eb) => eb.or([eb('i.id', 'is not', null), eb('le.id', 'is not', null), eb('e.id', 'is not', null), eb('s.id', 'is not', null)]))
    .select((eb) => ['f.category', eb.fn.countAll<number>().as('count')])
    .groupBy('f.category')
    .execute();
  const counts: favourites.FavouriteCounts = { C: 0, I: 0, A: 0, E: 0, S: 0 };
  for (const row of rows) counts[row.category] = Number(row.count);
  return counts;
}
