import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ApplicationsTable } from '../../db/schema/applications.js';
import { num } from '../../db/numbers.js';
import type { DialectName } from '../../db/dialect.js';
import type { ResolvedCourse } from './course-queries.js';

type Db = Kysely<Database>;

export type ApplicationRow = Selectable<ApplicationsTable>;

const normalise = (row: ApplicationRow): ApplicationRow => ({
  ...row,
  id: num(row.id),
  client_id: num(row.client_id),
  survey_id: row.survey_id === null ? null : num(row.survey_id),
  privacy_policy_id: row.privacy_policy_id === null ? null : num(row.privacy_policy_id),
});

/** The member's application (any status), or undefined when there is none of that id that is theirs. */
export async function findOwnApplication(db: Db, clientId: number, id: number): Promise<ApplicationRow | undefined> {
  const row = await db.selectFrom('applications').selectAll().where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return row && normalise(row);
}

/** The member's most recently touched draft. */
export async function latestDraft(db: Db, clientId: number): Promise<ApplicationRow | undefined> {
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('status', '=', 'D')
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && normalise(row);
}

/** A new draft with the shortlist key (member §4: the shortlist call makes it SAS_PAP). */
export async function insertApplication(db: Db, clientId: number, values: { appKey: string; shortlistValue: 'A' | 'P'; surveyId: number | null }, now: string): Promise<number> {
  const row = await db
    .insertInto('applications')
    .values({ client_id: clientId, status: 'D', app_key: values.appKey, shortlist_value: values.shortlistValue, survey_id: values.surveyId, step: 'C', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return num(row.id);
}

/** Changes a draft of the member; false when it is not (any more) their draft. */
export async function updateDraft(
  db: Db,
  clientId: number,
  id: number,
  values: Partial<Pick<ApplicationRow, 'app_key' | 'shortlist_value' | 'survey_id' | 'step' | 'privacy_policy_id' | 'declared_at'>>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('applications')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where('status', '=', 'D')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps the member's student reference on the application. */
export async function setSapStudentId(db: Db, id: number, sapStudentId: string): Promise<void> {
  await db.updateTable('applications').set({ sap_student_id: sapStudentId }).where('id', '=', id).where('sap_student_id', '=', '').execute();
}

/** Replaces a draft's courses with `courses`, in order. */
export async function replaceCourses(db: Db, applicationId: number, courses: readonly ResolvedCourse[], now: string): Promise<void> {
  await db.deleteFrom('application_courses').where('application_id', '=', applicationId).execute();
  if (courses.length === 0) return;
  await db
    .insertInto('application_courses')
    .values(
      courses.map((c, position) => ({
        application_id: applicationId,
        position,
        course_id: c.courseId,
        intake_id: c.intakeId,
        location_id: c.locationId,
        study_mode_id: c.studyModeId,
        legal_id: c.institutionId,
        intake_date: c.intakeDate,
        updated_at: now,
      })),
    )
    .execute();
}

/** The intake ids already on the application. */
export async function intakeIdsOf(db: Db, applicationId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('application_courses').select('intake_id').where('application_id', '=', applicationId).execute();
  return new Set(rows.map((r) => num(r.intake_id)));
}

/**
 * The member's newest other application (a draft or submitted, never `exceptId`) holding one of the
 * intakes in a live course (not rejected, declined or withdrawn), with that intake; undefined when none.
 */
export async function liveApplicationWithIntake(
  db: Db,
  clientId: number,
  intakeIds: readonly number[],
  exceptId: number,
  ended: readonly string[],
): Promise<{ applicationId: number; intakeId: number } | undefined> {
  if (intakeIds.length === 0) return undefined;
  const row = await db
    .selectFrom('application_courses as ac')
    .innerJoin('applications as a', 'a.id', 'ac.application_id')
    .select(['a.id as applicationId', 'ac.intake_id as intakeId'])
    .where('a.client_id', '=', clientId)
    .where('a.status', 'in', ['D', 'S'])
    .where('a.id', '<>', exceptId)
    .where('ac.intake_id', 'in', [...intakeIds])
    .where('ac.status', 'not in', [...ended])
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { applicationId: num(row.applicationId), intakeId: num(row.intakeId) };
}

/**
 * Holds the member's row until the transaction ends (PostgreSQL: `for update`), so two requests of
 * one member that check and then write their applications take turns. SQLite runs one write
 * transaction at a time on our one connection: nothing to do.
 */
export async function lockMember(db: Db, dialect: DialectName, clientId: number): Promise<void> {
  if (dialect === 'postgres') await db.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
}

/** Adds course intakes to the member's favourites (category C), leaving those already there. */
export async function addFavouriteIntakes(db: Db, clientId: number, intakeIds: readonly number[], now: string): Promise<void> {
  if (intakeIds.length === 0) return;
  await db
    .insertInto('favourites')
    .values(intakeIds.map((id) => ({ client_id: clientId, category: 'C' as const, reference_id: id, created_at: now })))
    .onConflict((oc) => oc.columns(['client_id', 'category', 'reference_id']).doNothing())
    .execute();
}

/** The account's sign-in e-mail and first name (the submission mail). */
export const findMember = (db: Db, clientId: number) =>
  db.selectFrom('clients').select(['email', 'first_name', 'locale']).where('id', '=', clientId).executeTakeFirst();
