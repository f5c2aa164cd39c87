import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { MessageReply } from './common.js';
import { requiredId } from './fields.js';
import { eduId, eduText } from './shared-profile-record-fields.js';
import { ApplicationCourse, ApplicationSummary, CourseParameter, WizardStep } from './shared-application.js';

/** The online application wizard (member §2 "Online application wizard", §3, §4, §5, §7 "Online application"). */
const area = 'application';

/** Where the member's application stands: id 0 and key '' before the shortlist call (member §4). */
export const ApplicationState = z.object({
  applicationFk: z.number(),
  /** '' or SAS_PAP. */
  key: z.string(),
  sapStudentId: z.string(),
  /** P when more than one course, else A. */
  shortlistValue: z.enum(['A', 'P']),
  step: WizardStep,
  /** The survey of the AD step (the first chosen course with one); 0 skips AD. */
  surveyId: z.number(),
  /** D draft, S submitted, W withdrawn. */
  status: z.enum(['D', 'S', 'W']),
  declared: z.boolean(),
  courses: z.array(ApplicationCourse),
});
export type ApplicationState = z.infer<typeof ApplicationState>;

export const startCheck = defineCall({
  id: 'applicationStartCheck',
  area,
  summary:
    "The online start checks for one intake (member §5): null when an application may start, else 'Your basic details is incomplete.', 'Your basic detail not configured' or the no-seats message.",
  method: 'GET',
  path: '/api/OnlineApp/StartCheck',
  auth: 'required',
  query: z.object({ intakeFk: requiredId() }),
  reply: z.object({ refusal: z.nullable(z.string()) }),
});

export const currentApplication = defineCall({
  id: 'applicationCurrent',
  area,
  summary:
    "The member's application being assembled (with appFk that one, else the latest draft), so the wizard reopens at the step the member left; null when there is none.",
  method: 'GET',
  path: '/api/OnlineApp/CurrentApplication',
  auth: 'required',
  query: z.object({ appFk: eduId() }),
  reply: z.object({ application: z.nullable(ApplicationState) }),
});

export const saveStep = defineCall({
  id: 'applicationSaveStep',
  area,
  summary: 'Records the wizard step the member is on, so another device or a later sign-in reopens it.',
  method: 'POST',
  path: '/api/OnlineApp/SaveStep',
  auth: 'required',
  body: z.object({ applicationFk: requiredId(), step: WizardStep }),
  reply: ApplicationState,
});

export const courseDetailProfile = defineCall({
  id: 'applicationCourseDetailProfile',
  area,
  summary: 'The course details of a list of course parameters (the C step before a shortlist exists); unknown intakes are left out.',
  method: 'POST',
  path: '/api/OnlineApp/CourseDetailProfile',
  auth: 'required',
  body: z.object({ courseData: z.array(CourseParameter).check(z.maxLength(50)) }),
  reply: z.object({ courses: z.array(ApplicationCourse) }),
});

/** One shortlist entry (member §7): ID1 the course, ID2 the study mode. */
export const ShortlistEntry = z.object({ ID1: eduId(), ID2: eduId() });

export const addOrDeleteCourse = defineCall({
  id: 'applicationAddOrDeleteCourse',
  area,
  summary:
    "Sets the application's courses to courseData (the shortlist call): creates the application (key SAS_PAP) when ApplicationFk is 0, adds each intake to favourites; 400 'You may add maximum five courses in application', 'This course already exist. please choose another' or 'At least one course must be selected.'; 409 { message, applicationId } when a course and intake is already in another live application of the member's.",
  method: 'POST',
  path: '/api/OnlineApp/AddOrDeleteCourse',
  auth: 'required',
  body: z.object({
    SapClientId: eduId(),
    sListCourse: z._default(z.array(ShortlistEntry).check(z.maxLength(50)), []),
    value: z._default(z.enum(['P', 'A']), 'A'),
    courseData: z.array(CourseParameter).check(z.maxLength(50)),
    ApplicationFk: eduId(),
  }),
  reply: ApplicationState,
});

