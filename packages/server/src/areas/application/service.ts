import { applicationMessages, ENDED_COURSE_STATUSES, format, validateCourseSelection, shortlistValueOf } from '@studyatlas/core';
import { localDate } from '../../http/locale-dates.js';
import { APPLICATION_KEY, COURSE_PICKER_PAGE_SIZE, CourseParameter, type ApplicationSummary, type WizardStep, type application } from '@studyatlas/core/contracts';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, invalid, notFound } from '../../http/errors.js';
import { courseNamesInReaderLanguage, withCourseNamesInReaderLanguage } from '../../catalogue/course-translations.js';
import type { Database } from '../../db/schema/index.js';
import { answersOf } from './answer-queries.js';
import { coursesOfApplication, coursesOfIntakes, favouriteCourses, surveyOf, wireCourse, type ResolvedCourse } from './course-queries.js';
import type { ProfilePort } from './ports.js';
import * as q from './queries.js';

/** GenerateApplication's courseParameter, once parsed: AddOrDeleteCourse's courseData. */
const CourseParameterList = z.array(CourseParameter).check(z.maxLength(50));

/** The version of the declaration and privacy policy the DC step shows (UpsertDeclaration's privacyPolicyFk). */
export const PRIVACY_POLICY_VERSION = 1;

/** The member's student reference (GetSapStudentId): one per member, kept on each application. */
export const sapStudentIdOf = (clientId: number): string => `SA-${String(clientId).padStart(7, '0')}`;

/** Whether the member accepted the current declaration for the application. */
export const isDeclared = (app: q.ApplicationRow): boolean => app.declared_at !== null && app.privacy_policy_id === PRIVACY_POLICY_VERSION;

/** A course with a seat limit and no seat left (member §5 start checks). */
export const isFull = (course: ResolvedCourse): boolean => course.seatsLeft === 0;

/** The wizard's view of an application, its course names in the reader's language. */
export async function stateOf(db: Kysely<Database>, app: q.ApplicationRow): Promise<application.ApplicationState> {
  const courses = await coursesOfApplication(db, app.id);
  return withCourseNamesInReaderLanguage(db, {
    applicationFk: app.id,
    key: app.app_key,
    sapStudentId: app.sap_student_id,
    shortlistValue: app.shortlist_value,
    step: app.step as WizardStep,
    surveyId: app.survey_id ?? 0,
    status: app.status,
    declared: isDeclared(app),
    courses: courses.map(wireCourse),
  });
}

/** The application summary as it is now: its courses, the member's profile and their answers. */
export async function liveSummary(db: Kysely<Database>, port: ProfilePort, app: q.ApplicationRow): Promise<ApplicationSummary> {
  const [courses, profile, answers] = await Promise.all([
    coursesOfApplication(db, app.id),
    port.profileSections(db, app.client_id),
    answersOf(db, app.client_id, app.id, app.survey_id),
  ]);
  return { applicationId: app.id, courses: courses.map(wireCourse), ...profile, answers };
}

/** Thrown inside the course choice's transaction to undo it: the course is in the live application `applicationId` already. */
class AlreadyApplied extends Error {
  constructor(
    readonly applicationId: number,
    readonly course: ResolvedCourse,
  ) {
    super('already applied');
  }
}

/** 409: the course and intake are in the member's application already (its id goes with the refusal), the course named in the reader's language. */
async function alreadyApplied(db: Kysely<Database>, { applicationId, course }: AlreadyApplied): Promise<HttpError> {
  const [shown] = await courseNamesInReaderLanguage(db, [course]);
  const message = format(applicationMessages.alreadyApplied, { course: shown!.courseName, intakeDate: localDate(course.intakeDate) });
  return new HttpError(409, message, { applicationId, errors: { courseData: message } });
}

export type ApplicationService = ReturnType<typeof createApplicationService>;

