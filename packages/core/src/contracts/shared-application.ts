import * as z from 'zod/mini';
import { eduId } from './shared-profile-record-fields.js';

/*
 * Shapes the application wizard (area `application`), my applications (`applications`) and the
 * partner API share: the course parameters of an application (member §3 "Application course entry")
 * and the application summary (§2, the AS step), which is also the snapshot kept at submission and
 * what the PDF prints.
 */

/** The wizard steps in order (member §2): AD only when a chosen course has a survey. */
export const WIZARD_STEPS = ['C', 'B', 'E', 'W', 'P', 'AD', 'AS', 'DC'] as const;
export const WizardStep = z.enum(WIZARD_STEPS);
export type WizardStep = z.infer<typeof WizardStep>;

/** The application key once a shortlist exists (member §9). */
export const APPLICATION_KEY = 'SAS_PAP';
/** The declaration's form key (member §9). */
export const DECLARATION_FORM_KEY = 'SAP_APP';
/** At most five courses per application; the course picker shows four a page (member §9). */
export const MAX_APPLICATION_COURSES = 5;
export const COURSE_PICKER_PAGE_SIZE = 4;

/** One course entry as the wizard sends it (member §3): ids, IntakeDate dd-Mon-yyyy or yyyy-MM-dd. */
export const CourseParameter = z.object({
  CourseFk: eduId(),
  LocationFk: eduId(),
  IntakeFk: eduId(),
  CourseStudyModeFk: eduId(),
  IntakeDate: z._default(z.string().check(z.maxLength(20)), ''),
  AppliedForLegalId: eduId(),
});
export type CourseParameter = z.infer<typeof CourseParameter>;

/** A chosen course as the wizard and my applications show it. Dates yyyy-MM-dd. */
export const ApplicationCourse = z.object({
  /** The application course entry (0 before the shortlist exists). */
  entryId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  institutionId: z.number(),
  institutionName: z.string(),
  locationId: z.number(),
  campus: z.string(),
  city: z.string(),
  country: z.string(),
  intakeId: z.number(),
  intakeDate: z.string(),
  studyModeId: z.number(),
  studyMode: z.string(),
  award: z.string(),
  /** Seats of the intake (null: no limit given) and seats left. */
  seats: z.nullable(z.number()),
  seatsLeft: z.nullable(z.number()),
  /** The survey this course asks to answer (its own, else its institution's); 0 when none. */
  surveyId: z.number(),
});
export type ApplicationCourse = z.infer<typeof ApplicationCourse>;

const Documents = z.array(z.string());

/** The summary's sections (member §2 AS step): what the student declares and submits. Dates yyyy-MM-dd. */
export const ApplicationSummary = z.object({
  applicationId: z.number(),
  courses: z.array(ApplicationCourse),
  basic: z.object({
    title: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    lastName: z.string(),
    gender: z.string(),
    dateOfBirth: z.string(),
    nationality: z.string(),
    birthCountry: z.string(),
    email: z.string(),
    phone: z.string(),
    mobile: z.string(),
    address: z.string(),
  }),
  qualifications: z.array(
    z.object({
      country: z.string(),
      level: z.string(),
      qualification: z.string(),
      institution: z.string(),
      dateFrom: z.string(),
      dateTo: z.string(),
      awardingBody: z.string(),
      grades: z.string(),
      documents: Documents,
    }),
  ),
  englishTests: z.array(
    z.object({
      name: z.string(),
      date: z.string(),
      reportNumber: z.string(),
      scores: z.array(z.object({ label: z.string(), value: z.string() })),
      documents: Documents,
    }),
  ),
  passports: z.array(
    z.object({ country: z.string(), type: z.string(), number: z.string(), issueDate: z.string(), expiryDate: z.string(), documents: Documents }),
  ),
  visas: z.array(
    z.object({
      country: z.string(),
      number: z.string(),
      type: z.string(),
      subClass: z.string(),
      grantDate: z.string(),
      expiryDate: z.string(),
      documents: Documents,
    }),
  ),
  family: z.array(
    z.object({
      relation: z.string(),
      name: z.string(),
      dateOfBirth: z.string(),
      gender: z.string(),
      birthCountry: z.string(),
      accompanying: z.boolean(),
    }),
  ),
  experience: z.array(
    z.object({ employer: z.string(), position: z.string(), startDate: z.string(), endDate: z.string(), isCurrent: z.boolean(), mainDuties: z.string() }),
  ),
  flags: z.object({
    visaViolation: z.boolean(),
    violationDetail: z.string(),
    refused: z.boolean(),
    refusedCountry: z.string(),
    refusedDetail: z.string(),
  }),
  /** The questionnaire's answers, in question order; a file answer lists its file names. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;

/** A course's place on the application timeline (beyond the specification). */
export const TIMELINE_STATUSES = ['SUB', 'REV', 'OFC', 'OFU', 'REJ', 'ACC', 'DEC', 'WDR'] as const;
export const TimelineStatus = z.enum(TIMELINE_STATUSES);
export type TimelineStatus = z.infer<typeof TimelineStatus>;

export const TimelineEvent = z.object({
  status: TimelineStatus,
  /** ISO-8601 UTC. */
  at: z.string(),
  /** S the student, I the institution. */
  actor: z.enum(['S', 'I']),
  /** An offer's conditions, or a rejection's reason. */
  conditions: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** One course of an application with its status and timeline: my applications, the partner API and the workspace. */
export const ApplicationCourseRow = z.extend(ApplicationCourse, {
  /** '' while a draft, else the latest timeline status. */
  status: z.string(),
  /** An offer's conditions, or a rejection's reason. */
  conditions: z.string(),
  timeline: z.array(TimelineEvent),
});
export type ApplicationCourseRow = z.infer<typeof ApplicationCourseRow>;