export const getSapStudentId = defineCall({
  id: 'applicationGetSapStudentId',
  area,
  summary: "The member's student reference for the application (made on first call, then kept).",
  method: 'GET',
  path: '/api/OnlineApp/GetSapStudentId',
  auth: 'required',
  query: z.object({ courseFk: eduId(), courseLegalId: eduId(), applicationFk: requiredId(), slistId: eduId() }),
  reply: z.object({ sapStudentId: z.string() }),
});

export const generateApplication = defineCall({
  id: 'applicationGenerate',
  area,
  summary: "Next on the summary step with no application id: makes the application from the course parameters (JSON list) and answers its state; 409 { message, applicationId } as AddOrDeleteCourse.",
  method: 'GET',
  path: '/api/OnlineApp/GenerateApplication',
  auth: 'required',
  query: z.object({ courseParameter: eduText(4000), propKey: eduText(20), courseLegalFk: eduId(), sapClientId: eduId() }),
  reply: ApplicationState,
});

export const loadApplicationSummary = defineCall({
  id: 'applicationLoadSummary',
  area,
  summary: "The AS step: the application's courses, the member's profile and the questionnaire's answers (a submitted application: its snapshot).",
  method: 'POST',
  path: '/api/OnlineApp/LoadApplicationSummary',
  auth: 'required',
  body: z.object({ applicationFk: requiredId() }),
  reply: ApplicationSummary,
});

export const Declaration = z.object({
  privacyPolicyFk: z.number(),
  title: z.string(),
  /** Paragraphs of the declaration and privacy policy. */
  paragraphs: z.array(z.string()),
  accepted: z.boolean(),
});

export const loadDeclaration = defineCall({
  id: 'applicationLoadDeclaration',
  area,
  summary: 'The DC step: the declaration and privacy policy text and whether the member has accepted it for this application.',
  method: 'GET',
  path: '/api/OnlineApp/LoadDeclaration',
  auth: 'required',
  query: z.object({ courseLegalFk: eduId(), applicationFk: requiredId() }),
  reply: Declaration,
});

export const upsertDeclaration = defineCall({
  id: 'applicationUpsertDeclaration',
  area,
  summary: 'Records that the member accepts the declaration (form key SAP_APP) for the application.',
  method: 'GET',
  path: '/api/OnlineApp/UpsertDeclaration',
  auth: 'required',
  query: z.object({
    applicationFk: requiredId(),
    privacyPolicyFk: requiredId(),
    formKey: z.literal('SAP_APP'),
    sapClientFk: eduId(),
    courseFk: eduId(),
  }),
  reply: MessageReply,
});

export const syncProfileData = defineCall({
  id: 'applicationSyncProfileData',
  area,
  summary:
    "Submits the application: keeps a snapshot of the summary, takes a seat of each intake and starts each course's timeline. Result F with 'Application submission failed' when it cannot (no declaration, no seat left, not a draft).",
  method: 'GET',
  path: '/api/OnlineApp/SyncProfileData',
  auth: 'required',
  query: z.object({ courseLegalId: eduId(), sapClientFk: eduId(), applicationFk: requiredId() }),
  reply: z.object({ result: z.enum(['S', 'F']), message: z.string() }),
});

/** A favourite course intake the course picker offers. */
export const PickerCourse = ApplicationCourse;

export const favouriteCourseSelect = defineCall({
  id: 'applicationFavouriteCourseSelect',
  area,
  summary: "The course picker (page size 4): the member's favourite course intakes, optionally of one institution.",
  method: 'GET',
  path: '/api/OnlineApp/FavouriteCourseSelect',
  auth: 'required',
  query: z.object({ courseLegalId: eduId(), pageNo: eduId() }),
  reply: z.object({ rows: z.array(ApplicationCourse), total: z.number() }),
});
