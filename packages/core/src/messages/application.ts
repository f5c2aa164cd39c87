/** The online application wizard (member §2, §5, §8): the specification's words verbatim, typos included. */
import { defineCatalogue } from '../i18n/catalogue.js';
export const applicationMessages = /* @__PURE__ */ defineCatalogue('application', 'applicationMessages', {
  /** Member §5 "Course selection". */
  maxCourses: 'You may add maximum five courses in application',
  courseExists: 'This course already exist. please choose another',
  atLeastOneCourse: 'At least one course must be selected.',
  /** Member §5 "Online start checks". */
  basicIncomplete: 'Your basic details is incomplete.',
  basicNotConfigured: 'Your basic detail not configured',
  noSeats: 'Our record show that there are no seats available for this intake. Please contact the institution',
  /** Member §8. */
  submissionFailed: 'Application submission failed',
  /** Member §8: the about-me (B step) save. */
  aboutMeSaved: 'Data save successfully',
  /** The submission went through (beyond the specification's words: its flow goes back to my applications). */
  submitted: 'Your application has been submitted.',
  declarationSaved: 'Data saved successfully.',
  /** Our own words: an intake the catalogue no longer has, a course list that is not a JSON list, an old declaration. */
  intakeUnknown: 'This course intake is no longer offered. Please choose another.',
  courseParameterInvalid: 'The course list could not be read.',
  privacyPolicyOutdated: 'This is not the current privacy policy. Please read the declaration again.',
  /** Our own words (issue 24): the course and intake are already in a live application of the member's (409, with its id). */
  alreadyApplied: 'You have already applied for {course} (intake {intakeDate}).',
  /** The link to that application, beside the refusal. */
  openExistingApplication: 'Open that application',
  /** The declaration a member accepts on the DC step (form key SAP_APP). */
  declarationTitle: 'Declaration and privacy policy',
  declarationParagraphs: [
    'I declare that the information I have given in this application is true and complete. I understand that the institutions may withdraw an offer if any of it is false or incomplete.',
    'I agree that StudyAtlas passes this application, my profile as it is at submission and my answers to the institutions of the courses I have chosen, so that they can assess it and contact me about it.',
    'I understand that I may withdraw my application at any time from My applications, and that the institutions keep what they have received as their own privacy policies describe.',
  ],
} as const);
