import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/** Contact us, and the e-mails it sends. */
export const contactMessages = /* @__PURE__ */ defineCatalogue('contact', 'contactMessages', {
  // Contact us (discovery §5, §8); the name, verify-email, subject and message wording is our own
  contactNameRequired: 'Name is required',
  contactNameTooLong: 'Name must be at most 100 characters',
  contactEmailRequired: 'Email is required',
  contactInvalidEmail: 'Invalid Email',
  contactVerifyEmailRequired: 'Please enter your email again',
  contactEmailMismatch: 'Email mismatch',
  contactPhoneRequired: 'Phone number is required',
  contactInvalidNumber: 'Invalid number',
  contactSubjectRequired: 'Subject is required',
  contactSubjectUnknown: 'Please choose one of the subjects.',
  contactNoteRequired: 'Message is required',
  contactNoteTooLong: 'Message must be at most 4000 characters',
  contactSent: 'Thank you for contacting us. Your message has been sent and we will answer by e-mail.',
  contactFailed: 'Failed to register user',
  mailContactSupportSubject: 'Contact us: {subject} (from {name})',
  mailContactSupportIntro: 'A message was sent with the contact-us form.',
  mailContactFrom: 'From: {name} <{email}>',
  mailContactPhone: 'Phone: {number}',
  mailContactMember: 'Signed-in member #{clientId}',
  mailContactVisitor: 'Visitor (not signed in)',
  mailContactSubjectLine: 'Subject: {subject}',
  mailContactAckSubject: 'We received your message',
  mailContactAckIntro: 'Thank you for contacting StudyAtlas. We received your message about "{subject}" and will answer to this address.',
  mailContactAckCopy: 'Your message:',
} as const);

/** The contact-us screen's own words (the specification gives it none beyond its messages). */
export const contactLabels = /* @__PURE__ */ defineCatalogue('contact', 'contactLabels', {
  title: 'Contact us',
  intro: 'Questions, problems or ideas? Send us a message and we will answer by e-mail.',
  memberIntro: 'We will answer to {email}.',
  name: 'Name',
  email: 'Email',
  verifyEmail: 'Verify email',
  number: 'Phone number',
  subject: 'Subject',
  chooseSubject: CHOOSE_PLACEHOLDER,
  message: 'Message',
  send: 'Send',
} as const);
