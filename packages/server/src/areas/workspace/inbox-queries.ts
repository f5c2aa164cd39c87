import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { DatabaseHandle } from '../../db/create-database.js';
import { num } from '../../db/numbers.js';
import { fullName } from './staff-queries.js';

type Db = Kysely<Database>;
/** The database with its dialect: the search reads SQLite's trigram index (migration 0030). */
export type InboxDb = Pick<DatabaseHandle, 'db' | 'dialect'>;

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
 * The search as an FTS5 query of SQLite's trigram index: the text as one phrase (any characters,
 * quotes doubled) in either key — a substring match, any case, like the LIKE it stands for.
 */
const trigramPhrase = (text: string): string => `{name_key email_key}: "${text.toLowerCase().replace(/"/g, '""')}"`;

/** Whether a filter names a course entry's field (status, course, campus, intake). */
const filtersEntries = (f: InboxFilters): boolean => Boolean(f.status || f.courseId || f.campusId || f.intake);

/** Whether a filter needs the inbox's own rows (not only the organisation's entries). */
const filtersApplications = (f: InboxFilters): boolean => Boolean(f.submittedFrom || f.submittedTo || f.search?.trim() || f.unreadOnly || f.assignee);

/**
 * The organisation's course entries of submitted (or since withdrawn) applications matching the course
 * filters. An entry's status is '' only while its application is a draft (migration 0020), so the
 * entries alone tell which applications an inbox holds (indexes application_courses(legal_id,
 * status | course_id, application_id), migration 0030).
 */
function entriesQuery(db: Db, legalId: number, f: InboxFilters) {
  let entries = db.selectFrom('application_courses as ac').where('ac.legal_id', '=', legalId).where('ac.status', '<>', '');
  if (f.status) entries = entries.where('ac.status', '=', f.status);
  if (f.courseId) entries = entries.where('ac.course_id', '=', f.courseId);
  if (f.campusId) entries = entries.where('ac.location_id', '=', f.campusId);
  if (f.intake) entries = entries.where('ac.intake_date', '=', f.intake);
  return entries;
}

/**
 * The organisation's inbox rows matching the filters (workspace_inbox, migration 0030: one row per
 * application however many of its courses match; the course filters are a semi-join on the entries).
 */
function inboxQuery({ db, dialect }: InboxDb, legalId: number, f: InboxFilters) {
  let query = db.selectFrom('workspace_inbox as i').where('i.legal_id', '=', legalId);
  if (filtersEntries(f)) {
    query = query.where((eb) => eb.exists(entriesQuery(db, legalId, f).select('ac.id').where('ac.application_id', '=', sql.ref<number>('i.application_id'))));
  }
  if (f.submittedFrom) query = query.where('i.submitted_at', '>=', `${f.submittedFrom}T00:00:00.000Z`);
  if (f.submittedTo) query = query.where('i.submitted_at', '<=', `${f.submittedTo}T23:59:59.999Z`);
  const search = f.search?.trim();
  if (search) {
    query =
      dialect === 'sqlite' && [...search].length >= 3
        ? query.where('i.application_id', 'in', sql<number>`(select rowid from workspace_inbox_search where workspace_inbox_search match ${trigramPhrase(search)})`)
        : query.where(sql<boolean>`(i.name_key like ${containing(search)} escape '\\' or i.email_key like ${containing(search)} escape '\\')`);
  }
  if (f.unreadOnly) query = query.where('i.is_read', '=', 0);
  if (f.assignee) query = query.where('i.assignee_id', '=', f.assignee);
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

/**
 * One page of the inbox in the given order (`after`: the rows after that one, for the export). The
 * page's keys come first from the inbox's indexes alone (a deep page skips index entries, not rows),
 * then the rows of those keys with their student and assignee.
 */
export async function inboxPage(handle: InboxDb, legalId: number, f: InboxFilters, sort: InboxSort, page: { offset: number; limit: number; after?: InboxCursor }): Promise<InboxRecord[]> {
  const bySubmission = sort === 'submitted_desc' || sort === 'submitted_asc';
  const direction = sort === 'submitted_desc' || sort === 'name_desc' ? 'desc' : 'asc';
  // The keys read the order's index alone: the order's columns and the application only.
  const { db } = handle;
  let keys = inboxQuery(handle, legalId, f).select(bySubmission ? ['i.application_id', 'i.submitted_at'] : ['i.application_id', 'i.surname', 'i.first_name']);
  const after = page.after;
  if (after) {
    const beyond = direction === 'desc' ? '<' : '>';
    keys = bySubmission
      ? keys.where(({ eb, refTuple, tuple }) => eb(refTuple('i.submitted_at', 'i.application_id'), beyond, tuple(after.submittedAt, after.id)))
      : keys.where(({ eb, refTuple, tuple }) => eb(refTuple('i.surname', 'i.first_name', 'i.application_id'), beyond, tuple(after.surname, after.firstName, after.id)));
  }
  keys = bySubmission
    ? keys.orderBy('i.submitted_at', direction).orderBy('i.application_id', direction)
    : keys.orderBy('i.surname', direction).orderBy('i.first_name', direction).orderBy('i.application_id', direction);
  let query = db
    .selectFrom(keys.offset(page.offset).limit(page.limit).as('k'))
    .innerJoin('workspace_inbox as i', (join) => join.onRef('i.application_id', '=', 'k.application_id').on('i.legal_id', '=', legalId))
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .leftJoin('clients as wc', 'wc.id', 'i.assignee_id')
    .select(['i.application_id', 'i.status', 'i.submitted_at', 'i.first_name', 'i.surname', 'c.email', 'i.is_read', 'i.assignee_id', 'wc.first_name as assignee_first', 'wc.surname as assignee_surname']);
  // Ordered by the keys' columns (ordered by the inbox's, SQLite would walk the whole inbox to join the page).
  query = bySubmission
    ? query.orderBy(sql.ref(`k.submitted_at`), direction).orderBy('k.application_id', direction)
    : query.orderBy(sql.ref('k.surname'), direction).orderBy(sql.ref('k.first_name'), direction).orderBy('k.application_id', direction);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: num(row.application_id),
    status: row.status,
    submittedAt: row.submitted_at,
    firstName: row.first_name,
    surname: row.surname,
    email: row.email,
    read: Boolean(Number(row.is_read)),
    assigneeId: row.assignee_id === null ? null : num(row.assignee_id),
    assigneeName: row.assignee_id === null ? null : fullName(row.assignee_first, row.assignee_surname),
  }));
}