/** The online application wizard (member §2, §4, §5, §7 "Online application"), but the submission (./submit.ts). */
export function createApplicationService(ctx: AppContext, port: ProfilePort) {
  const { db } = ctx;

  /** The member's application of that id, else 404 (another member's never shows). */
  const own = async (member: AuthMember, id: number) => (await q.findOwnApplication(db, member.clientId, id)) ?? Promise.reject(notFound());
  /** The member's draft of that id, else 404. */
  const ownDraft = async (member: AuthMember, id: number) => {
    const app = await own(member, id);
    if (app.status !== 'D') throw notFound();
    return app;
  };
  const reload = async (member: AuthMember, id: number) => stateOf(db, await own(member, id));

  /**
   * AddOrDeleteCourse and GenerateApplication: the course rule (member §5), the intakes (the
   * catalogue's course, campus, mode and date win over the client's), a seat in each newly added
   * intake, then in one transaction the draft (made when applicationFk is 0), its courses in order,
   * shortlist value, survey and the intakes added to favourites. A course and intake already in
   * another live application of the member's is refused with 409 `{ message, applicationId }`
   * (issue 24); the check runs inside the transaction with the member's row held, so two requests
   * at once cannot both pass it.
   */
  async function setCourses(member: AuthMember, applicationFk: number, courseData: readonly CourseParameter[]): Promise<application.ApplicationState> {
    const refusal = validateCourseSelection(courseData.map((c) => ({ intakeId: c.IntakeFk })));
    if (refusal) throw invalid({ courseData: refusal });
    const existing = applicationFk > 0 ? await ownDraft(member, applicationFk) : undefined;
    const resolved = await coursesOfIntakes(db, courseData.map((c) => c.IntakeFk));
    if (courseData.some((c) => !resolved.has(c.IntakeFk))) throw invalid({ courseData: applicationMessages.intakeUnknown });
    const courses = courseData.map((c) => resolved.get(c.IntakeFk)!);
    const already = existing ? await q.intakeIdsOf(db, existing.id) : new Set<number>();
    // A draft or archived course is not offered to students (issue 27): only one already chosen stays.
    if (courses.some((c) => !already.has(c.intakeId) && !c.published)) throw invalid({ courseData: applicationMessages.intakeUnknown });
    if (courses.some((c) => !already.has(c.intakeId) && isFull(c))) throw invalid({ courseData: applicationMessages.noSeats });

    const now = ctx.now().toISOString();
    const values = { appKey: APPLICATION_KEY, shortlistValue: shortlistValueOf(courses.length), surveyId: surveyOf(courses) || null };
    const choosing = db.transaction().execute(async (trx) => {
      await q.lockMember(trx, ctx.database.dialect, member.clientId);
      const other = await q.liveApplicationWithIntake(trx, member.clientId, courses.map((c) => c.intakeId), existing?.id ?? 0, ENDED_COURSE_STATUSES);
      if (other) throw new AlreadyApplied(other.applicationId, courses.find((c) => c.intakeId === other.intakeId)!);
      let id = existing?.id ?? 0;
      if (existing) {
        const changed = await q.updateDraft(trx, member.clientId, existing.id, { app_key: values.appKey, shortlist_value: values.shortlistValue, survey_id: values.surveyId }, now);
        if (!changed) throw notFound(); // submitted meanwhile
      } else {
        id = await q.insertApplication(trx, member.clientId, values, now);
      }
      await q.replaceCourses(trx, id, courses, now);
      await q.addFavouriteIntakes(trx, member.clientId, courses.map((c) => c.intakeId), now);
      return id;
    });
    // The refused course is named once the transaction has ended (SQLite has one connection).
    const id = await choosing.catch(async (error: unknown) => {
      throw error instanceof AlreadyApplied ? await alreadyApplied(db, error) : error;
    });
    return reload(member, id);
  }

  return {
    setCourses,

    /** StartCheck (member §5): basic details configured, complete, the intake known (else 404), a seat left. */
    async startCheck(member: AuthMember, intakeFk: number): Promise<{ refusal: string | null }> {
      const basic = await port.basicDetailState(db, member.clientId, ctx.now());
      if (basic === 'unconfigured') return { refusal: applicationMessages.basicNotConfigured };
      if (basic === 'incomplete') return { refusal: applicationMessages.basicIncomplete };
      const course = (await coursesOfIntakes(db, [intakeFk])).get(intakeFk);
      if (!course?.published) throw notFound();
      return { refusal: isFull(course) ? applicationMessages.noSeats : null };
    },

    /** CurrentApplication: that application of the member's (404 when not theirs), else their latest draft, else null. */
    async current(member: AuthMember, appFk: number): Promise<{ application: application.ApplicationState | null }> {
      const app = appFk > 0 ? await own(member, appFk) : await q.latestDraft(db, member.clientId);
      return { application: app ? await stateOf(db, app) : null };
    },

    async saveStep(member: AuthMember, applicationFk: number, step: WizardStep): Promise<application.ApplicationState> {
      await ownDraft(member, applicationFk);
      if (!(await q.updateDraft(db, member.clientId, applicationFk, { step }, ctx.now().toISOString()))) throw notFound();
      return reload(member, applicationFk);
    },

    /** CourseDetailProfile: the courses of the parameters, in order, once each; unknown intakes left out. */
    async courseDetails(courseData: readonly CourseParameter[]): Promise<{ courses: application.ApplicationState['courses'] }> {
      const resolved = await coursesOfIntakes(db, courseData.map((c) => c.IntakeFk));
      const seen = new Set<number>();
      const courses = courseData.flatMap((c) => {
        const course = resolved.get(c.IntakeFk);
        if (!course || seen.has(course.intakeId)) return [];
        seen.add(course.intakeId);
        return [wireCourse(course)];
      });
      return { courses: await courseNamesInReaderLanguage(db, courses) };
    },

    /** GenerateApplication: courseParameter is a JSON list of course parameters (400 when it is not). */
    async generate(member: AuthMember, courseParameter: string): Promise<application.ApplicationState> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(courseParameter);
      } catch {
        throw invalid({ courseParameter: applicationMessages.courseParameterInvalid });
      }
      const list = CourseParameterList.safeParse(parsed);
      if (!list.success) throw invalid({ courseParameter: applicationMessages.courseParameterInvalid });
      return setCourses(member, 0, list.data);
    },

    /** GetSapStudentId: the member's reference, kept on the application the first time. */
    async sapStudentId(member: AuthMember, applicationFk: number): Promise<{ sapStudentId: string }> {
      const app = await own(member, applicationFk);
      if (app.sap_student_id) return { sapStudentId: app.sap_student_id };
      const sapStudentId = sapStudentIdOf(member.clientId);
      await q.setSapStudentId(db, app.id, sapStudentId);
      return { sapStudentId };
    },

    /** FavouriteCourseSelect: the course picker's page (1-based, four a page) of favourite course intakes. */
    async favourites(member: AuthMember, legalId: number, pageNo: number) {
      const page = await favouriteCourses(db, member.clientId, legalId, Math.max(1, pageNo), COURSE_PICKER_PAGE_SIZE);
      return { ...page, rows: await courseNamesInReaderLanguage(db, page.rows) };
    },

    /**
     * LoadApplicationSummary: a submitted (or withdrawn) application's snapshot; a draft's live
     * summary. Either way the course names in the reader's language (the snapshot keeps their own).
     */
    async summary(member: AuthMember, applicationFk: number): Promise<ApplicationSummary> {
      const app = await own(member, applicationFk);
      let snapshot: ApplicationSummary | null = null;
      if (app.status !== 'D' && app.snapshot) {
        try {
          snapshot = JSON.parse(app.snapshot) as ApplicationSummary;
        } catch (error) {
          ctx.log.error({ err: error, applicationId: app.id }, 'unreadable application snapshot');
        }
      }
      return withCourseNamesInReaderLanguage(db, snapshot ?? (await liveSummary(db, port, app)));
    },

    async loadDeclaration(member: AuthMember, applicationFk: number): Promise<{ privacyPolicyFk: number; title: string; paragraphs: string[]; accepted: boolean }> {
      const app = await own(member, applicationFk);
      return {
        privacyPolicyFk: PRIVACY_POLICY_VERSION,
        title: applicationMessages.declarationTitle,
        paragraphs: [...applicationMessages.declarationParagraphs],
        accepted: isDeclared(app),
      };
    },

    /** UpsertDeclaration: the member's draft, the current privacy policy only. */
    async upsertDeclaration(member: AuthMember, applicationFk: number, privacyPolicyFk: number): Promise<{ message: string }> {
      await ownDraft(member, applicationFk);
      if (privacyPolicyFk !== PRIVACY_POLICY_VERSION) throw invalid({ privacyPolicyFk: applicationMessages.privacyPolicyOutdated });
      const now = ctx.now().toISOString();
      if (!(await q.updateDraft(db, member.clientId, applicationFk, { privacy_policy_id: privacyPolicyFk, declared_at: now }, now))) throw notFound();
      return { message: applicationMessages.declarationSaved };
    },
  };
}
