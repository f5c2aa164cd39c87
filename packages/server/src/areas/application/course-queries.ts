import type { Kysely } from 'kysely';
import type { ApplicationCourse } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num, numOrNull } from '../../db/numbers.js';
import { intakeCourses } from '../../catalogue/intake-courses.js';
import { institutionSurveyId, ownSurveyId } from '../../catalogue/surveys.js';

type Db = Kysely<Database>;

/** The catalogue rows behind an intake: its course, institution, campus, place, study mode, award and surveys. */
const intakeRows = (db: Db) =>
  intakeCourses(db)
    .leftJoin('award_levels as aw', 'aw.id', 'c.award_id')
    .select((eb) => [
      'i.id as intakeId',
      'i.start_date as intakeDate',
      'i.seats',
      'i.seats_taken as seatsTaken',
      'c.id as courseId',
      'c.name as courseName',
      'c.status as courseStatus',
      'le.id as institutionId',
      'le.name as institutionName',
      'l.id as locationId',
      'l.name as campus',
      'ci.name as city',
      'co.name as country',
      'sm.id as studyModeId',
      'sm.name as studyMode',
      'aw.name as award',
      ownSurveyId(db, eb.ref('c.id')).as('courseSurvey'),
      institutionSurveyId(db, eb.ref('le.id')).as('institutionSurvey'),
    ]);

type IntakeRow = Awaited<ReturnType<ReturnType<typeof intakeRows>['execute']>>[number];

/** A course as the wizard shows it, with which kind of survey it asks for (the survey_id rule needs both). */
export interface ResolvedCourse extends ApplicationCourse {
  courseSurveyId: number;
  institutionSurveyId: number;
  /** Students may choose a published course only; a draft or archived one stays in the applications that hold it. */
  published: boolean;
}

function courseOf(row: IntakeRow, entryId = 0): ResolvedCourse {
  const seats = numOrNull(row.seats);
  const courseSurveyId = num(row.courseSurvey ?? 0);
  const institutionSurveyId = num(row.institutionSurvey ?? 0);
  return {
    entryId,
    courseId: num(row.courseId),
    courseName: row.courseName,
    institutionId: num(row.institutionId),
    institutionName: row.institutionName,
    locationId: num(row.locationId),
    campus: row.campus,
    city: row.city,
    country: row.country,
    intakeId: num(row.intakeId),
    intakeDate: row.intakeDate,
    studyModeId: num(row.studyModeId),
    studyMode: row.studyMode,
    award: row.award ?? '',
    seats,
    seatsLeft: seats === null ? null : Math.max(0, seats - num(row.seatsTaken)),
    surveyId: courseSurveyId || institutionSurveyId,
    courseSurveyId,
    institutionSurveyId,
    published: row.courseStatus === 'published',
  };
}

/** Drops the resolver's own fields: the wire shape. */
export const wireCourse = ({ courseSurveyId: _c, institutionSurveyId: _i, published: _p, ...course }: ResolvedCourse): ApplicationCourse => course;

/** The intakes that exist, by id. */
export async function coursesOfIntakes(db: Db, intakeIds: readonly number[]): Promise<Map<number, ResolvedCourse>> {
  const ids = [...new Set(intakeIds.filter((id) => id > 0))];
  if (ids.length === 0) return new Map();
  const rows = await intakeRows(db).where('i.id', 'in', ids).execute();
  return new Map(rows.map((row) => [num(row.intakeId), courseOf(row)]));
}

/** An application's courses in their order, with their entry ids. */
export async function coursesOfApplication(db: Db, applicationId: number): Promise<ResolvedCourse[]> {
  const rows = await intakeRows(db)
    .innerJoin('application_courses as ac', 'ac.intake_id', 'i.id')
    .select('ac.id as entryId')
    .where('ac.application_id', '=', applicationId)
    .orderBy('ac.position')
    .orderBy('ac.id')
    .execute();
  return rows.map((row) => courseOf(row, num(row.entryId)));
}

/**
 * The application's survey (member §4): the first course, in order, with a survey of its own; else
 * the first whose institution has one for all its courses; 0 when none.
 */
export const surveyOf = (courses: readonly ResolvedCourse[]): number =>
  courses.find((c) => c.courseSurveyId > 0)?.courseSurveyId ?? courses.find((c) => c.institutionSurveyId > 0)?.institutionSurveyId ?? 0;

/** One page of the member's favourite course intakes (newest favourite first), optionally of one institution. */
export async function favouriteCourses(db: Db, clientId: number, legalId: number, page: number, pageSize: number): Promise<{ rows: ApplicationCourse[]; total: number }> {
  let favourites = db
    .selectFrom('favourites as f')
    .innerJoin('intakes as fi', 'fi.id', 'f.reference_id')
    .innerJoin('courses as fc', 'fc.id', 'fi.course_id')
    .where('f.client_id', '=', clientId)
    .where('f.category', '=', 'C');
  if (legalId > 0) favourites = favourites.where('fc.legal_id', '=', legalId);
  const [count, ids] = await Promise.all([
    favourites.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    favourites
      .select('f.reference_id as intakeId')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const intakeIds = ids.map((r) => num(r.intakeId));
  const courses = await coursesOfIntakes(db, intakeIds);
  return { rows: intakeIds.flatMap((id) => (courses.has(id) ? [wireCourse(courses.get(id)!)] : [])), total: num(count?.n ?? 0) };
}
