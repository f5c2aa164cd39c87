import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database>;

/** The id filters of a scholarship search; undefined means "any". */
export interface ScholarshipIdFilter {
  countryFk?: number | undefined;
  legalFk?: number | undefined;
  awardGroupFk?: number | undefined;
  majorFk?: number | undefined;
  minorFk?: number | undefined;
}

/**
 * The institution offers a course in the study area, at the scholarship's level group when it has
 * one (the courses the scholarship applies to). Needs `s` (scholarships).
 */
function offersStudyArea(eb: ExpressionBuilder<Database & { s: Database['scholarships'] }, 's'>, f: ScholarshipIdFilter) {
  let courses = eb
    .selectFrom('courses as c')
    .innerJoin('award_levels as al', 'al.id', 'c.award_id')
    .select('c.id')
    .whereRef('c.legal_id', '=', 's.legal_id')
    .where((inner) => inner.or([inner('s.award_group_id', 'is', null), inner('al.group_id', '=', inner.ref('s.award_group_id'))]));
  if (f.majorFk !== undefined) courses = courses.where('c.major_id', '=', f.majorFk);
  if (f.minorFk !== undefined) courses = courses.where('c.minor_id', '=', f.minorFk);
  return eb.exists(courses);
}

/**
 * The keys of the open scholarships (closing on `today` or later) matching the id filters, with the
 * names the keyword is matched against and the sort key. A level group finds the scholarships of
 * that group and those for any group.
 */
export async function findScholarshipKeys(db: Db, f: ScholarshipIdFilter, today: string) {
  let q = db
    .selectFrom('scholarships as s')
    .innerJoin('legal_entities as le', 'le.id', 's.legal_id')
    .select(['s.id', 's.name', 'le.name as institutionName', 's.close_date as closeDate'])
    .where('s.status', '=', 'published')
    .where('s.close_date', '>=', today);
  if (f.countryFk !== undefined) q = q.where('s.country_id', '=', f.countryFk);
  if (f.legalFk !== undefined) q = q.where('s.legal_id', '=', f.legalFk);
  if (f.awardGroupFk !== undefined) {
    const group = f.awardGroupFk;
    q = q.where((eb) => eb.or([eb('s.award_group_id', '=', group), eb('s.award_group_id', 'is', null)]));
  }
  if (f.majorFk !== undefined || f.minorFk !== undefined) q = q.where((eb) => offersStudyArea(eb, f));
  return q.execute();
}

const rowSelect = (db: Db, clientId: number) =>
  db
    .selectFrom('scholarships as s')
    .innerJoin('legal_entities as le', 'le.id', 's.legal_id')
    .innerJoin('countries as co', 'co.id', 's.country_id')
    .leftJoin('award_groups as ag', 'ag.id', 's.award_group_id')
    .leftJoin('favourites as f', (join) =>
      join.onRef('f.reference_id', '=', 's.id').on('f.category', '=', 'S').on('f.client_id', '=', clientId),
    )
    .select([
      's.id as schId',
      's.name',
      's.description',
      's.legal_id as legalFk',
      'le.name as institutionName',
      'le.web_address as institutionWebAddress',
      'le.email as institutionEmail',
      'le.phone as institutionPhone',
      's.country_id as countryId',
      'co.name as country',
      's.award_group_id as awardGroupId',
      'ag.name as awardGroup',
      's.amount',
      's.currency',
      's.open_date as openDate',
      's.close_date as closeDate',
      's.web_address as webAddress',
      'f.id as preferenceId',
    ]);

/** Full rows of some scholarships; `clientId` 0 (anonymous) has no favourites. */
export async function scholarshipsByIds(db: Db, ids: readonly number[], clientId: number) {
  if (ids.length === 0) return [];
  // Drafts are the organisation's own; an archived scholarship still opens from a favourite.
  const rows = await rowSelect(db, clientId).where('s.id', 'in', ids).where('s.status', '!=', 'draft').execute();
  return rows.map((r) => ({ ...r, amount: numOrNull(r.amount), preferenceId: r.preferenceId ?? 0 }));
}

export async function findScholarship(db: Db, id: number, clientId: number) {
  return (await scholarshipsByIds(db, [id], clientId))[0];
}

/**
 * How many course-campus rows the course search lists for the scholarship's course filter (its
 * country, scholFk, scholLegalFk): the institution's courses at campuses in that country, of the
 * scholarship's level group when it has one — the same narrowing as areas/courses/search.ts.
 */
export async function countScholarshipCourses(db: Db, s: { legalFk: number; countryId: number; awardGroupId: number | null }) {
  let q = db
    .selectFrom('course_search as cs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cs.legal_id', '=', s.legalFk)
    .where('cs.country_id', '=', s.countryId);
  if (s.awardGroupId) q = q.where('cs.award_group_id', '=', s.awardGroupId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Countries and institutions that have open scholarships, by name. */
export async function placesWithScholarships(db: Db, today: string) {
  const countries = await db
    .selectFrom('countries as co')
    .select(['co.id', 'co.name'])
    .where((eb) => eb.exists(eb.selectFrom('scholarships as s').select('s.id').whereRef('s.country_id', '=', 'co.id').where('s.status', '=', 'published').where('s.close_date', '>=', today)))
    .orderBy('co.name')
    .orderBy('co.id')
    .execute();
  const institutions = await db
    .selectFrom('legal_entities as le')
    .innerJoin('scholarships as s', 's.legal_id', 'le.id')
    .select(['le.id as legalFk', 'le.name', 's.country_id as countryId'])
    .where('s.status', '=', 'published')
    .where('s.close_date', '>=', today)
    .groupBy(['le.id', 'le.name', 's.country_id'])
    .orderBy('le.name')
    .orderBy('le.id')
    .execute();
  return { countries, institutions };
}
