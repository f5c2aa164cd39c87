import type { Kysely, Transaction } from 'kysely';
import type { ApplicationStatus } from '../../db/schema/applications.js';
import type { Database } from '../../db/schema/index.js';
import { num, numOrNull } from '../../db/numbers.js';
import { institutionSurveyId, ownSurveyId } from '../../catalogue/surveys.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface ApplicationRecord {
  id: number;
  client_id: number;
  status: ApplicationStatus;
  app_key: string;
  sap_student_id: string;
  step: string;
  snapshot: string | null;
  created_at: string;
  submitted_at: string | null;
  withdrawn_at: string | null;
}

/** One course entry with the names my applications and the partner API show. */
export interface CourseEntryRecord {
  entryId: number;
  applicationId: number;
  position: number;
  courseId: number;
  courseName: string;
  institutionId: number;
  institutionName: string;
  locationId: number;
  campus: string;
  city: string;
  country: string;
  intakeId: number;
  intakeDate: string;
  studyModeId: number;
  studyMode: string;
  award: string;
  seats: number | null;
  seatsTaken: number;
  surveyId: number;
  status: string;
  conditions: string;
  holdsSeat: boolean;
}

export interface EventRecord {
  entryId: number;
  status: string;
  conditions: string;
  actor: 'S' | 'I';
  at: string;
}

const APPLICATION_COLUMNS = [
  'a.id',
  'a.client_id',
  'a.status',
  'a.app_key',
  'a.sap_student_id',
  'a.step',
  'a.snapshot',
  'a.created_at',
  'a.submitted_at',
  'a.withdrawn_at',
] as const;

const toApplication = (row: ApplicationRecord): ApplicationRecord => ({ ...row, id: num(row.id), client_id: num(row.client_id) });

/** A member's applications, newest first. */
export async function memberApplications(db: Db, clientId: number): Promise<ApplicationRecord[]> {
  const rows = await db
    .selectFrom('applications as a')
    .select(APPLICATION_COLUMNS)
    .where('a.client_id', '=', clientId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map(toApplication);
}

/** One of the member's applications, or undefined (another member's included). */
export async function memberApplication(db: Db, clientId: number, applicationId: number): Promise<ApplicationRecord | undefined> {
  const row = await db
    .selectFrom('applications as a')
    .select(APPLICATION_COLUMNS)
    .where('a.id', '=', applicationId)
    .where('a.client_id', '=', clientId)
    .executeTakeFirst();
  return row && toApplication(row);
}

/** The course entries of the given applications (only those at `legalId` when given), in application and position order. */
export async function courseEntries(db: Db, applicationIds: readonly number[], legalId?: number): Promise<CourseEntryRecord[]> {
  if (applicationIds.length === 0) return [];
  let query = db
    .selectFrom('application_courses as ac')
    .innerJoin('courses as c', 'c.id', 'ac.course_id')
    .innerJoin('legal_entities as le', 'le.id', 'ac.legal_id')
    .innerJoin('locations as l', 'l.id', 'ac.location_id')
    .innerJoin('cities as ci', 'ci.id', 'l.city_id')
    .innerJoin('countries as co', 'co.id', 'ci.country_id')
    .innerJoin('intakes as i', 'i.id', 'ac.intake_id')
    .innerJoin('study_modes as sm', 'sm.id', 'ac.study_mode_id')
    .leftJoin('award_levels as aw', 'aw.id', 'c.award_id')
    .select((eb) => [
      'ac.id as entryId',
      'ac.application_id as applicationId',
      'ac.position',
      'ac.course_id as courseId',
      'c.name as courseName',
      'ac.legal_id as institutionId',
      'le.name as institutionName',
      'ac.location_id as locationId',
      'l.name as campus',
      'ci.name as city',
      'co.name as country',
      'ac.intake_id as intakeId',
      'ac.intake_date as intakeDate',
      'ac.study_mode_id as studyModeId',
      'sm.name as studyMode',
      'aw.name as award',
      'i.seats',
      'i.seats_taken as seatsTaken',
      // The course's own survey wins over its institution's (migration 0021).
      eb.fn.coalesce(ownSurveyId(db, eb.ref('ac.course_id')), institutionSurveyId(db, eb.ref('ac.legal_id')), eb.lit(0)).as('surveyId'),
      'ac.status',
      'ac.conditions',
      'ac.holds_seat as holdsSeat',
    ])
    .where('ac.application_id', 'in', applicationIds);
  if (legalId !== undefined) query = query.where('ac.legal_id', '=', legalId);
  const rows = await query.orderBy('ac.application_id').orderBy('ac.position').orderBy('ac.id').execute();
  return rows.map((row) => ({
    ...row,
    entryId: num(row.entryId),
    applicationId: num(row.applicationId),
    position: num(row.position),
    courseId: num(row.courseId),
    institutionId: num(row.institutionId),
    locationId: num(row.locationId),
    intakeId: num(row.intakeId),
    studyModeId: num(row.studyModeId),
    award: row.award ?? '',
    seats: numOrNull(row.seats),
    seatsTaken: num(row.seatsTaken),
    surveyId: num(row.surveyId ?? 0),
    holdsSeat: num(row.holdsSeat) === 1,
  }));
}

/** The timeline events of the given entries, oldest first. */
export async function entryEvents(db: Db, entryIds: readonly number[]): Promise<EventRecord[]> {
  if (entryIds.length === 0) return [];
  const rows = await db
    .selectFrom('application_course_events')
    .select(['application_course_id as entryId', 'status', 'conditions', 'actor', 'at'])
    .where('application_course_id', 'in', entryIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, entryId: num(row.entryId) }));
}

