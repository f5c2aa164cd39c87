import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/**
 * Profile E "Education" (member §2, §3, §5, §8): qualifications, English tests and other tests.
 * Quoted specification wording is verbatim (typos included). The specification names the required
 * fields without wording: those texts, and the document-type rule's, are ours.
 */
export const educationMessages = /* @__PURE__ */ defineCatalogue('profile-education', 'educationMessages', {
  // Education (member §5)
  educationDateOrder: 'Date attended to must be greater than date attended from',
  educationCountryRequired: 'Country is required',
  educationLevelRequired: 'Qualification level is required',
  educationLanguageRequired: 'Language is required',
  educationQualificationRequired: 'Qualification is required',
  educationInstitutionRequired: 'Institution is required',
  /** Our wording for "document type required if a file is attached" (member §5, no wording given). */
  documentTypeRequired: 'Document type is required when a file is attached',
  // English test (member §5)
  englishTestDateFuture: 'Test Date should be less then current Date',
  englishTestRequired: 'Test is required',
  englishReportRequired: 'Report number is required',
  englishStateRequired: 'State is required',
  englishCityRequired: 'City is required',
  scoreRequired: 'Score required',
  scoreDecimal: 'Score value should be numeric or decimal',
  scoreWhole: 'Score value should be numeric',
  scoreRange: 'Score should be with in range',
  scoreMultiplier: 'Please enter all the scores in valid multipliers of {n}',
  /** A score for a module the chosen test does not have. */
  scoreModuleUnknown: 'This score does not belong to the chosen test',
  // Other test (member §5)
  otherTestNameRequired: 'Test name is required',
  otherAwardByRequired: 'Awarding organisation is required',
  otherAwardNameRequired: 'Award name is required',
  otherScoresRequired: 'Scores are required',
  // Places and lists checked by the server
  placeUnknown: 'Please choose from the list',
  // Saves and deletes (member §8)
  dataSaved: 'Data saved successfully.',
  recordDeleted: 'Record deleted.',
  recordNotFound: 'The record was not found.',
} as const);

/** The education screens' own words (the specification gives them none). */
export const educationLabels = /* @__PURE__ */ defineCatalogue('profile-education', 'educationLabels', {
  sectionTitle: 'Education',
  qualificationsTitle: 'Qualifications',
  englishTitle: 'English tests',
  otherTitle: 'Other tests',
  addQualification: 'Add qualification',
  editQualification: 'Edit qualification',
  addEnglish: 'Add English test',
  editEnglish: 'Edit English test',
  addOther: 'Add other test',
  editOther: 'Edit other test',
  country: 'Country',
  qualification: 'Qualification',
  level: 'Qualification level',
  institution: 'Institution',
  institutionTyped: 'Institution name (if not in the list)',
  institutionOther: 'Other (type the name)',
  language: 'Language of instruction',
  dateFrom: 'Date attended from',
  dateTo: 'Date attended to',
  currentlyStudying: 'Currently studying',
  estimatedCompletion: 'Estimated date of completion',
  awardingBody: 'Awarding body',
  highest: 'Highest qualification',
  subjectGradeDate: 'Subject, grade and date',
  dates: 'Dates',
  test: 'Test',
  testName: 'Test name',
  testDate: 'Test date',
  reportNo: 'Report number',
  scores: 'Scores',
  module: 'Module',
  score: 'Score',
  scoreRangeHint: '{min}–{max}',
  awardBy: 'Awarding organisation',
  awardName: 'Award name',
  scoresText: 'Scores',
  choose: CHOOSE_PLACEHOLDER,
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirmTitle: 'Delete',
  deleteConfirm: 'Delete this record?',
  chooseTestFirst: 'Choose a test to enter its scores.',
  yes: 'Yes',
  next: 'Next',
  back: 'Back',
  highestMark: 'Highest',
  present: 'Present',
  /** The list of a record's attached documents in a grid. */
  documentsOf: 'Documents of {name}',
} as const);
