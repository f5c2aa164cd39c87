/** Starting an online application (discovery §4 "Online application start", member §5). */
import { defineCatalogue } from '../i18n/catalogue.js';
export const applyMessages = /* @__PURE__ */ defineCatalogue('applications', 'applyMessages', {
  applyAction: 'Apply',
  applyCourse: 'Apply for {name}',
  /** Discovery §4, §9: the start refused while the basic or contact details are incomplete. */
  applyDetailsIncomplete: 'First update your basic detail and contact detail',
  /** Shown above the login dialog when Apply was pressed signed out (discovery §6: apply needs sign-in). */
  applySignIn: 'Please sign in to apply online.',
} as const);

/**
 * My applications and the application timeline (member §2 "My applications"; the timeline, the
 * partner API and its e-mails are beyond the specification, so their words are our own).
 */
export const applicationsMessages = /* @__PURE__ */ defineCatalogue('applications', 'applicationsMessages', {
  /** A course's place on the timeline, by status code. */
  statusLabels: {
    SUB: 'Submitted',
    REV: 'Under review',
    OFC: 'Conditional offer',
    OFU: 'Unconditional offer',
    REJ: 'Rejected',
    ACC: 'Accepted',
    DEC: 'Declined',
    WDR: 'Withdrawn',
  },
  /** DeleteApplication: a draft is deleted, a submitted application withdrawn. */
  applicationDeleted: 'Application deleted.',
  applicationWithdrawn: 'Application withdrawn.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  /** A move the timeline does not allow ({from}, {to}: status labels). */
  moveNotAllowed: 'This application cannot move from {from} to {to}.',
  /** GeneratePdf of a draft: the PDF prints what was submitted. */
  pdfNeedsSubmission: 'Submit the application first: the PDF shows the application as it was submitted.',
  applicationNotFound: 'Application not found.',
  courseEntryNotFound: 'Application course not found.',
  /** Partner API key problems (401). */
  partnerKeyMissing: 'A partner key is required: send the header Authorization: Bearer <partner key>.',
  partnerKeyInvalid: 'This partner key is not valid or has been revoked.',
  partnerFileNotFound: 'Resource file not found',
  /** A conditional offer states its conditions. */
  conditionsRequired: 'Please give the conditions of the offer.',
  /** The status e-mail to the student. */
  mailStatusSubject: 'Your application for {course}: {status}',
  mailStatusIntro: 'The status of your application for {course} at {institution} ({campus}, intake {intake}) is now: {status}.',
  mailStatusConditions: 'Conditions of the offer:',
  /** A rejection's reason (given in the partner workspace, issue 26). */
  mailStatusReason: 'Reason given:',
  mailStatusAction: 'See the whole timeline in My applications:',
  mailStatusButton: 'Open My applications',
} as const);
