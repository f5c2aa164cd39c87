/** The e-mail a member receives when an application is submitted (our words; server only). */
import { defineCatalogue } from '../i18n/catalogue.js';
export const applicationMailMessages = /* @__PURE__ */ defineCatalogue('application-mails', 'applicationMailMessages', {
  mailSubmittedSubject: 'Your application {reference} has been submitted',
  mailSubmittedIntro: 'Thank you: we have received your application {reference} and passed it to the institutions of the courses you chose:',
  /** One line per course. */
  mailSubmittedCourse: '{course}, {institution} ({campus}, {city}), intake {intakeDate}, {studyMode}',
  mailSubmittedNext: 'Each institution will review your application. You can follow every course in My applications:',
  mailSubmittedButton: 'My applications',
} as const);