const OPPOSITE: Record<InboxSort, InboxSort> = { submitted_desc: 'submitted_asc', submitted_asc: 'submitted_desc', name_asc: 'name_desc', name_desc: 'name_asc' };

/**
 * The page at `offset` of `total` matching rows. A page past the middle is read from the other end
 * in the opposite order (every order ends on the application id, so it is the exact reverse): a deep
 * page then skips at most half of the index's entries, and the last page is as quick as the first.
 */
export async function inboxPageOf(handle: InboxDb, legalId: number, f: InboxFilters, sort: InboxSort, offset: number, limit: number, total: number): Promise<InboxRecord[]> {
  if (offset >= total) return [];
  if (offset + limit / 2 <= total / 2) return inboxPage(handle, legalId, f, sort, { offset, limit });
  const count = Math.min(limit, total - offset);
  const rows = await inboxPage(handle, legalId, f, OPPOSITE[sort], { offset: total - offset - count, limit: count });
  return rows.reverse();
}

/** The organisation's applications and the unread ones (the badge), as kept in workspace_inbox_counts. */
export async function inboxCounts(db: Db, legalId: number): Promise<{ applications: number; unread: number }> {
  return (await inboxCountsOf(db, [legalId])).get(legalId) ?? { applications: 0, unread: 0 };
}

async function inboxCountsOf(db: Db, legalIds: readonly number[]): Promise<Map<number, { applications: number; unread: number }>> {
  const counts = new Map<number, { applications: number; unread: number }>();
  if (legalIds.length === 0) return counts;
  const rows = await db.selectFrom('workspace_inbox_counts').select(['legal_id', 'applications', 'unread']).where('legal_id', 'in', legalIds).execute();
  for (const row of rows) counts.set(num(row.legal_id), { applications: num(row.applications), unread: num(row.unread) });
  return counts;
}

/**
 * How many applications match (exact): without filters, or unread only, the kept counts; with course
 * filters only, the organisation's entries counted in an index alone (distinct applications);
 * otherwise the inbox's rows.
 */
export async function inboxTotal(handle: InboxDb, legalId: number, f: InboxFilters, counts?: { applications: number; unread: number }): Promise<number> {
  if (!filtersEntries(f) && !filtersApplications({ ...f, unreadOnly: false })) {
    const kept = counts ?? (await inboxCounts(handle.db, legalId));
    return f.unreadOnly ? kept.unread : kept.applications;
  }
  const row = filtersApplications(f)
    ? await inboxQuery(handle, legalId, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    : await handle.db
        .selectFrom(entriesQuery(handle.db, legalId, f).select('ac.application_id').distinct().as('e'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
  return num(row.n);
}

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
  const counts = await inboxCountsOf(db, legalIds);
  return new Map(legalIds.map((legalId) => [legalId, counts.get(legalId)?.unread ?? 0]));
}
