import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database>;

/** The inbox's filters, as the service checked them. */
export interface InboxFilters {
  status?: string | undefined;
  courseId?: number | undefined;
  campusId?: number | undefined;
  intake?: string | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
  search?: string | undefined;
  unreadOnly?: boolean;
  assignee?: number | undefined;
}

export type InboxSort = 'submitted_desc' | 'submitted_asc' | 'name_asc' | 'name_desc';

/** `%text%` for LIKE, with the wildcards of the text escaped. */
const containing = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organisation's course entries of submitted (or since withdrawn) applications matching the course
 * filters. An entry's status is '' only while its application is a draft (migration 0020), so the
 * entries alone tell which applications an inbox holds (index application_courses(legal_id,
 * application_id, status), migration 0028).
 */
function entriesQuery(db: Db, legalId: number, f: InboxFilters) {
  let entries = db.selectFrom('application_courses as ac').where('ac.legal_id', '=', legalId).where('ac.status', '<>', '');
  if (f.status) entries = entries.where('ac.status', '=', f.status);
  if (f.courseId) entries = entries.where('ac.course_id', '=', f.courseId);
  if (f.campusId) entries = entries.where('ac.location_id', '=', f.campusId);
  if (f.intake) entries = entries.where('ac.intake_date', '=', f.intake);
  return entries;
}

/** Whether a filter needs the application or the student (not only the organisation's entries). */
const needsApplication = (f: InboxFilters): boolean => Boolean(f.submittedFrom || f.submittedTo || f.search?.trim() || f.unreadOnly || f.assignee);

/**
 * The organisation's applications matching the filters: one application with two matching courses is
 * one row (the entries are a semi-join).
 */
function inboxQuery(db: Db, legalId: number, f: InboxFilters) {
  let query = db
    .selectFrom('applications as a')
    .where((eb) => eb.exists(entriesQuery(db, legalId, f).select('ac.id').where('ac.application_id', '=', sql.ref<number>('a.id'))))
    .where('a.status', 'in', ['S', 'W']);
  if (f.submittedFrom) query = query.where('a.submitted_at', '>=', `${f.submittedFrom}T00:00:00.000Z`);
  if (f.submittedTo) query = query.where('a.submitted_at', '<=', `${f.submittedTo}T23:59:59.999Z`);
  const search = f.search?.trim();
  if (search) {
    // The student is read for the search only (a count without one never touches clients).
    const pattern = containing(search);
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('clients as s')
          .select('s.id')
          .whereRef('s.id', '=', 'a.client_id')
          .where(sql<boolean>`(lower(s.email) like ${pattern} escape '\\' or lower(s.first_name || ' ' || s.surname) like ${pattern} escape '\\')`),
      ),
    );
  }
  if (f.unreadOnly) {
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('workspace_reads as r').select('r.application_id').whereRef('r.application_id', '=', 'a.id').where('r.legal_id', '=', legalId))),
    );
  }
  if (f.assignee) {
    query = query.where((eb) =>
      eb.exists(
        eb.selectFrom('workspace_assignments as w').select('w.application_id').whereRef('w.application_id', '=', 'a.id').where('w.legal_id', '=', legalId).where('w.client_id', '=', f.assignee!),
      ),
    );
  }
  return query;
}

/** Where the previous chunk of an export ended (keyset paging: each chunk costs the same, however deep). */
export interface InboxCursor {
  id: number;
  submittedAt: string;
  surname: string;
  firstName: string;
}

export interface InboxRecord {
  id: number;
  status: 'S' | 'W';
  submittedAt: string;
  firstName: string;
  surname: string;
  email: string;
  read: boolean;
  assigneeId: number | null;
  assigneeName: string | null;
}

