import { format } from '../messages/common.js';
import type { FieldErrors } from './field.js';
import { courseMessages, courseReplyMessages } from '../messages/courses.js';
import { searchTextLength } from './courses-search-text.js';

/** Course search text minimum (discovery §9). */
export const MIN_COURSE_SEARCH_LENGTH = 3;
/** Most rows one course search answers (from … to). */
export const MAX_COURSE_ROWS = 100;
/** Most characters of a course search text (the study area or course name box, the old filter's keyword). */
export const MAX_COURSE_SEARCH_LENGTH = 200;
export { MAX_WORD_LENGTH, normaliseSearchText, searchTextLength, searchWords } from './courses-search-text.js';

/** An id as a form or an old client sends it: a number, a numeric string, '' or null (= any). */
export type IdValue = number | string | null | undefined;

const hasId = (value: IdValue): boolean => {
  if (value === null || value === undefined) return false;
  const n = typeof value === 'number' ? value : Number(String(value).trim() || '0');
  return Number.isFinite(n) && n > 0;
};

/** The values the course-search rules read. */
export interface CourseFilterValues {
  /** Study area or course name; present (even empty) only in the new filter. */
  search?: string | null;
  country_fk?: IdValue;
  AwardG_fk?: IdValue;
}

export type CourseFilterKind = 'new' | 'old';

/**
 * Which filter a request comes from: the new filter always sends `search` (the study area or course
 * name box, even when empty); the old filter has no such box and never sends it.
 */
export const courseFilterKind = (values: CourseFilterValues): CourseFilterKind =>
  typeof values.search === 'string' ? 'new' : 'old';

/**
 * New course filter (discovery §5): at least 3 characters of study area or course name (letters and
 * digits; accents and punctuation do not count; a Chinese, Japanese or Korean character counts two, so
 * 数学 is enough: searchTextLength), an institution country and a study level group.
 * One missing item gives its own message; two or more also give the combined warning under `form`
 * (first, so it is the message shown): the missing items, comma-separated, followed by "is required",
 * e.g. 'Study Area Or Course Name, Institution Country is required'.
 */
export function validateNewCourseFilter(v: CourseFilterValues): FieldErrors<'form' | 'search' | 'country_fk' | 'AwardG_fk'> {
  const fields: Array<['search' | 'country_fk' | 'AwardG_fk', boolean, string, string]> = [
    ['search', searchTextLength(v.search ?? '') < MIN_COURSE_SEARCH_LENGTH, courseMessages.courseSearchTextRequired, courseMessages.courseFilterItemText],
    ['country_fk', !hasId(v.country_fk), courseMessages.courseInstitutionCountryRequired, courseMessages.courseFilterItemCountry],
    ['AwardG_fk', !hasId(v.AwardG_fk), courseMessages.courseStudyLevelGroupRequired, courseMessages.courseFilterItemGroup],
  ];
  const missing = fields.filter(([, fails]) => fails);
  const errors: FieldErrors<'form' | 'search' | 'country_fk' | 'AwardG_fk'> = {};
  if (missing.length > 1) errors.form = format(courseMessages.courseFilterMissing, { items: missing.map(([, , , item]) => item).join(', ') });
  for (const [field, , message] of missing) errors[field] = message;
  if (!errors.search && (v.search ?? '').length > MAX_COURSE_SEARCH_LENGTH) errors.search = courseSearchTooLong();
  return errors;
}

/** The message of a search text over MAX_COURSE_SEARCH_LENGTH characters. */
export const courseSearchTooLong = (): string => format(courseMessages.courseSearchTooLong, { max: MAX_COURSE_SEARCH_LENGTH });

/** Old course filter (discovery §5): a country is required. */
export function validateOldCourseFilter(v: CourseFilterValues): FieldErrors<'country_fk'> {
  return hasId(v.country_fk) ? {} : { country_fk: courseMessages.courseCountryRequired };
}

/** The rule of whichever filter the values come from (see courseFilterKind). */
export function validateCourseFilter(v: CourseFilterValues): FieldErrors<'form' | 'search' | 'country_fk' | 'AwardG_fk'> {
  return courseFilterKind(v) === 'new' ? validateNewCourseFilter(v) : validateOldCourseFilter(v);
}

/** Rows `from` (0-based, inclusive) to `to` (exclusive): 0 ≤ from ≤ to, at most MAX_COURSE_ROWS. */
export function validateCourseRows(from: number, to: number): FieldErrors<'from'> {
  const ok = Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from && to - from <= MAX_COURSE_ROWS;
  return ok ? {} : { from: format(courseReplyMessages.courseRowsOutOfRange, { max: MAX_COURSE_ROWS }) };
}
