import { inLocaleOrder } from '@studyatlas/core';
import { translationsOf } from '../../catalogue/course-translation-rows.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import type { CourseStatus, ListingKind } from '../../db/schema/catalog.js';
import { num, numOrNull } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What one history row records: the fields changed, with their values before and after (as text). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

export interface CourseListQuery {
  q: string;
  status: '' | CourseStatus;
  pageNo: number;
  pageSize: number;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the organisation's courses by name (then id), with the exact total. */
export async function listCourses(db: Db, legalId: number, query: CourseListQuery): Promise<{ courses: workspace.CatalogueCourseRow[]; total: number }> {
  let base = db.selectFrom('courses as c').where('c.legal_id', '=', legalId);
  if (query.status) base = base.where('c.status', '=', query.status);
  const q = query.q.trim();
  if (q) base = base.where(sql<boolean>`lower(c.name) like ${containing(q)} escape '\\'`);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    base
      .innerJoin('award_levels as al', 'al.id', 'c.award_id')
      .select((eb) => [
        'c.id',
        'c.status',
        'c.name',
        'c.course_code',
        sql<string>`coalesce(nullif(c.award_name, ''), al.name)`.as('award'),
        eb.selectFrom('intakes as i').select((e) => e.fn.countAll().as('n')).whereRef('i.course_id', '=', 'c.id').as('intakes'),
      ])
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: num(count?.n ?? 0),
    courses: rows.map((r) => ({ id: num(r.id), status: r.status, name: r.name, courseCode: r.course_code, award: r.award, intakes: num(r.intakes ?? 0) })),
  };
}

/** The organisation's course row, or undefined (another organisation's or none). */
export const courseRow = (db: Db, legalId: number, courseId: number) =>
  db.selectFrom('courses').selectAll().where('id', '=', courseId).where('legal_id', '=', legalId).executeTakeFirst();

export type CourseRow = NonNullable<Awaited<ReturnType<typeof courseRow>>>;

/** An intake of one of the organisation's courses, or undefined. */
export const intakeRow = (db: Db, legalId: number, intakeId: number) =>
  db
    .selectFrom('intakes as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .selectAll('i')
    .where('i.id', '=', intakeId)
    .where('c.legal_id', '=', legalId)
    .executeTakeFirst();


export const campusIdsOf = async (db: Db, courseId: number): Promise<number[]> =>
  (await db.selectFrom('course_campuses').select('location_id').where('course_id', '=', courseId).orderBy('location_id').execute()).map((r) => num(r.location_id));

async function intakesOf(db: Db, courseId: number): Promise<workspace.CatalogueIntake[]> {
  const rows = await db
    .selectFrom('intakes as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('study_modes as sm', 'sm.id', 'i.study_mode_id')
    .select(['i.id', 'i.location_id', 'l.name as campus', 'i.study_mode_id', 'sm.name as studyMode', 'i.start_date', 'i.seats', 'i.seats_taken', 'i.annual_fee', 'i.total_fee', 'i.currency'])
    .where('i.course_id', '=', courseId)
    .orderBy('i.start_date')
    .orderBy('l.name')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    id: num(r.id),
    locationId: num(r.location_id),
    campus: r.campus,
    studyModeId: num(r.study_mode_id),
    studyMode: r.studyMode,
    startDate: r.start_date,
    seats: numOrNull(r.seats),
    seatsTaken: num(r.seats_taken),
    annualFee: numOrNull(r.annual_fee),
    totalFee: numOrNull(r.total_fee),
    currency: r.currency,
  }));
}

/** A course as its editor shows it, or undefined when it is not the organisation's. */
export async function readCourse(db: Db, legalId: number, courseId: number): Promise<workspace.CatalogueCourse | undefined> {
  const row = await courseRow(db, legalId, courseId);
  if (!row) return undefined;
  const translations = inLocaleOrder(await translationsOf(db, [courseId])).map((t) => ({ locale: t.locale, name: t.name ?? '', description: t.description ?? '' }));
  return { ...courseFields(row), campusIds: await campusIdsOf(db, courseId), translations, intakes: await intakesOf(db, courseId) };
}

