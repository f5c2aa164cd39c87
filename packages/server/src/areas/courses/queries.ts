import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

type Db = Kysely<Database>;

/** Countries, states and cities that have at least one course (read from the search index). */
export async function placesWithCourses(db: Db) {
  const countries = await db
    .selectFrom('countries as co')
    .select(['co.id', 'co.name'])
    .where((eb) => eb.exists(eb.selectFrom('course_search as cs').select('cs.id').whereRef('cs.country_id', '=', 'co.id')))
    .orderBy('co.name')
    .orderBy('co.id')
    .execute();
  const states = await db
    .selectFrom('states as st')
    .select(['st.id', 'st.name', 'st.country_id as countryId'])
    .where((eb) => eb.exists(eb.selectFrom('course_search as cs').select('cs.id').whereRef('cs.state_id', '=', 'st.id')))
    .orderBy('st.name')
    .orderBy('st.id')
    .execute();
  const cities = await db
    .selectFrom('cities as ci')
    .select(['ci.id', 'ci.name', 'ci.state_id as stateId', 'ci.country_id as countryId'])
    .where((eb) => eb.exists(eb.selectFrom('course_search as cs').select('cs.id').whereRef('cs.city_id', '=', 'ci.id')))
    .orderBy('ci.name')
    .orderBy('ci.id')
    .execute();
  return { countries, states, cities };
}

export const findMajor = (db: Db, id: number) =>
  db.selectFrom('study_areas').select('id').where('id', '=', id).where('parent_id', 'is', null).executeTakeFirst();

export const minorsOf = (db: Db, majorId: number) =>
  db
    .selectFrom('study_areas')
    .select(['id', 'name', 'parent_id as parentFk'])
    .where('parent_id', '=', majorId)
    .orderBy('name')
    .orderBy('id')
    .execute() as Promise<Array<{ id: number; name: string; parentFk: number }>>;

export const findInstitution = (db: Db, id: number) =>
  db.selectFrom('legal_entities').select(['id', 'name', 'web_address']).where('id', '=', id).where('kind', '=', 'I').executeTakeFirst();

const campusSelect = (db: Db) =>
  db
    .selectFrom('locations as l')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('states as st', 'st.id', 'ci.state_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .select([
      'l.id as locationId',
      'l.name',
      'l.address',
      'ci.id as cityId',
      'ci.name as city',
      'st.id as stateId',
      'st.name as state',
      'co.id as countryId',
      'co.name as country',
    ]);

/** The campuses of an institution, head office first, then by name. */
export const campusesOfInstitution = (db: Db, legalId: number) =>
  campusSelect(db).where('l.legal_id', '=', legalId).orderBy('l.is_head_office', 'desc').orderBy('l.name').orderBy('l.id').execute();

/** The campuses a course is taught at, head office first, then by name. */
export const campusesOfCourse = (db: Db, courseId: number) =>
  campusSelect(db)
    .innerJoin('course_campuses as cc', 'cc.location_id', 'l.id')
    .where('cc.course_id', '=', courseId)
    .orderBy('l.is_head_office', 'desc')
    .orderBy('l.name')
    .orderBy('l.id')
    .execute();

/** A course's intakes starting on or after `fromDay`, by date, campus and mode. */
export const intakesOfCourse = (db: Db, courseId: number, fromDay: string) =>
  db
    .selectFrom('intakes as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .innerJoin('study_modes as sm', 'sm.id', 'i.study_mode_id')
    .select([
      'i.id as intakeId',
      'i.course_id as courseFk',
      'i.location_id as locationId',
      'l.name as campus',
      'ci.name as city',
      'co.name as country',
      'i.study_mode_id as studyModeId',
      'sm.name as studyMode',
      'i.start_date as startDate',
      'i.seats',
      'i.annual_fee as annualFee',
      'i.total_fee as totalFee',
      'i.currency',
    ])
    .where('i.course_id', '=', courseId)
    .where('i.start_date', '>=', fromDay)
    .orderBy('i.start_date')
    .orderBy('l.name')
    .orderBy('i.location_id')
    .orderBy('i.study_mode_id')
    .orderBy('i.id')
    .execute();

/** The published course (drafts and archived ones are not shown: migration 0032) with its institution, award, level group and study areas. */
export const findCourse = (db: Db, id: number) =>
  db
    .selectFrom('courses as c')
    .innerJoin('legal_entities as le', 'le.id', 'c.legal_id')
    .innerJoin('award_levels as al', 'al.id', 'c.award_id')
    .innerJoin('award_groups as ag', 'ag.id', 'al.group_id')
    .innerJoin('study_areas as ma', 'ma.id', 'c.major_id')
    .leftJoin('study_areas as mi', 'mi.id', 'c.minor_id')
    .select([
      'c.id',
      'c.name',
      'c.legal_id',
      'le.name as institute',
      'le.web_address',
      'c.course_code',
      'c.description',
      'c.structure',
      'c.duration_text',
      'c.duration_months',
      'c.student_type',
      'c.interview_required',
      'c.min_reference',
      'ag.id as award_group_id',
      'ag.name as award_group',
      'ma.name as major',
      'mi.name as minor',
    ])
    // The award as the imported file gave it, where it is filed under an "Other award" level.
    .select(sql<string>`coalesce(nullif(c.award_name, ''), al.name)`.as('award'))
    .where('c.id', '=', id)
    .where('c.status', '=', 'published')
    .executeTakeFirst();

/** Scholarships of the institution open on `day` for the level group (or any group), closing first. */
export const scholarshipsFor = (db: Db, legalId: number, awardGroupId: number, day: string) =>
  db
    .selectFrom('scholarships')
    .select(['id', 'name', 'amount', 'currency', 'close_date as closeDate', 'web_address as webAddress'])
    .where('legal_id', '=', legalId)
    .where('status', '=', 'published')
    .where('close_date', '>=', day)
    .where((eb) => eb.or([eb('award_group_id', 'is', null), eb('award_group_id', '=', awardGroupId)]))
    .orderBy('close_date')
    .orderBy('id')
    .execute();

export const courseExists = async (db: Db, id: number): Promise<boolean> =>
  !!(await db.selectFrom('courses').select('id').where('id', '=', id).where('status', '=', 'published').executeTakeFirst());

/** The member's course favourites (category C, reference = intake) among `intakeIds`: intake id → preference id. */
export async function favouriteIntakes(db: Db, clientId: number, intakeIds: readonly number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(intakeIds.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('favourites')
    .select(['id', 'reference_id'])
    .where('client_id', '=', clientId)
    .where('category', '=', 'C')
    .where('reference_id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.reference_id, row.id]));
}
