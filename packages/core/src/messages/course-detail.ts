/**
 * The course detail's own words, apart from `courseLabels` in a module of their own (a bundler keeps a
 * module's used exports wherever the module goes), so they load with the detail, not the list.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const courseDetailLabels = /* @__PURE__ */ defineCatalogue('course-detail', 'courseDetailLabels', {
  totalFee: 'Total fee',
  structure: 'Structure',
  campuses: 'Campuses',
  intakes: 'Intakes',
  scholarships: 'Scholarships',
  courseCode: 'Course code',
  duration: 'Duration',
  type: 'Study level group',
  studyArea: 'Study area',
  studentType: 'Student type',
  seats: 'Seats',
  interviewRequired: 'Interview required',
  minReference: 'References required',
  termStart: 'Term start',
  webAddress: 'Web address',
  yes: 'Yes',
  no: 'No',
  noIntakes: 'No intakes scheduled.',
  noScholarships: 'No scholarships for this course.',
} as const);
