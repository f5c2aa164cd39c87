/** Scholarships. */
import { defineCatalogue } from '../i18n/catalogue.js';
export const scholarshipMessages = /* @__PURE__ */ defineCatalogue('scholarships', 'scholarshipMessages', {
  // Scholarships (discovery §7 "Scholarships"); the specification gives no wording of its own
  scholarshipNotFound: 'The scholarship was not found.',
  scholarshipRowsOutOfRange: 'Rows must run from 0 upwards, at most {max} at a time (from ≤ to).',
} as const);

/** The scholarships screens' own words (the specification gives them none). */
export const scholarshipLabels = /* @__PURE__ */ defineCatalogue('scholarships', 'scholarshipLabels', {
  searchTitle: 'Find a scholarship',
  country: 'Country',
  institution: 'Institution',
  levelGroup: 'Study level group',
  majorArea: 'Study area',
  minorArea: 'Study area detail',
  keyword: 'Scholarship or institution name',
  any: 'Any',
  search: 'Search',
  clear: 'Clear',
  resultsTitle: 'Scholarships',
  resultsTotal: '{total} scholarships found',
  resultsRange: 'Showing {from}–{to} of {total}',
  details: 'Scholarship details',
  amount: 'Amount',
  opens: 'Opens',
  closes: 'Closes',
  closed: 'Closed',
  anyLevel: 'Any study level',
  offeredIn: 'Offered in',
  print: 'Print view',
  overview: 'Overview',
  eligibility: 'Eligibility',
  courses: 'Courses',
  courseCount: '{count} courses at {institution} qualify for this scholarship.',
  viewCourses: 'View these courses',
  noCourses: 'No courses are currently listed for this scholarship.',
  institutionSection: 'Institution',
  web: 'Web',
} as const);
