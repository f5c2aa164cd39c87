import * as courses from '../contracts/courses.js';
import type { Campus, CourseDetail, CourseFilterData, CourseFilterParsed, CourseRow, CourseSearchReply, Intake } from '../contracts/courses.js';
import type { ScholarshipCourseLink } from '../contracts/shared-links.js';

// The course shapes the screens use, by name (the contracts module is exported as `courses`).
export type { Campus, CourseDetail, CourseFilterData, CourseRow, CourseSearchReply, Intake };
import { cachedFilterData } from '../stores/filter-data-cache.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../format/paging.js';
import { createSearchFlow, type SearchPage } from '../stores/search-flow.js';
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
 * them. Resolves with the route of the course list, the search in its query.
 */
export async function searchScholarshipCourses(detail: { courses: ScholarshipCourseLink }, options: CallOptions = {}): Promise<string> {
  const { country_fk, scholFk, scholLegalFk } = detail.courses.filter;
  const filter: CourseSearchFilter = { country_fk, scholFk, scholLegalFk, IsCourseLocOrName: 'CN', SortParm: 'N' };
  await courseSearch.search(filter, {}, options);
  return courseListHref(filter);
}

/** Whether the signed-in member's details allow an online application to start (CourseApplyCondition; sign-in required). */
export const courseApplyCondition = (options: CallOptions = {}) => getClient().call(courses.applyCondition, undefined, options);

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

/*
 * The course search in the list's URL (`/findCourse/list?search=law&country_fk=3&page=2`), so a list
 * opened from a shared link, a bookmark or a new tab shows the same courses. Only the filter's known
 * fields are written and read, each checked as the contract would; anything else in the query is
 * ignored.
 */

const ID_KEYS = [
  'country_fk',
  'state_fk',
  'city_fk',
  'campus_fk',
  'legal_fk',
  'AwardG_fk',
  'Award_fk',
  'majorFk',
  'minorFk',
  'studyModeFk',
  'scholFk',
  'scholLegalFk',
] as const;
const TEXT_KEYS = ['search', 'keyWord'] as const;

/** The filter and page of a course list URL. */
export interface CourseListQuery {
  filter: CourseSearchFilter;
  page: SearchPage;
}

/** The query string (without '?') of a course search at a page; the same filter always gives the same string. */
export function courseSearchQuery(filter: CourseSearchFilter, page: Partial<SearchPage> = {}): string {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filter[key];
    if (typeof value === 'string' && value !== '') params.set(key, value);
  }
  for (const key of ID_KEYS) {
    const value = filter[key];
    if (typeof value === 'number' && value > 0) params.set(key, String(value));
  }
  if (filter.intakeDate) params.set('intakeDate', filter.intakeDate);
  if (filter.IsCourseLocOrName) params.set('by', filter.IsCourseLocOrName);
  if (filter.SortParm) params.set('sort', filter.SortParm);
  if (page.page && page.page > 1) params.set('page', String(page.page));
  if (page.pageSize && page.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(page.pageSize));
  return params.toString();
}

/** The course list route with the search in its query. */
export const courseListHref = (filter: CourseSearchFilter, page: Partial<SearchPage> = {}, listRoute: string = COURSE_LIST_ROUTE): string => {
  const query = courseSearchQuery(filter, page);
  return query ? `${listRoute}?${query}` : listRoute;
};

const whole = (value: string | null, max = 999_999_999): number | undefined =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 && Number(value) <= max ? Number(value) : undefined;

/**
 * The search a course list URL's query holds (with or without its '?'); null when it holds none
 * (a bare list route), so the list shows the remembered search or leads back to the search form.
 */
export function courseListQuery(query: string): CourseListQuery | null {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const filter: CourseSearchFilter = {};
  let found = false;
  for (const key of TEXT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) {
      filter[key] = value.slice(0, 200);
      found = true;
    }
  }
  for (const key of ID_KEYS) {
    const value = whole(params.get(key));
    if (value !== undefined) {
      filter[key] = value;
      found = true;
    }
  }
  const intake = params.get('intakeDate');
  if (intake && /^\d{4}-\d{2}-\d{2}$/.test(intake)) {
    filter.intakeDate = intake;
    found = true;
  }
  if (!found) return null;
  const by = params.get('by');
  if (by === 'CL' || by === 'CN') filter.IsCourseLocOrName = by;
  const sort = params.get('sort');
  if (sort === 'N' || sort === 'L') filter.SortParm = sort;
  const size = whole(params.get('size'));
  return {
    filter,
    page: {
      page: whole(params.get('page'), 100_000) ?? 1,
      pageSize: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    },
  };
}
