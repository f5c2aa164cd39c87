import { defineCatalogue } from '../i18n/catalogue.js';
import type { WizardStep } from '../contracts/shared-application.js';

/**
 * The words of an application's summary as submitted (the wizard's AS step; the partner workspace shows
 * the same sections): a course's facts, the sections and their labels. Apart, so a screen showing the
 * summary does not carry the wizard's other words.
 */
const summaryWords = {
  institution: 'Institution',
  campus: 'Campus',
  intakeDate: 'Intake',
  studyMode: 'Study mode',
  seatsLeft: 'Seats left',
  seatsUnlimited: 'Open',
  sections: {
    courses: 'Courses',
    basic: 'Basic data',
    qualifications: 'Qualifications',
    englishTests: 'English tests',
    passports: 'Passports',
    visas: 'Visas',
    family: 'Family',
    experience: 'Experience',
    flags: 'Breach and refusal',
    answers: 'Question responses',
  },
  title: 'Title',
  name: 'Name',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  birthCountry: 'Country of birth',
  email: 'E-mail',
  phone: 'Phone',
  mobile: 'Mobile',
  address: 'Address',
  country: 'Country',
  level: 'Level',
  qualification: 'Qualification',
  dates: 'Dates',
  /** `{from}` – `{to}`. */
  dateRange: '{from} – {to}',
  current: 'current',
  awardingBody: 'Awarding body',
  grades: 'Grades',
  documents: 'Documents',
  testName: 'Test',
  testDate: 'Test date',
  reportNumber: 'Report number',
  scores: 'Scores',
  passportType: 'Type',
  number: 'Number',
  issueDate: 'Issue date',
  expiryDate: 'Expiry date',
  visaType: 'Type',
  subClass: 'Sub-class',
  grantDate: 'Grant date',
  relation: 'Relation',
  accompanying: 'Accompanying',
  employer: 'Employer',
  position: 'Position',
  period: 'Period',
  mainDuties: 'Main duties',
  visaViolation: 'Visa breach',
  refused: 'Visa refused',
  refusedCountry: 'Refused by',
  yes: 'Yes',
  no: 'No',
  question: 'Question',
  answer: 'Answer',
} as const;

export const applicationSummaryLabels = /* @__PURE__ */ defineCatalogue('application-wizard', 'applicationSummaryLabels', summaryWords);

/**
 * The online application wizard's own words (member §2 "Online application wizard"): step names,
 * buttons and the screens' labels. The specification's messages are in `applicationMessages`.
 */
export const applicationWizardLabels = /* @__PURE__ */ defineCatalogue('application-wizard', 'applicationWizardLabels', {
  ...summaryWords,
  wizardTitle: 'Online application',
  /** Accessible name of the step list. */
  stepsLabel: 'Application steps',
  /** `{n}` the current step's number, `{total}` the steps of this run. */
  stepOf: 'Step {n} of {total}',
  steps: {
    C: 'Course detail',
    B: 'About me',
    E: 'Education',
    W: 'Work experience',
    P: 'Passport',
    AD: 'Questionnaire',
    AS: 'Application summary',
    DC: 'Declaration',
  } satisfies Record<WizardStep, string>,
  back: 'Back',
  next: 'Next',
  save: 'Save',
  submit: 'Submit',
  loading: 'Loading the application…',
  starting: 'Starting the application…',
  /** The start refused: where the member can fix it. */
  openProfile: 'Complete my profile',
  /** A widget with nothing to reopen (no intake given and no application in progress). */
  noApplication: 'You have no application in progress. Choose a course and press Apply to start one.',

  /** C step. */
  coursesHeading: 'Chosen courses',
  /** `{count}` chosen of `{max}`. */
  coursesCount: '{count} of {max} courses chosen',
  removeCourse: 'Remove {name}',
  removeCourseShort: 'Remove',
  addFromFavourites: 'Add a course from my favourites',
  pickerTitle: 'My favourite courses',
  pickerLoading: 'Loading your favourite courses…',
  pickerEmpty: 'You have no favourite courses yet. Mark courses as favourites in the course search to add them here.',
  pickerPagination: 'Favourite course pages',
  add: 'Add',
  addCourse: 'Add {name}',
  close: 'Close',
  /** `{course}` at `{institution}`, `{campus}`. */
  courseAt: '{institution}, {campus}',

  /** AS step. */
  summaryLoading: 'Loading the summary…',

  /** DC step. */
  declarationLoading: 'Loading the declaration…',
  accept: 'I accept',
  acceptFirst: 'Please accept the declaration before submitting.',
} as const);
