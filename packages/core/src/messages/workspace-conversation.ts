/**
 * The partner workspace's conversation with the student and its "Connect me" enquiries (issue 26),
 * apart from `workspaceMessages` / `workspaceLabels` so that their words travel with their screens
 * (loaded lazily) and the server, not with the workspace's first chunk.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const workspaceConversationMessages = /* @__PURE__ */ defineCatalogue('workspace-conversation', 'workspaceConversationMessages', {
  enquiryNotFound: 'Enquiry not found.',
  messageNotFound: 'Message not found.',
  attachmentNotFound: 'Attachment not found.',
  /** The conversation and the answers to enquiries. */
  subjectRequired: 'Please enter the subject.',
  subjectTooLong: 'A subject has at most {max} characters.',
  messageRequired: 'Please write the message.',
  messageTooLong: 'A message has at most {max} characters.',
  attachmentUnknown: 'Attach only files you uploaded.',
  /** An anonymous enquirer gets the answer by e-mail, which carries no attachments. */
  mailNoAttachments: 'This answer goes by e-mail: it cannot carry attachments.',
  /** The answer mailed to an anonymous enquirer ({organisation}, {subject}). */
  mailAnswerSubject: '{subject} — {organisation}',
  mailAnswerIntro: '{organisation} answers the enquiry you sent through StudyAtlas:',
  mailAnswerYours: 'Your enquiry ({date}):',
  mailAnswerReply: 'To answer, write to {organisation} through its page on StudyAtlas or sign up and send "Connect me" again.',
} as const);

/** The conversation's and the enquiries' screens (the application page's part, the Enquiries section). */
export const workspaceConversationLabels = /* @__PURE__ */ defineCatalogue('workspace-conversation', 'workspaceConversationLabels', {
  conversationHint: 'The student sees the organisation as the sender, never your name or address. Their replies appear here.',
  noMessages: 'No messages yet.',
  /** Who wrote a message, for the staff ({name}). */
  fromStaff: 'Sent by {name} for the organisation',
  fromStudent: 'From {name}',
  mailedTo: 'Sent by e-mail to {email}',
  newReply: 'New',
  attachmentsOf: 'Attachments',
  openAttachment: 'Open {name}',
  writeMessage: 'Write to the student',
  subject: 'Subject',
  /** The subject a new message starts with ({organisation}, {number}). */
  defaultSubject: 'Your application {number} to {organisation}',
  message: 'Message',
  send: 'Send',
  /** The success notices ({name}, {email}). */
  messageSentNotice: 'Message sent to {name}.',
  answerMailedNotice: 'Answer sent by e-mail to {email}.',
  enquiryHandledNotice: 'Enquiry marked handled.',
  enquiryReopenedNotice: 'Enquiry open again.',

  // ---- Enquiries ----
  enquiriesIntro: 'The "Connect me" enquiries students send to your organisation. Answer them and mark them handled.',
  enquiryState: 'Show',
  enquiryStates: { open: 'Open', handled: 'Handled', all: 'All' },
  noEnquiries: 'No enquiries.',
  /** The exact total ({count}). */
  enquiriesTotal: '{count} enquiries',
  enquiriesTotalOne: '1 enquiry',
  enquiriesPagination: 'Pages of enquiries',
  received: 'Received',
  sender: 'From',
  memberSender: 'Member',
  guestSender: 'Not signed in',
  handled: 'Handled',
  open: 'Open',
  /** The row's link ({subject}, {name}). */
  openEnquiry: 'Enquiry "{subject}" from {name}',
  noSubject: '(no subject)',
  enquiryTitle: 'Enquiry from {name}',
  enquiryLoading: 'Loading the enquiry…',
  backToEnquiries: 'Back to the enquiries',
  phone: 'Phone',
  nationality: 'Nationality',
  country: 'Country',
  notGiven: 'Not given',
  enquirySubject: 'Subject',
  enquiryMessage: 'Message',
  /** When and by whom it was handled ({date}, {name}). */
  handledBy: 'Handled on {date} by {name}',
  markHandled: 'Mark handled',
  reopen: 'Open again',
  answersSection: 'Answers',
  answer: 'Answer the enquiry',
  answerByMail: 'The sender was not signed in: the answer goes to {email} by e-mail, without attachments.',
  /** The subject an answer starts with ({subject}). */
  answerSubject: 'Re: {subject}',
  answerSubjectPlain: 'Your enquiry',
  sendAnswer: 'Send answer',
} as const);