/** One page of the inbox in the given order (`after`: the rows after that one, for the export). */
export async function inboxPage(db: Db, legalId: number, f: InboxFilters, sort: InboxSort, page: { offset: number; limit: number; after?: InboxCursor }): Promise<InboxRecord[]> {
  let query = inboxQuery(db, legalId, f)
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .leftJoin('workspace_assignments as w', (join) => join.onRef('w.application_id', '=', 'a.id').on('w.legal_id', '=', legalId))
    .leftJoin('clients as wc', 'wc.id', 'w.client_id')
    .select(['a.id', 'a.status', 'a.submitted_at', 'a.created_at', 'c.first_name', 'c.surname', 'c.email', 'w.client_id as assignee_id', 'wc.first_name as assignee_first', 'wc.surname as assignee_surname'])
    .select((eb) =>
      eb.exists(eb.selectFrom('workspace_reads as r').select('r.application_id').whereRef('r.application_id', '=', 'a.id').where('r.legal_id', '=', legalId)).as('read'),
    );
  const after = page.after;
  if (after) {
    const bySubmission = sort === 'submitted_desc' || sort === 'submitted_asc';
    const direction = sort === 'submitted_desc' || sort === 'name_desc' ? '<' : '>';
    query = bySubmission
      ? query.where(({ eb, refTuple, tuple }) => eb(refTuple('a.submitted_at', 'a.id'), direction, tuple(after.submittedAt, after.id)))
      : query.where(({ eb, refTuple, tuple }) => eb(refTuple('c.surname', 'c.first_name', 'a.id'), direction, tuple(after.surname, after.firstName, after.id)));
  }
  if (sort === 'submitted_desc') query = query.orderBy('a.submitted_at', 'desc').orderBy('a.id', 'desc');
  if (sort === 'submitted_asc') query = query.orderBy('a.submitted_at', 'asc').orderBy('a.id', 'asc');
  if (sort === 'name_asc') query = query.orderBy('c.surname', 'asc').orderBy('c.first_name', 'asc').orderBy('a.id', 'asc');
  if (sort === 'name_desc') query = query.orderBy('c.surname', 'desc').orderBy('c.first_name', 'desc').orderBy('a.id', 'desc');
  const rows = await query.offset(page.offset).limit(page.limit).execute();
  return rows.map((row) => ({
    id: num(row.id),
    status: row.status as 'S' | 'W',
    submittedAt: row.submitted_at ?? row.created_at,
    firstName: row.first_name,
    surname: row.surname,
    email: row.email,
    read: Boolean(Number(row.read)),
    assigneeId: row.assignee_id === null ? null : num(row.assignee_id),
    assigneeName: row.assignee_id === null ? null : fullName(row.assignee_first, row.assignee_surname),
  }));
}

/**
 * How many applications match (exact). With course filters only, the organisation's entries are
 * counted in the index alone (one row per application: distinct); otherwise the applications.
 */
export async function inboxTotal(db: Db, legalId: number, f: InboxFilters): Promise<number> {
  const row = needsApplication(f)
    ? await inboxQuery(db, legalId, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    : await db
        .selectFrom(entriesQuery(db, legalId, f).select('ac.application_id').distinct().as('e'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
  return num(row.n);
}

/**
 * The organisation's applications no staff member has opened (the badge): all of them (`all`, when the
 * caller counted them already) less those opened — a read row exists only for an application the organisation's page showed, which keeps its
 * entries there for good (submitted entries are never deleted).
 */
export async function unreadCount(db: Db, legalId: number, all?: number): Promise<number> {
  const [applications, read] = await Promise.all([
    all ?? inboxTotal(db, legalId, {}),
    db.selectFrom('workspace_reads').select((eb) => eb.fn.countAll().as('n')).where('legal_id', '=', legalId).executeTakeFirstOrThrow(),
  ]);
  return applications - num(read.n);
}

/** Whether the filters narrow the inbox at all (else its total is the organisation's whole count). */
export const filtersAnything = (f: InboxFilters): boolean => needsApplication(f) || Boolean(f.status || f.courseId || f.campusId || f.intake);

/** The organisation's entries of these applications, for the inbox's rows (no timelines). */
export async function inboxCourses(db: Db, legalId: number, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('application_courses as ac')
    .innerJoin('courses as c', 'c.id', 'ac.course_id')
    .innerJoin('locations as l', 'l.id', 'ac.location_id')
    .select(['ac.id', 'ac.application_id', 'ac.course_id', 'c.name', 'l.name as campus', 'ac.intake_date', 'ac.status'])
    .where('ac.legal_id', '=', legalId)
    .where('ac.application_id', 'in', applicationIds)
    .orderBy('ac.application_id')
    .orderBy('ac.position')
    .execute();
  return rows.map((row) => ({
    applicationId: num(row.application_id),
    entryId: num(row.id),
    courseId: num(row.course_id),
    courseName: row.name,
    campus: row.campus,
    intakeDate: row.intake_date,
    status: row.status,
  }));
}

/** The courses, campuses and intake dates the organisation's applications name (the filter lists). */
export async function inboxFilterLists(db: Db, legalId: number) {
  const applied = db
    .selectFrom('application_courses as ac')
    .innerJoin('applications as a', 'a.id', 'ac.application_id')
    .where('ac.legal_id', '=', legalId)
    .where('a.status', 'in', ['S', 'W']);
  const [courses, campuses, intakes] = await Promise.all([
    applied.innerJoin('courses as c', 'c.id', 'ac.course_id').select(['c.id', 'c.name']).distinct().orderBy('c.name').orderBy('c.id').execute(),
    applied.innerJoin('locations as l', 'l.id', 'ac.location_id').select(['l.id', 'l.name']).distinct().orderBy('l.name').orderBy('l.id').execute(),
    applied.select('ac.intake_date').distinct().orderBy('ac.intake_date').execute(),
  ]);
  return {
    courses: courses.map((row) => ({ id: num(row.id), name: row.name })),
    campuses: campuses.map((row) => ({ id: num(row.id), name: row.name })),
    intakes: intakes.map((row) => row.intake_date),
  };
}

/** The unread count of each of these organisations. */
export async function unreadCounts(db: Db, legalIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const legalId of legalIds) counts.set(legalId, await unreadCount(db, legalId));
  return counts;
}
