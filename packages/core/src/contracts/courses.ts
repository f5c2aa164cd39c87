import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, optionalId, requiredId } from './fields.js';
import { courseSearchTooLong, MAX_COURSE_SEARCH_LENGTH } from '../rules/courses.js';

const area = 'courses';

/** 'yyyy-MM-dd' or empty. */
const optionalDay = () => z.optional(z.nullable(z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/))));

const flag = () => z.optional(z.union([z.boolean(), z.string(), z.number()]));

const Named = z.object({ id: z.number(), name: z.string() });

/**
 * The course filter (discovery §3) with the specification's field names. `search` is sent by the
 * new filter only (see courseFilterKind); `keyWord` is the old filter's optional text.
 */
export const CourseFilter = z.object({
  search: z.optional(z.nullable(z.string().check(z.maxLength(MAX_COURSE_SEARCH_LENGTH, { error: courseSearchTooLong })))),
  country_fk: optionalId(),
  state_fk: optionalId(),
  city_fk: optionalId(),
  campus_fk: optionalId(),
  legal_fk: optionalId(),
  majorFk: optionalId(),
  minorFk: optionalId(),
  studyModeFk: optionalId(),
  Award_fk: optionalId(),
  AwardG_fk: optionalId(),
  keyWord: z.optional(z.nullable(z.string().check(z.maxLength(MAX_COURSE_SEARCH_LENGTH, { error: courseSearchTooLong })))),
  scholFk: optionalId(),
  scholLegalFk: optionalId(),
  /** Courses with an intake on or after this day. */
  intakeDate: optionalDay(),
  /** CL: the panel's by-location search, CN: by name. Informational (the text always searches names). */
  IsCourseLocOrName: z.optional(z.nullable(z.enum(['CL', 'CN', '']))),
  currentPage: count(1),
  from: count(0),
  to: count(10),
  /** The list's see-more toggle; accepted, no effect on the answer. */
  seemore: flag(),
  /** N by name (default), L by location. */
  SortParm: z.optional(z.nullable(z.enum(['N', 'L', '']))),
});
export type CourseFilter = z.input<typeof CourseFilter>;
/** The filter as the server sees it after the shape check (ids numbers or undefined). */
export type CourseFilterParsed = z.output<typeof CourseFilter>;

/** One row of the course list (discovery §3 "Course list row"): a course at one campus. */
export const CourseRow = z.object({
  /** RowNM: 1-based position in the whole result. */
  rowNumber: z.number(),
  /** The first intake at this campus that matches the filter (0 when none is scheduled). */
  intakeId: z.number(),
  courseFk: z.number(),
  /** my_legal_fk: the institution. */
  legalFk: z.number(),
  locationId: z.number(),
  name: z.string(),
  institutionName: z.string(),
  campus: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  award: z.string(),
  awardGroup: z.string(),
  studyArea: z.string(),
  studyMode: z.nullable(z.string()),
  startDate: z.nullable(z.string()),
  annualFee: z.nullable(z.number()),
  totalFee: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  /** The signed-in member's favourite (category C, this intake): its preference id; 0 = not a favourite or anonymous. */
  preferenceId: z.number(),
  /**
   * Always false from the server: the compare selection lives in the browser (core `$compare`,
   * localStorage), so the client marks the rows it holds. Kept for the specification's row shape.
   */
  isCompare: z.boolean(),
  /** TotalCNT: rows in the whole result. */
  totalCount: z.number(),
});
export type CourseRow = z.infer<typeof CourseRow>;

export const CourseSearchReply = z.object({ total: z.number(), rows: z.array(CourseRow) });
export type CourseSearchReply = z.infer<typeof CourseSearchReply>;

export const CourseFilterData = z.object({
  /** Table 1: countries with at least one course. */
  countries: z.array(Named),
  /** Table 2: their states that have courses. */
  states: z.array(z.object({ id: z.number(), name: z.string(), countryId: z.number() })),
  /** Table 3: cities that have courses. */
  cities: z.array(z.object({ id: z.number(), name: z.string(), stateId: z.number(), countryId: z.number() })),
  /** Table 4: study area majors. */
  majors: z.array(Named),
  /** Table 5: study area minors (parentFk = the major). */
  minors: z.array(z.object({ id: z.number(), name: z.string(), parentFk: z.number() })),
  /** Table 6: study level groups and their award levels. */
  awardGroups: z.array(Named),
  awards: z.array(z.object({ id: z.number(), name: z.string(), groupId: z.number() })),
  /** Table 7: study modes. */
  studyModes: z.array(Named),
});
export type CourseFilterData = z.infer<typeof CourseFilterData>;

export const Intake = z.object({
  /** value: the intake id (TermDetId). */
  intakeId: z.number(),
  courseFk: z.number(),
  locationId: z.number(),
  campus: z.string(),
  city: z.string(),
  country: z.string(),
  studyModeId: z.number(),
  studyMode: z.string(),
  startDate: z.string(),
  seats: z.nullable(z.number()),
  annualFee: z.nullable(z.number()),
  totalFee: z.nullable(z.number()),
  currency: z.string(),
});
export type Intake = z.infer<typeof Intake>;

