/**
 * The words of my applications in the browser (member §2 "My applications"; the timeline is beyond
 * the specification, so its words are our own). The timeline's status labels are
 * `applicationsMessages.statusLabels`.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const myApplicationsLabels = /* @__PURE__ */ defineCatalogue('applications-list', 'myApplicationsLabels', {
  title: 'My applications',
  loading: 'Loading your applications…',
  /** Under "No records found": where applications come from. */
  emptyHint: 'Find a course and apply online.',
  findCourses: 'Find courses',
  /** The card's heading ({number}: the application's id). */
  applicationNumber: 'Application {number}',
  /** The application's state. */
  applicationStatus: { D: 'Draft', S: 'Submitted', W: 'Withdrawn' },
  statusLabel: 'Status',
  createdLabel: 'Created',
  submittedLabel: 'Submitted',
  withdrawnLabel: 'Withdrawn',
  referenceLabel: 'Student reference',
  coursesLabel: 'Courses',
  institutionLabel: 'Institution',
  campusLabel: 'Campus',
  intakeLabel: 'Intake',
  studyModeLabel: 'Study mode',
  courseStatusLabel: 'Status',
  /** A draft's courses have no status yet. */
  notSubmitted: 'Not submitted',
  /** The per-course timeline's accessible name ({course}). */
  timelineLabel: 'Timeline of {course}',
  /** Marks the timeline's latest event for screen readers. */
  currentStatus: '(current status)',
  conditionsLabel: 'Conditions:',
  /** A rejection's reason (the partner workspace, issue 26). */
  reasonLabel: 'Reason:',
  /** Actions; their accessible names add the application's number or the course. */
  continueAction: 'Continue',
  continueApplication: 'Continue application {number}',
  deleteAction: 'Delete',
  deleteApplication: 'Delete application {number}',
  withdrawAction: 'Withdraw',
  withdrawApplication: 'Withdraw application {number}',
  resubmitAction: 'Resubmit',
  resubmitApplication: 'Resubmit application {number}',
  pdfAction: 'Download PDF',
  pdfApplication: 'Download PDF of application {number}',
  acceptAction: 'Accept offer',
  acceptOffer: 'Accept offer for {course}',
  declineAction: 'Decline offer',
  declineOffer: 'Decline offer for {course}',
  /** The confirm dialogs. */
  deleteTitle: 'Delete application',
  deleteConfirm: 'Delete draft application {number}? This cannot be undone.',
  withdrawTitle: 'Withdraw application',
  withdrawConfirm: 'Withdraw application {number}? Its courses will be withdrawn; the history stays.',
  acceptTitle: 'Accept offer',
  acceptConfirm: 'Accept the offer for {course} at {institution}?',
  declineTitle: 'Decline offer',
  declineConfirm: 'Decline the offer for {course} at {institution}? This cannot be undone.',
  confirmYes: 'Yes',
  confirmCancel: 'Cancel',
  /** After an offer response. */
  offerAccepted: 'Offer accepted.',
  offerDeclined: 'Offer declined.',
} as const);