/** The course row's own fields in the contract's names. */
export const courseFields = (row: CourseRow) => ({
  id: num(row.id),
  status: row.status,
  name: row.name,
  courseCode: row.course_code,
  majorId: num(row.major_id),
  minorId: numOrNull(row.minor_id),
  awardId: num(row.award_id),
  awardName: row.award_name,
  durationMonths: numOrNull(row.duration_months),
  durationText: row.duration_text,
  studentType: row.student_type,
  interviewRequired: num(row.interview_required) === 1,
  minReference: num(row.min_reference),
  description: row.description,
  structure: row.structure,
});

/** What the forms choose from: study areas, award levels, study modes, the organisation's campuses (with their country's currency). */
export async function catalogueOptions(db: Db, legalId: number) {
  const [areas, awards, modes, campuses] = await Promise.all([
    db.selectFrom('study_areas').select(['id', 'name', 'parent_id']).orderBy('name').execute(),
    db.selectFrom('award_levels').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('study_modes').select(['id', 'name']).orderBy('sort_order').execute(),
    db
      .selectFrom('locations as l')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .innerJoin('countries as co', 'co.id', 'ci.country_id')
      .select(['l.id', 'l.name', 'co.currency'])
      .where('l.legal_id', '=', legalId)
      .orderBy('l.name')
      .execute(),
  ]);
  return {
    majors: areas.filter((a) => a.parent_id === null).map((a) => ({ id: num(a.id), name: a.name })),
    minors: areas.filter((a) => a.parent_id !== null).map((a) => ({ id: num(a.id), name: a.name, parentFk: num(a.parent_id) })),
    awards: awards.map((a) => ({ id: num(a.id), name: a.name })),
    studyModes: modes.map((m) => ({ id: num(m.id), name: m.name })),
    campuses: campuses.map((c) => ({ id: num(c.id), name: c.name, currency: c.currency })),
  };
}

/** What a history row is about: a course, an intake, the organisation's profile, a campus (the last two with no course). */
export type HistoryRecord = 'course' | 'intake' | 'organisation' | 'campus' | ListingKind;

export async function writeHistory(
  db: Db,
  row: { legalId: number; courseId: number | null; record: HistoryRecord; recordId: number; clientId: number; action: workspace.CatalogueHistoryEntry['action']; changes: FieldChange[]; at: string },
): Promise<void> {
  await db
    .insertInto('catalogue_history')
    .values({ legal_id: row.legalId, course_id: row.courseId, record: row.record, record_id: row.recordId, client_id: row.clientId, action: row.action, changes: JSON.stringify(row.changes), at: row.at })
    .execute();
}

export const HISTORY_PAGE_SIZE = 20;

/** Whose history: a course's (its own rows and its intakes'), or some records of an organisation (its profile, a campus, a scholarship, form or event). */
export type HistoryScope = { courseId: number } | { legalId: number; record: Exclude<HistoryRecord, 'course' | 'intake'>; recordId?: number };

/** One page of history rows, newest first, with the exact total. */
export async function historyEntries(db: Db, scope: HistoryScope, pageNo: number): Promise<{ entries: Array<Omit<workspace.CatalogueHistoryEntry, 'record'> & { record: HistoryRecord }>; total: number }> {
  const base = db
    .selectFrom('catalogue_history as h')
    .$call((qb) =>
      'courseId' in scope
        ? qb.where('h.course_id', '=', scope.courseId)
        : qb.where('h.legal_id', '=', scope.legalId).where('h.record', '=', scope.record).$if(scope.recordId !== undefined, (q) => q.where('h.record_id', '=', scope.recordId!)),
    );
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    base
      .leftJoin('clients as cl', 'cl.id', 'h.client_id')
      .select(['h.id', 'h.at', 'h.record', 'h.record_id', 'h.action', 'h.changes', 'cl.first_name', 'cl.surname'])
      .orderBy('h.id', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .offset((pageNo - 1) * HISTORY_PAGE_SIZE)
      .execute(),
  ]);
  return {
    total: num(count?.n ?? 0),
    entries: rows.map((r) => ({
      id: num(r.id),
      at: r.at,
      who: fullName(r.first_name, r.surname),
      record: r.record,
      recordId: num(r.record_id),
      action: r.action,
      changes: JSON.parse(r.changes) as FieldChange[],
    })),
  };
}

/** A course's history (its own rows and its intakes'), newest first. */
export const courseHistory = async (db: Db, courseId: number, pageNo: number): Promise<{ entries: workspace.CatalogueHistoryEntry[]; total: number }> =>
  (await historyEntries(db, { courseId }, pageNo)) as { entries: workspace.CatalogueHistoryEntry[]; total: number };
