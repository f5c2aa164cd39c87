import { ApiError } from './api-error.js';
import * as application from '../contracts/application.js';
import type { ApplicationCourse, CourseParameter, WizardStep } from '../contracts/shared-application.js';
import { getClient } from './default-client.js';

/*
 * The online application wizard's calls (member §7 "Online application"). Calls whose refusal the
 * wizard shows itself are `quiet` (no 'Failed' popup on top of the inline message).
 */

/** The online start checks for one intake: null, or the specification's refusal. */
/**
 * The data layer's key of the member's applications (react/src/data): my applications under
 * 'applications/mine', an application's summary and declaration under 'applications/<id>'. A
 * submission refreshes them all.
 */
export const APPLICATIONS = 'applications';

export const applicationStartCheck = async (intakeFk: number) =>
  (await getClient().call(application.startCheck, { query: { intakeFk } })).refusal;

/** The application being assembled (appFk: that one; else the latest draft), or null. */
export const loadCurrentApplication = async (appFk = 0) =>
  (await getClient().call(application.currentApplication, { query: { appFk } })).application;

/** Records the step the member is on. */
export const saveApplicationStep = (applicationFk: number, step: WizardStep) =>
  getClient().call(application.saveStep, { body: { applicationFk, step } });

/** The course details of course parameters (before the shortlist exists). */
export const loadCourseDetails = async (courseData: CourseParameter[]) =>
  (await getClient().call(application.courseDetailProfile, { body: { courseData } })).courses;

/** Sets the application's courses (the shortlist call); creates the application when applicationFk is 0. */
export const saveApplicationCourses = (applicationFk: number, courseData: CourseParameter[]) =>
  getClient().call(
    application.addOrDeleteCourse,
    {
      body: {
        SapClientId: 0,
        ApplicationFk: applicationFk,
        value: courseData.length > 1 ? 'P' : 'A',
        sListCourse: courseData.map((c) => ({ ID1: c.CourseFk, ID2: c.CourseStudyModeFk })),
        courseData,
      },
    },
    { quiet: true },
  );

/**
 * The member's application that already holds a course and intake the call asked for (the 409 of
 * AddOrDeleteCourse and GenerateApplication, issue 24), else null.
 */
export function existingApplicationOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const id = error.details.applicationId;
  return typeof id === 'number' && id > 0 ? id : null;
}

/** The member's student reference for an application. */
export const loadSapStudentId = async (applicationFk: number) =>
  (await getClient().call(application.getSapStudentId, { query: { applicationFk, courseFk: 0, courseLegalId: 0, slistId: 0 } })).sapStudentId;

/** Makes the application from course parameters (Next on the summary with no id). */
export const generateApplication = (courseData: CourseParameter[]) =>
  getClient().call(application.generateApplication, {
    query: { courseParameter: JSON.stringify(courseData), propKey: 'SAS_PAP', courseLegalFk: 0, sapClientId: 0 },
  });

/** The AS step's summary. */
export const loadApplicationSummary = (applicationFk: number) =>
  getClient().call(application.loadApplicationSummary, { body: { applicationFk } });

/** The DC step's declaration. */
export const loadDeclaration = (applicationFk: number) =>
  getClient().call(application.loadDeclaration, { query: { applicationFk, courseLegalFk: 0 } });

/** Accepts the declaration (form key SAP_APP). */
export const acceptDeclaration = (applicationFk: number, privacyPolicyFk: number) =>
  getClient().call(application.upsertDeclaration, {
    query: { applicationFk, privacyPolicyFk, formKey: 'SAP_APP', sapClientFk: 0, courseFk: 0 },
  });

/** Submits the application (SyncProfileData): result S, or F with 'Application submission failed'. */
export const submitApplication = (applicationFk: number) =>
  getClient().call(application.syncProfileData, { query: { applicationFk, courseLegalId: 0, sapClientFk: 0 } }, { quiet: true });

/** A page (1-based) of the course picker: the member's favourite course intakes, four a page. */
export const loadFavouriteCourses = (pageNo: number, courseLegalId = 0) =>
  getClient().call(application.favouriteCourseSelect, { query: { pageNo, courseLegalId } });

/** The wizard's child routes (member §2: /onlineApp/coursedetail … /onlineApp/declaration). */
export const ONLINE_APP_CHILDREN: Readonly<Record<WizardStep, string>> = {
  C: 'coursedetail',
  B: 'contactDetail',
  E: 'educationdet',
  W: 'workexp',
  P: 'passportdet',
  AD: 'questionnaire',
  AS: 'appsummary',
  DC: 'declaration',
};

/**
 * The wizard's route: '/onlineApp/coursedetail?intake=12' starts an application for that intake,
 * '/onlineApp/workexp?appId=7' reopens application 7 at step W; '/onlineApp' the latest draft.
 */
export function onlineAppRoute(step?: WizardStep, { intake, appId }: { intake?: number; appId?: number } = {}): string {
  const query = new URLSearchParams();
  if (intake && intake > 0) query.set('intake', String(intake));
  if (appId && appId > 0) query.set('appId', String(appId));
  const search = query.toString();
  return `/onlineApp${step ? `/${ONLINE_APP_CHILDREN[step]}` : ''}${search ? `?${search}` : ''}`;
}

/** The step of a child route segment ('workexp', any case) or code ('W'); undefined when unknown. */
export function wizardStepOf(segment: string | undefined): WizardStep | undefined {
  const wanted = segment?.trim().toLowerCase() ?? '';
  if (!wanted) return undefined;
  return (Object.keys(ONLINE_APP_CHILDREN) as WizardStep[]).find((step) => step.toLowerCase() === wanted || ONLINE_APP_CHILDREN[step].toLowerCase() === wanted);
}

/** A positive id of a query parameter ('?intake=12'), else undefined. */
export function queryIdOf(search: string, name: string): number | undefined {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(name);
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** The course parameters (member §3) of a chosen course, as the shortlist call takes them. */
export const courseParameterOf = (course: ApplicationCourse): CourseParameter => ({
  CourseFk: course.courseId,
  LocationFk: course.locationId,
  IntakeFk: course.intakeId,
  CourseStudyModeFk: course.studyModeId,
  IntakeDate: course.intakeDate,
  AppliedForLegalId: course.institutionId,
});

/**
 * The course parameters of an intake known by its id only (an Apply button): the intake names its
 * course, campus, study mode and date, so the server fills the rest in from it.
 */
export const intakeParameter = (intakeId: number): CourseParameter => ({
  CourseFk: 0,
  LocationFk: 0,
  IntakeFk: intakeId,
  CourseStudyModeFk: 0,
  IntakeDate: '',
  AppliedForLegalId: 0,
});