/** One course entry with its application's owner and state, or undefined. */
export async function entryWithOwner(db: Db, entryId: number) {
  const row = await db
    .selectFrom('application_courses as ac')
    .innerJoin('applications as a', 'a.id', 'ac.application_id')
    .select(['ac.id', 'ac.application_id', 'ac.legal_id', 'ac.intake_id', 'ac.status', 'ac.holds_seat', 'a.client_id', 'a.status as application_status'])
    .where('ac.id', '=', entryId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      id: num(row.id),
      application_id: num(row.application_id),
      legal_id: num(row.legal_id),
      intake_id: num(row.intake_id),
      holds_seat: num(row.holds_seat),
      client_id: num(row.client_id),
    }
  );
}

/**
 * Moves one entry from `from` to `to` (only if it is still at `from`: two moves at once cannot both
 * win) and records the event. False when the entry moved meanwhile.
 */
export async function moveEntry(
  trx: Transaction<Database>,
  move: { entryId: number; from: string; to: string; conditions: string; actor: 'S' | 'I'; at: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('application_courses')
    .set({ status: move.to, conditions: move.conditions, updated_at: move.at })
    .where('id', '=', move.entryId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await trx
    .insertInto('application_course_events')
    .values({ application_course_id: move.entryId, status: move.to, conditions: move.conditions, actor: move.actor, at: move.at })
    .execute();
  return true;
}

/** Gives the seat an entry holds back to its intake (nothing when it holds none; never below zero). */
export async function giveSeatBack(trx: Transaction<Database>, entryId: number): Promise<void> {
  const held = await trx
    .updateTable('application_courses')
    .set({ holds_seat: 0 })
    .where('id', '=', entryId)
    .where('holds_seat', '=', 1)
    .returning('intake_id')
    .executeTakeFirst();
  if (!held) return;
  await trx
    .updateTable('intakes')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
    .where('id', '=', held.intake_id)
    .where('seats_taken', '>', 0)
    .execute();
}

/** Deletes a member's draft (its courses and answers go with it); false when it is no longer a draft. */
export async function deleteDraft(trx: Transaction<Database>, clientId: number, applicationId: number): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('applications')
    .where('id', '=', applicationId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'D')
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Marks a member's submitted application withdrawn; false when it is not submitted (any more). */
export async function markWithdrawn(trx: Transaction<Database>, clientId: number, applicationId: number, at: string): Promise<boolean> {
  const updated = await trx
    .updateTable('applications')
    .set({ status: 'W', withdrawn_at: at, updated_at: at })
    .where('id', '=', applicationId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'S')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Who a status mail goes to. */
export async function member(db: Db, clientId: number) {
  return db.selectFrom('clients').select(['email', 'first_name', 'surname', 'locale']).where('id', '=', clientId).executeTakeFirst();
}
