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
 * The files applicants attached to their answers (F and FC questions) to the institution's own surveys
 * (its courses' and its institution-wide ones), by application: what the snapshot's answers name.
 */
export async function answerDocuments(db: Db, applicationIds: readonly number[], legalId: number): Promise<Map<number, { id: number; name: string }[]>> {
  const byApplication = new Map<number, { id: number; name: string }[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectFrom('survey_participants as p')
    .innerJoin('surveys as s', 's.id', 'p.survey_id')
    .leftJoin('courses as c', 'c.id', 's.course_id')
    .innerJoin('survey_responses as r', 'r.participant_id', 'p.id')
    .innerJoin('survey_response_details as d', 'd.response_id', 'r.id')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .select(['p.application_id', 'f.id', 'f.file_name'])
    .where('p.application_id', 'in', applicationIds)
    .where((eb) => eb.or([eb('s.legal_id', '=', legalId), eb('c.legal_id', '=', legalId)]))
    .orderBy('d.id')
    .execute();
  for (const row of rows) {
    const list = byApplication.get(num(row.application_id)) ?? [];
    if (!list.some((doc) => doc.id === num(row.id))) list.push({ id: num(row.id), name: row.file_name });
    byApplication.set(num(row.application_id), list);
  }
  return byApplication;
}

/**
 * A stored file the institution may read: a profile record document of a member with a submitted (or
 * withdrawn) application to one of its courses, or a file attached to an answer of such an
 * application to one of the institution's own surveys; undefined for any other file.
 */
export async function partnerFile(db: Db, legalId: number, fileId: number) {
  return db
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.kind', 'f.reference_id', 'f.file_name', 'f.content_type', 'f.storage_key'])
    .where('f.id', '=', fileId)
    .where((eb) =>
      eb.or([
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
        eb.exists(
          eb
            .selectFrom('survey_response_details as d')
            .innerJoin('survey_responses as r', 'r.id', 'd.response_id')
            .innerJoin('survey_participants as p', 'p.id', 'r.participant_id')
            .innerJoin('surveys as s', 's.id', 'p.survey_id')
            .leftJoin('courses as c', 'c.id', 's.course_id')
            .innerJoin('applications as a', 'a.id', 'p.application_id')
            .innerJoin('application_courses as ac', 'ac.application_id', 'a.id')
            .select('d.id')
            .whereRef('d.file_id', '=', 'f.id')
            .where('a.status', 'in', ['S', 'W'])
            .where('ac.legal_id', '=', legalId)
            .where((w) => w.or([w('s.legal_id', '=', legalId), w('c.legal_id', '=', legalId)])),
        ),
      ]),
    )
    .executeTakeFirst();
}