export const Campus = z.object({
  locationId: z.number(),
  name: z.string(),
  address: z.string(),
  cityId: z.number(),
  city: z.string(),
  stateId: z.number(),
  state: z.string(),
  countryId: z.number(),
  country: z.string(),
});
export type Campus = z.infer<typeof Campus>;

export const CourseScholarship = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.nullable(z.number()),
  currency: z.string(),
  closeDate: z.string(),
  webAddress: z.nullable(z.string()),
});

/** Course detail (discovery §3): the course, the selected campus and intake, all campuses and intakes. */
export const CourseDetail = z.object({
  courseId: z.number(),
  courseName: z.string(),
  institute: z.string(),
  webAddress: z.nullable(z.string()),
  legalId: z.number(),
  courseCode: z.string(),
  description: z.string(),
  structure: z.string(),
  duration: z.string(),
  durationMonths: z.nullable(z.number()),
  award: z.string(),
  /** type: the study level group. */
  type: z.string(),
  studyArea: z.string(),
  minorArea: z.nullable(z.string()),
  studentType: z.string(),
  interviewRequired: z.boolean(),
  minReference: z.number(),
  /** The selected campus ('location') and where it is. */
  locationId: z.number(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  /** The selected intake (0 and nulls when none is scheduled in the window). */
  intakeId: z.number(),
  termStart: z.nullable(z.string()),
  courseStudyModeFk: z.nullable(z.number()),
  studyMode: z.nullable(z.string()),
  seats: z.nullable(z.number()),
  annualFee: z.nullable(z.number()),
  totalFee: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  /** The favourite's preference id; 0 = not a favourite (favourites area). */
  favouriteDetailId: z.number(),
  /** tbLocations */
  campuses: z.array(Campus),
  /** tbIntake: intakes from the cut-off day on, at every campus. */
  intakes: z.array(Intake),
  scholarships: z.array(CourseScholarship),
});
export type CourseDetail = z.infer<typeof CourseDetail>;

export const filterData = defineCall({
  id: 'coursesPublicFilterData',
  area,
  summary: 'Course filter lists: countries, states and cities with courses, study areas, levels, study modes.',
  method: 'GET',
  path: '/api/CoursesPublic/CoursesPublicFilterData',
  auth: 'none',
  reply: CourseFilterData,
});

export const searchData = defineCall({
  id: 'coursesSearchData',
  area,
  summary: 'Course search: the filter with from/to; ranked by text match, rows carry the total.',
  method: 'POST',
  path: '/api/Courses/SearchData',
  publicPath: '/api/CoursesPublic/CoursesPublicSearchData',
  auth: 'optional',
  body: CourseFilter,
  reply: CourseSearchReply,
});

export const searchDataList = defineCall({
  id: 'coursesSearchDataList',
  area,
  summary: 'The intakes of a course (from one month before today), for the list’s see-more.',
  method: 'POST',
  path: '/api/Courses/SearchDataList',
  publicPath: '/api/CoursesPublic/CoursesPublicSearchDataList',
  auth: 'optional',
  query: z.object({ courseFK: requiredId() }),
  reply: z.array(Intake),
});

export const campuses = defineCall({
  id: 'coursesPublicCampus',
  area,
  summary: 'The campuses of an institution.',
  method: 'GET',
  path: '/api/CoursesPublic/CoursesPublicCampus',
  auth: 'none',
  query: z.object({ legalFk: requiredId() }),
  reply: z.array(Campus),
});

export const minorDates = defineCall({
  id: 'coursesPublicMinorDates',
  area,
  summary: 'The minors of a study area major.',
  method: 'GET',
  path: '/api/CoursesPublic/CoursesPublicMinorDates',
  auth: 'none',
  query: z.object({ majorFk: requiredId() }),
  reply: z.array(z.object({ id: z.number(), name: z.string(), parentFk: z.number() })),
});

export const detail = defineCall({
  id: 'courseDetail',
  area,
  summary: 'Course detail with its campuses, intakes and scholarships; the first campus and intake selected.',
  method: 'POST',
  path: '/api/Courses/CourseDetail',
  publicPath: '/api/CoursesPublic/CoursesPublicDetail',
  auth: 'optional',
  body: z.object({ CourseId: requiredId() }),
  reply: CourseDetail,
});

export const detailByIntake = defineCall({
  id: 'courseDetailByIntake',
  area,
  summary: 'Course detail at a campus and intake; intakes from CurDate (default one month before today).',
  method: 'POST',
  path: '/api/Courses/CourseDetailByIntake',
  publicPath: '/api/CoursesPublic/CoursesPublicDetailByIntake',
  auth: 'optional',
  body: z.object({
    CourseId: requiredId(),
    LocationId: optionalId(),
    TermDetId: optionalId(),
    CurDate: optionalDay(),
  }),
  reply: CourseDetail,
});

export const applyCondition = defineCall({
  id: 'courseApplyCondition',
  area,
  summary: 'Whether the member’s basic and contact details are complete enough to apply online.',
  method: 'GET',
  path: '/api/Courses/CourseApplyCondition',
  auth: 'required',
  reply: z.object({ isBasicDetUpdate: z.boolean(), isContactDetail: z.boolean() }),
});
