import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, requiredId } from './fields.js';
import { eduText } from './shared-profile-record-fields.js';

/*
 * The partner workspace's conversations (issue 26): staff write to a student as the organisation —
 * about an application, or answering a "Connect me" enquiry — through the product's messaging; the
 * student's replies come back to the organisation. Calls name the organisation in the query (`org`)
 * like every workspace call: 403 off its staff or without the role's ability, 404 for another
 * organisation's application, enquiry or message. docs/workspace.md, "Conversation" and "Enquiries".
 */
const area = 'workspace';
const orgQuery = { org: requiredId() };

export const ConversationAttachment = z.object({
  fileId: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The workspace path that serves it (with org and message). */
  url: z.string(),
});

export const ConversationMessage = z.object({
  id: z.number(),
  /** out: the organisation wrote it; in: the student's reply. */
  direction: z.enum(['out', 'in']),
  /** The staff member who wrote it (out), or the student (in). Staff only: the student sees the organisation. */
  author: z.object({ clientId: z.nullable(z.number()), name: z.string() }),
  subject: z.string(),
  /** Sanitized HTML. */
  message: z.string(),
  at: z.string(),
  /** A reply no staff member had seen before this answer. */
  unread: z.boolean(),
  attachments: z.array(ConversationAttachment),
  /** An answer to an anonymous enquirer went by e-mail to this address. */
  mailedTo: z.nullable(z.string()),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

const Conversation = z.object({ messages: z.array(ConversationMessage) });

/** What staff write: a subject, the rich text and stored files uploaded by the writer. */
const messageFields = {
  subject: eduText(400),
  message: eduText(200_000),
  fileIds: z._default(z.array(requiredId()).check(z.maxLength(10)), []),
};

export const conversation = defineCall({
  id: 'workspaceConversation',
  area,
  summary: "The organisation's conversation with the student about one application, oldest first (both directions, who on the staff wrote each message); opening it marks the student's replies read for the organisation.",
  method: 'GET',
  path: '/api/workspace/conversation',
  auth: 'required',
  query: z.object({ ...orgQuery, applicationId: requiredId() }),
  reply: Conversation,
});

export const sendMessage = defineCall({
  id: 'workspaceSendMessage',
  area,
  summary: "Admissions or owner: writes to the application's student as the organisation (rich text, up to 10 attachments). The student's Inbox shows the organisation as the sender; a reply comes back to this conversation.",
  method: 'POST',
  path: '/api/workspace/conversation/send',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ applicationId: requiredId(), ...messageFields }),
  reply: Conversation,
  status: 201,
});

export const messageAttachment = defineCall({
  id: 'workspaceMessageAttachment',
  area,
  summary: "An attachment of a message of the organisation's conversations (bytes; `x-filename` names it). 404 for any other.",
  method: 'GET',
  path: '/api/workspace/conversation/attachment',
  auth: 'required',
  query: z.object({ ...orgQuery, messageId: requiredId(), fileId: requiredId(), inline: z.optional(z.enum(['1', '0'])) }),
  reply: z.unknown(),
});

// ---- "Connect me" enquiries ----

export const ENQUIRY_STATES = ['open', 'handled', 'all'] as const;

export const EnquiryRow = z.object({
  id: z.number(),
  receivedAt: z.string(),
  sender: z.object({ name: z.string(), email: z.string(), member: z.boolean() }),
  campus: z.string(),
  subject: z.string(),
  handled: z.boolean(),
  /** Answers sent. */
  answers: z.number(),
  /** The student's replies no staff member has seen. */
  unread: z.number(),
});
export type EnquiryRow = z.infer<typeof EnquiryRow>;

export const enquiries = defineCall({
  id: 'workspaceEnquiries',
  area,
  summary: 'The "Connect me" enquiries sent to the organisation, newest first: open (default), handled or all; exact total; the open count (the badge).',
  method: 'GET',
  path: '/api/workspace/enquiries',
  auth: 'required',
  query: z.object({ ...orgQuery, state: z._default(z.enum(ENQUIRY_STATES), 'open'), pageNo: count(1), pageSize: z._default(z.enum(['10', '20', '50', '100']), '20') }),
  reply: z.object({ rows: z.array(EnquiryRow), total: z.number(), open: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

export const Enquiry = z.object({
  id: z.number(),
  receivedAt: z.string(),
  /** A member (clientId) or an anonymous sender (their name, e-mail and phone as given). */
  sender: z.object({
    clientId: z.nullable(z.number()),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    nationality: z.string(),
    country: z.string(),
  }),
  campus: z.object({ id: z.number(), name: z.string() }),
  subject: z.string(),
  message: z.string(),
  handled: z.nullable(z.object({ at: z.string(), by: z.string() })),
  /** The answers and the member's replies, oldest first. */
  messages: z.array(ConversationMessage),
});
export type Enquiry = z.infer<typeof Enquiry>;

const enquiryQuery = z.object({ ...orgQuery, enquiryId: requiredId() });

export const enquiry = defineCall({
  id: 'workspaceEnquiry',
  area,
  summary: "One enquiry with the sender's details, the campus, subject and message, and the answers; opening it marks the member's replies read.",
  method: 'GET',
  path: '/api/workspace/enquiry',
  auth: 'required',
  query: enquiryQuery,
  reply: Enquiry,
});

export const answerEnquiry = defineCall({
  id: 'workspaceAnswerEnquiry',
  area,
  summary: "Admissions or owner: answers an enquiry as the organisation — a member gets it in their Inbox (a reply comes back here), an anonymous sender by e-mail (no attachments then).",
  method: 'POST',
  path: '/api/workspace/enquiry/answer',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ enquiryId: requiredId(), ...messageFields }),
  reply: Enquiry,
  status: 201,
});

export const handleEnquiry = defineCall({
  id: 'workspaceHandleEnquiry',
  area,
  summary: 'Admissions or owner: marks an enquiry handled (handled: true) or open again (false).',
  method: 'POST',
  path: '/api/workspace/enquiry/handle',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ enquiryId: requiredId(), handled: z.boolean() }),
  reply: Enquiry,
});
