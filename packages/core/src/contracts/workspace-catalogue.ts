import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, Named, NamedMinor, optionalId, requiredId } from './fields.js';

/*
 * The workspace's catalogue (issue 27, docs/workspace.md "Catalogue"): the organisation's courses and
 * their intakes, drafts, publishing, archiving and each course's history. Owners and catalogue
 * editors write ('editCatalogue'); every role of the staff reads ('readCatalogue'). The fields'
 * checks are the importer's (core rules/workspace-catalogue.ts): the shapes below are loose so that a bad value
 * gets the rule's message, not a shape error. Any write moves the course search index's version.
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

export const CourseStatus = z.enum(['draft', 'published', 'archived']);
export type CourseStatus = z.infer<typeof CourseStatus>;

/** A number, its text, or blank (the rule reads and checks it). */
export const loose = () => z._default(z.nullable(z.union([z.number(), z.string().check(z.maxLength(40))])), null);
export const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

export const CatalogueIntake = z.object({
  id: z.number(),
  locationId: z.number(),
  campus: z.string(),
  studyModeId: z.number(),
  studyMode: z.string(),
  /** yyyy-MM-dd */
  startDate: z.string(),
  /** null: no limit. */
  seats: z.nullable(z.number()),
  /** Seats held by submitted applications. */
  seatsTaken: z.number(),
  annualFee: z.nullable(z.number()),
  totalFee: z.nullable(z.number()),
  currency: z.string(),
});
export type CatalogueIntake = z.infer<typeof CatalogueIntake>;

/** A course as its editor shows it: every field of the course detail, its campuses and intakes. */
export const CatalogueCourse = z.object({
  id: z.number(),
  status: CourseStatus,
  name: z.string(),
  courseCode: z.string(),
  majorId: z.number(),
  minorId: z.nullable(z.number()),
  awardId: z.number(),
  /** The award as an import file gave it, when filed under "Other award" ('' otherwise). */
  awardName: z.string(),
  campusIds: z.array(z.number()),
  durationMonths: z.nullable(z.number()),
  durationText: z.string(),
  studentType: z.string(),
  interviewRequired: z.boolean(),
  minReference: z.number(),
  description: z.string(),
  structure: z.string(),
  /** The name and description in other languages (issue 28), in the locales' order; '' where not translated. */
  translations: z.array(z.object({ locale: z.string(), name: z.string(), description: z.string() })),
  intakes: z.array(CatalogueIntake),
});
export type CatalogueCourse = z.infer<typeof CatalogueCourse>;

export const CatalogueCourseRow = z.object({
  id: z.number(),
  status: CourseStatus,
  name: z.string(),
  courseCode: z.string(),
  award: z.string(),
  intakes: z.number(),
});
export type CatalogueCourseRow = z.infer<typeof CatalogueCourseRow>;

/** The course form's fields (core rules/workspace-catalogue.ts validateCourse). */
const courseFields = {
  name: text(1_000),
  courseCode: text(1_000),
  majorId: loose(),
  minorId: loose(),
  awardId: loose(),
  campusIds: z._default(z.array(requiredId()).check(z.maxLength(200)), []),
  durationMonths: loose(),
  durationText: text(1_000),
  studentType: text(1_000),
  interviewRequired: z._default(z.boolean(), false),
  minReference: loose(),
  description: text(20_000),
  structure: text(20_000),
  /** The whole list of translations (core rules/workspace-catalogue-translations.ts); absent: the course keeps its own. */
  translations: z.optional(z.array(z.object({ locale: text(20), name: text(1_000), description: text(20_000) })).check(z.maxLength(20))),
};

/** The intake form's fields (core rules/workspace-catalogue.ts validateIntake). */
const intakeFields = {
  locationId: loose(),
  studyModeId: loose(),
  startDate: text(40),
  seats: loose(),
  annualFee: loose(),
  totalFee: loose(),
  currency: text(40),
};

const courseReply = z.object({ course: CatalogueCourse });

