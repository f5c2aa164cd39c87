import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import type { ApplicationRecord } from './queries.js';

type Db = Kysely<Database>;

/** Submitted (or since withdrawn) applications with a course at the institution (of that status, when given). */
function partnerApplicationsQuery(db: Db, legalId: number, status: string | undefined) {
  return db
    .selectFrom('applications as a')
    .innerJoin('clients as c', 'c.id', 'a.client_id')
    .where('a.status', 'in', ['S', 'W'])
    .where((eb) => {
      let courses = eb.selectFrom('application_courses as ac').select('ac.id').whereRef('ac.application_id', '=', 'a.id').where('ac.legal_id', '=', legalId);
      if (status) courses = courses.where('ac.status', '=', status);
      return eb.exists(courses);
    });
}

export interface PartnerApplicationRecord extends ApplicationRecord {
  email: string;
  first_name: string;
  surname: string;
}

/** One page of an institution's applications, newest submission first, and how many there are in all. */
export async function partnerApplications(db: Db, legalId: number, status: string | undefined, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    partnerApplicationsQuery(db, legalId, status)
      .select(['a.id', 'a.client_id', 'a.status', 'a.app_key', 'a.sap_student_id', 'a.step', 'a.snapshot', 'a.created_at', 'a.submitted_at', 'a.withdrawn_at'])
      .select(['c.email', 'c.first_name', 'c.surname'])
      .orderBy('a.submitted_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    partnerApplicationsQuery(db, legalId, status)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row): PartnerApplicationRecord => ({ ...row, id: num(row.id), client_id: num(row.client_id) })),
    total: num(count.total),
  };
}

/** The texts of the questions of the institution's surveys (its courses' own and its institution-wide ones). */
export async function institutionQuestions(db: Db, legalId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('survey_questions as q')
    .innerJoin('surveys as s', 's.id', 'q.survey_id')
    .leftJoin('courses as c', 'c.id', 's.course_id')
    .select('q.text')
    .where((eb) => eb.or([eb('s.legal_id', '=', legalId), eb('c.legal_id', '=', legalId)]))
    .execute();
  return new Set(rows.map((row) => row.text));
}

/** The members' profile record documents (member §3, migration 0019): stored file id and name, by member. */
export async function memberDocuments(db: Db, clientIds: readonly number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const byMember = new Map<number, { id: number; name: string }[]>();
  if (clientIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('record_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['d.client_id', 'f.id', 'f.file_name'])
    .where('d.client_id', 'in', clientIds)
    .orderBy('d.id')
    .execute();
  for (const row of rows) {
    const list = byMember.get(num(row.client_id)) ?? [];
    if (!list.some((doc) => doc.id === num(row.id))) list.push({ id: num(row.id), name: row.file_name });
    byMember.set(num(row.client_id), list);
  }
  return byMember;
}

/**
 * A stored file the institution may read: a profile record document of a member with a submitted (or
 * withdrawn) application to one of its courses; undefined for any other file.
 */
export async function partnerFile(db: Db, legalId: number, fileId: number) {
  return db
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.kind', 'f.reference_id', 'f.file_name', 'f.content_type', 'f.storage_key'])
    .where('f.id', '=', fileId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('record_documents as d')
          .innerJoin('applications as a', 'a.client_id', 'd.client_id')
          .innerJoin('application_courses as ac', 'ac.application_id', 'a.id')
          .select('d.id')
          .whereRef('d.file_id', '=', 'f.id')
          .where('a.status', 'in', ['S', 'W'])
          .where('ac.legal_id', '=', legalId),
      ),
    )
    .executeTakeFirst();
}
