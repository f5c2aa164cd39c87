import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/** The courses screens' own words (the specification gives them none). */
export const courseLabels = /* @__PURE__ */ defineCatalogue('courses', 'courseLabels', {
  searchTitle: 'Find a course',
  searchText: 'Study Area Or Course Name',
  keyword: 'Course name or study area',
  country: 'Institution Country',
  state: 'State',
  city: 'City',
  levelGroup: 'Study Level Group',
  award: 'Award',
  /** An "Other award" level in the award filter, named by the awards the files gave (issue 25). */
  otherAwardNamed: '{award}: {names}',
  moreAwardNames: '{names} and {count} more',
  majorArea: 'Study area',
  minorArea: 'Study area detail',
  studyMode: 'Study mode',
  intakeDate: 'Intake from',
  searchBy: 'Search by',
  byLocation: 'Location',
  byName: 'Name',
  sortBy: 'Sort by',
  sortByName: 'Name',
  sortByLocation: 'Location',
  any: 'Any',
  choose: CHOOSE_PLACEHOLDER,
  search: 'Search',
  clear: 'Clear',
  resultsTitle: 'Courses',
  resultsTotal: '{total} courses found',
  resultsRange: 'Showing {from}–{to} of {total}',
  noSearch: 'No search to show yet. Choose what you are looking for in the course search.',
  toSearch: 'Go to the course search',
  campus: 'Campus',
  location: 'Location',
  startDate: 'Starts',
  annualFee: 'Annual fee',
  /** A result without a fee (the specification gives no wording). */
  feeNotPublished: 'Fee not published',
  overview: 'Overview',
  description: 'Description',
  details: 'Course details',
  amount: 'Amount',
  closes: 'Closes',
} as const);

/**
 * The course search's rules and refusals (discovery §5): the new filter (text, country, level group)
 * and the old one (country).
 */
export const courseMessages = /* @__PURE__ */ defineCatalogue('courses', 'courseMessages', {
  courseSearchTextRequired: 'At least 3 characters of Study Area Or Course Name must be provided',
  courseInstitutionCountryRequired: 'Institution Country is required',
  courseStudyLevelGroupRequired: 'Study Level Group is required',
  /** The combined warning: the missing items, comma-separated, followed by "is required". */
  courseFilterMissing: '{items} is required',
  courseFilterItemText: 'Study Area Or Course Name',
  courseFilterItemCountry: 'Institution Country',
  courseFilterItemGroup: 'Study Level Group',
  courseCountryRequired: 'Country is required',
  /** A search text longer than the search reads ({max}: MAX_COURSE_SEARCH_LENGTH). */
  courseSearchTooLong: 'Study Area Or Course Name can be at most {max} characters',
} as const);

/**
 * The server's refusals of course calls (rows out of range, what was not found): apart from
 * `courseMessages`, which browsers read, so their bundles do not carry these.
 */
export const courseReplyMessages = /* @__PURE__ */ defineCatalogue('courses', 'courseReplyMessages', {
  courseRowsOutOfRange: 'Rows must run from 0 upwards, at most {max} at a time (from ≤ to).',
  courseNotFound: 'The course was not found.',
  courseInstitutionNotFound: 'The institution was not found.',
  courseStudyAreaNotFound: 'The study area was not found.',
  courseCampusNotFound: 'The campus was not found for this course.',
  courseIntakeNotFound: 'The intake was not found for this course.',
} as const);