export const catalogueCourses = defineCall({
  id: 'workspaceCatalogueCourses',
  area,
  summary: "The organisation's courses, by name: search by any part of the name, filter by status, paged; exact total.",
  method: 'GET',
  path: '/api/workspace/catalogue/courses',
  auth: 'required',
  query: z.object({ ...orgQuery, q: z._default(z.string().check(z.maxLength(300)), ''), status: z._default(z.enum(['', 'draft', 'published', 'archived']), ''), pageNo: count(1), pageSize: z._default(z.enum(['10', '20', '50', '100']), '20') }),
  reply: z.object({ courses: z.array(CatalogueCourseRow), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

export const catalogueOptions = defineCall({
  id: 'workspaceCatalogueOptions',
  area,
  summary: "What the course and intake forms choose from: study areas, award levels, study modes and the organisation's campuses.",
  method: 'GET',
  path: '/api/workspace/catalogue/options',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({
    majors: z.array(Named),
    minors: z.array(NamedMinor),
    awards: z.array(Named),
    studyModes: z.array(Named),
    campuses: z.array(z.object({ id: z.number(), name: z.string(), currency: z.string() })),
  }),
});

export const catalogueCourse = defineCall({
  id: 'workspaceCatalogueCourse',
  area,
  summary: 'One of the organisation\'s courses with its campuses and intakes (seats and seats taken).',
  method: 'GET',
  path: '/api/workspace/catalogue/course',
  auth: 'required',
  query: z.object({ ...orgQuery, courseId: requiredId() }),
  reply: courseReply,
});

export const createCourse = defineCall({
  id: 'workspaceCreateCourse',
  area,
  summary: 'Catalogue editor: a new course, saved as a draft (students do not see it) or published at once (publish: true).',
  method: 'POST',
  path: '/api/workspace/catalogue/courses/create',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ ...courseFields, publish: z._default(z.boolean(), false) }),
  reply: courseReply,
  status: 201,
});

export const updateCourse = defineCall({
  id: 'workspaceUpdateCourse',
  area,
  summary: "Catalogue editor: changes a course's fields and campuses (intakes at a campus no longer listed go with it, unless seats are taken there).",
  method: 'POST',
  path: '/api/workspace/catalogue/courses/update',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ courseId: requiredId(), ...courseFields }),
  reply: courseReply,
});

export const setCourseStatus = defineCall({
  id: 'workspaceSetCourseStatus',
  area,
  summary: 'Catalogue editor: publishes a course, archives it (hidden from search, kept in applications and favourites) or takes it back to draft.',
  method: 'POST',
  path: '/api/workspace/catalogue/courses/status',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ courseId: requiredId(), newStatus: CourseStatus }),
  reply: courseReply,
});

export const saveIntake = defineCall({
  id: 'workspaceSaveIntake',
  area,
  summary: 'Catalogue editor: adds an intake to a course (no intakeId) or changes one; seats never below the seats taken.',
  method: 'POST',
  path: '/api/workspace/catalogue/intakes/save',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ courseId: requiredId(), intakeId: optionalId(), ...intakeFields }),
  reply: courseReply,
});

export const deleteIntake = defineCall({
  id: 'workspaceDeleteIntake',
  area,
  summary: 'Catalogue editor: removes an intake no submitted application holds a seat of.',
  method: 'POST',
  path: '/api/workspace/catalogue/intakes/delete',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ intakeId: requiredId() }),
  reply: courseReply,
});

export const CatalogueChange = z.object({ field: z.string(), before: z.string(), after: z.string() });
export const CatalogueHistoryEntry = z.object({
  id: z.number(),
  /** ISO-8601 UTC. */
  at: z.string(),
  /** The staff member's name. */
  who: z.string(),
  /** A course and its intakes, or a scholarship, form or event (workspace-listings.ts). */
  record: z.enum(['course', 'intake', 'scholarship', 'form', 'event']),
  recordId: z.number(),
  action: z.enum(['created', 'updated', 'status', 'deleted']),
  changes: z.array(CatalogueChange),
});
export type CatalogueHistoryEntry = z.infer<typeof CatalogueHistoryEntry>;

export const courseHistory = defineCall({
  id: 'workspaceCourseHistory',
  area,
  summary: 'Who changed what and when on a course and its intakes, with the previous values; newest first.',
  method: 'GET',
  path: '/api/workspace/catalogue/course/history',
  auth: 'required',
  query: z.object({ ...orgQuery, courseId: requiredId(), pageNo: count(1) }),
  reply: z.object({ entries: z.array(CatalogueHistoryEntry), total: z.number(), pageNo: z.number(), pageSize: z.number() }),
});
