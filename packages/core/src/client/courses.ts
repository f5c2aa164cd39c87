import * as courses from '../contracts/courses.js';
import type { Campus, CourseDetail, CourseFilterData, CourseFilterParsed, CourseRow, CourseSearchReply, Intake } from '../contracts/courses.js';
import type { ScholarshipCourseLink } from '../contracts/shared-links.js';

// The course shapes the screens use, by name (the contracts module is exported as `courses`).
export type { Campus, CourseDetail, CourseFilterData, CourseRow, CourseSearchReply, Intake };
import { cachedFilterData } from '../stores/filter-data-cache.js';
import { createSearchFlow } from '../stores/search-flow.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/**
 * Shape version of the course filter data kept in localStorage: bump it when `CourseFilterData`
 * changes, so browsers drop what they cached from an older build.
 */
export const COURSE_FILTER_DATA_VERSION = 1;

/** The course filter lists (CoursesPublicFilterData), cached in localStorage (discovery §9). */
export const courseFilterData = (options: CallOptions = {}): Promise<CourseFilterData> =>
  cachedFilterData('courses', COURSE_FILTER_DATA_VERSION, () => getClient().call(courses.filterData, undefined, options));

/** One page of the course search (SearchData / CoursesPublicSearchData): rows `from` … `to`, the total. */
export const searchCourses = (filter: CourseFilterParsed, options: CallOptions = {}): Promise<CourseSearchReply> =>
  getClient().call(courses.searchData, { body: filter }, options);

/** A course filter without its rows (the search flow sets `from`, `to` and `currentPage` per page). */
export type CourseSearchFilter = Omit<CourseFilterParsed, 'from' | 'to' | 'currentPage'>;

/** The list route of the course search (discovery §2). */
export const COURSE_LIST_ROUTE = '/findCourse/list';

/**
 * The course search flow (discovery §4): `courseSearch.search(filter)` runs page 1, caches it and
 * remembers the filter; `$state` holds what the list shows. `from`, `to` and `currentPage` of the
 * filter are set from the page.
 */
export const courseSearch = createSearchFlow<CourseSearchFilter, CourseRow>({
  area: 'courses',
  run: (filter, { from, to }, options) =>
    searchCourses({ ...filter, from, to, currentPage: Math.floor(from / Math.max(1, to - from)) + 1 }, options),
});

/**
 * Opens the courses a scholarship applies to: runs the course search with the detail's course filter
 * (its country, scholFk and scholLegalFk) through the course search flow, so the course list shows
 * them. Resolves with the route of the course list.
 */
export async function searchScholarshipCourses(detail: { courses: ScholarshipCourseLink }, options: CallOptions = {}): Promise<string> {
  const { country_fk, scholFk, scholLegalFk } = detail.courses.filter;
  await courseSearch.search({ country_fk, scholFk, scholLegalFk, IsCourseLocOrName: 'CN', SortParm: 'N' }, {}, options);
  return COURSE_LIST_ROUTE;
}

/** The intakes of a course (SearchDataList). */
export const courseIntakes = (courseId: number, options: CallOptions = {}): Promise<Intake[]> =>
  getClient().call(courses.searchDataList, { query: { courseFK: courseId } }, options);

/** The campuses of an institution (CoursesPublicCampus). */
export const institutionCampuses = (legalFk: number, options: CallOptions = {}): Promise<Campus[]> =>
  getClient().call(courses.campuses, { query: { legalFk } }, options);

/** The minors of a study area major (CoursesPublicMinorDates). */
export const studyAreaMinors = (majorFk: number, options: CallOptions = {}) =>
  getClient().call(courses.minorDates, { query: { majorFk } }, options);

export interface CourseDetailRequest {
  courseId: number;
  /** The campus (0 or absent: the first). */
  campusId?: number;
  /** The intake (0 or absent: the first in the window). */
  intakeId?: number;
}

/** Course detail at a campus and intake (CourseDetailByIntake); intakes from one month before today. */
export const courseDetail = ({ courseId, campusId, intakeId }: CourseDetailRequest, options: CallOptions = {}): Promise<CourseDetail> =>
  getClient().call(
    courses.detailByIntake,
    { body: { CourseId: courseId, LocationId: campusId || undefined, TermDetId: intakeId || undefined } },
    options,
  );
