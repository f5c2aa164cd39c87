import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { count, requiredId } from './fields.js';
import { eduText } from './shared-profile-record-fields.js';
import { ApplicationCourseRow, ApplicationSummary, TimelineStatus } from './shared-application.js';

/*
 * The partner workspace (issue 26, beyond the specification): the staff of an institution or an agent
 * sign in as members do and work on their organisation's applications. Every call but the
 * organisation list and the invitation's own calls names the organisation in the query (`org`, the
 * catalogue id of the institution or agent); the server answers 403 when the caller is not on its
 * staff or the role does not allow the call, and 404 for any record of another organisation.
 * Roles and what each may do: core/rules/workspace.ts (docs/workspace.md has the matrix).
 */
const area = 'workspace';

export const WorkspaceRole = z.enum(['owner', 'admissions', 'catalogue_editor', 'viewer']);
export type WorkspaceRole = z.infer<typeof WorkspaceRole>;

/** The organisation a call works on (a catalogue institution or agent id). */
const orgQuery = { org: requiredId() };
const email = () => z.string().check(z.maxLength(254));
/** yyyy-MM-dd or absent. */
const optionalDay = () => z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));
const optionalNumber = () => z.optional(requiredId());

export const Organisation = z.object({
  id: z.number(),
  kind: z.enum(['institution', 'agent']),
  name: z.string(),
  /** The caller's role there. */
  role: WorkspaceRole,
  /** Applications no staff member of the organisation has opened yet (the count badge). */
  unread: z.number(),
  /** Students' replies no staff member has read yet (applications and enquiries; 0 for roles that do not read them). */
  replies: z.number(),
  /** Open "Connect me" enquiries (0 for roles that do not read them). */
  openEnquiries: z.number(),
});
export type Organisation = z.infer<typeof Organisation>;

export const myOrganisations = defineCall({
  id: 'workspaceMyOrganisations',
  area,
  summary: "The organisations the signed-in account is on the staff of, with its role and each one's unread count (the workspace's switcher); empty for a student.",
  method: 'GET',
  path: '/api/workspace/organisations',
  auth: 'required',
  reply: z.object({ organisations: z.array(Organisation) }),
});

// ---- Staff and invitations ----

export const StaffMember = z.object({
  clientId: z.number(),
  name: z.string(),
  email: z.string(),
  role: WorkspaceRole,
  /** ISO-8601 UTC: when they joined. */
  since: z.string(),
});
export type StaffMember = z.infer<typeof StaffMember>;

export const Invite = z.object({
  id: z.number(),
  email: z.string(),
  role: WorkspaceRole,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof Invite>;

export const staff = defineCall({
  id: 'workspaceStaff',
  area,
  summary: "The organisation's staff (any role) and, for an owner, its open invitations.",
  method: 'GET',
  path: '/api/workspace/staff',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({ members: z.array(StaffMember), invites: z.array(Invite) }),
});

export const invite = defineCall({
  id: 'workspaceInvite',
  area,
  summary: 'Owner: invites an e-mail address with a role; the mail carries a one-time link to /workspace/accept (valid 7 days).',
  method: 'POST',
  path: '/api/workspace/staff/invite',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ email: eduText(254), role: eduText(40) }),
  reply: z.object({ invite: Invite }),
  status: 201,
});

export const withdrawInvite = defineCall({
  id: 'workspaceWithdrawInvite',
  area,
  summary: 'Owner: withdraws an open invitation (its link stops working).',
  method: 'POST',
  path: '/api/workspace/staff/invite/withdraw',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ inviteId: requiredId() }),
  reply: z.object({ invites: z.array(Invite) }),
});

export const setRole = defineCall({
  id: 'workspaceSetRole',
  area,
  summary: "Owner: changes a staff member's role (the last owner stays owner: 409).",
  method: 'POST',
  path: '/api/workspace/staff/role',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ clientId: requiredId(), role: WorkspaceRole }),
  reply: z.object({ members: z.array(StaffMember) }),
});

export const removeMember = defineCall({
  id: 'workspaceRemoveMember',
  area,
  summary: "Owner: removes a staff member (not the last owner: 409); that account's sessions end at once.",
  method: 'POST',
  path: '/api/workspace/staff/remove',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ clientId: requiredId() }),
  reply: z.object({ members: z.array(StaffMember), message: z.string() }),
});

export const InviteDetails = z.object({
  organisation: z.object({ id: z.number(), kind: z.enum(['institution', 'agent']), name: z.string() }),
  email: z.string(),
  role: WorkspaceRole,
  expiresAt: z.string(),
});
export type InviteDetails = z.infer<typeof InviteDetails>;

export const inviteDetails = defineCall({
  id: 'workspaceInviteDetails',
  area,
  summary: 'What an invitation link offers (organisation, role, the address it was sent to), before signing in or up; 404 when it is not valid.',
  method: 'GET',
  path: '/api/workspace/invitation',
  auth: 'none',
  query: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  reply: InviteDetails,
});

export const acceptInvite = defineCall({
  id: 'workspaceAcceptInvite',
  area,
  summary: "Accepts an invitation for the signed-in account (whose e-mail must be the invited one): the account joins the organisation with the role; the link is used up.",
  method: 'POST',
  path: '/api/workspace/invitation/accept',
  auth: 'required',
  body: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  reply: z.object({ organisation: Organisation, message: z.string() }),
});

// ---- Applications inbox ----

export const INBOX_SORTS = ['submitted_desc', 'submitted_asc', 'name_asc', 'name_desc'] as const;

export const InboxQuery = z.object({
  ...orgQuery,
  /** A course of the organisation's with this timeline status. */
  status: z.optional(TimelineStatus),
  courseId: optionalNumber(),
  /** A campus (location) of the organisation. */
  campusId: optionalNumber(),
  /** An intake's start, yyyy-MM-dd. */
  intake: optionalDay(),
  /** Submitted on or after / on or before (yyyy-MM-dd, UTC days). */
  submittedFrom: optionalDay(),
  submittedTo: optionalDay(),
  /** Part of the student's name or e-mail. */
  search: z.optional(z.string().check(z.maxLength(100))),
  /** Only the applications no staff member has opened. */
  unread: z.optional(z.enum(['1', 'true', '0', 'false'])),
  /** Only those assigned to this staff member. */
  assignee: optionalNumber(),
  sort: z._default(z.enum(INBOX_SORTS), 'submitted_desc'),
  pageNo: count(1),
  pageSize: z._default(z.enum(['10', '20', '50', '100']), '20'),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxCourse = z.object({
  entryId: z.number(),
  courseId: z.number(),
  courseName: z.string(),
  campus: z.string(),
  intakeDate: z.string(),
  status: z.string(),
});

export const InboxRow = z.object({
  applicationId: z.number(),
  /** S submitted, W withdrawn by the student. */
  status: z.enum(['S', 'W']),
  submittedAt: z.string(),
  student: z.object({ name: z.string(), email: z.string() }),
  /** The organisation's own courses of the application only. */
  courses: z.array(InboxCourse),
  /** No staff member of the organisation has opened it yet. */
  unread: z.boolean(),
  /** The student's replies on it no staff member has read yet. */
  replies: z.number(),
  assignee: z.nullable(z.object({ clientId: z.number(), name: z.string() })),
});
export type InboxRow = z.infer<typeof InboxRow>;

export const inbox = defineCall({
  id: 'workspaceInbox',
  area,
  summary: "The organisation's applications (a course of it chosen; for an agent: none yet, see docs/workspace.md): filters, search, sort, exact total, paging, unread flags and count.",
  method: 'GET',
  path: '/api/workspace/applications',
  auth: 'required',
  query: InboxQuery,
  reply: z.object({ rows: z.array(InboxRow), total: z.number(), unread: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

export const exportInbox = defineCall({
  id: 'workspaceExportInbox',
  area,
  summary: 'The filtered inbox as CSV (UTF-8 with a byte-order mark, one row per course of the organisation), streamed.',
  method: 'GET',
  path: '/api/workspace/applications.csv',
  auth: 'required',
  query: InboxQuery,
  reply: z.unknown(),
});

export const inboxFilters = defineCall({
  id: 'workspaceInboxFilters',
  area,
  summary: "The organisation's courses, campuses and intake dates that its applications name (the inbox's filter lists).",
  method: 'GET',
  path: '/api/workspace/applications/filters',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({
    courses: z.array(z.object({ id: z.number(), name: z.string() })),
    campuses: z.array(z.object({ id: z.number(), name: z.string() })),
    intakes: z.array(z.string()),
  }),
});

// ---- One application ----

export const Note = z.object({
  id: z.number(),
  author: z.object({ clientId: z.number(), name: z.string() }),
  text: z.string(),
  at: z.string(),
});
export type Note = z.infer<typeof Note>;

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ clientId: z.number(), name: z.string() }),
  /** The call made (its contract id, e.g. workspaceDecide). */
  action: z.string(),
  entryId: z.nullable(z.number()),
  fromStatus: z.string(),
  toStatus: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const WorkspaceDocument = z.object({
  id: z.number(),
  name: z.string(),
  /** The workspace download path (with org and application). */
  url: z.string(),
});

export const WorkspaceApplication = z.object({
  applicationId: z.number(),
  status: z.enum(['S', 'W']),
  submittedAt: z.string(),
  withdrawnAt: z.nullable(z.string()),
  student: z.object({ name: z.string(), email: z.string(), sapStudentId: z.string() }),
  /** The snapshot as submitted, with only this organisation's courses and its own questions' answers. */
  summary: ApplicationSummary,
  /** This organisation's courses only, each with its timeline. */
  courses: z.array(ApplicationCourseRow),
  documents: z.array(WorkspaceDocument),
  /** Where all documents download as one zip. */
  documentsZip: z.string(),
  notes: z.array(Note),
  /** Decisions, notes and assignments on this application, newest first. */
  audit: z.array(AuditEntry),
  assignee: z.nullable(z.object({ clientId: z.number(), name: z.string() })),
});
export type WorkspaceApplication = z.infer<typeof WorkspaceApplication>;

const applicationQuery = z.object({ ...orgQuery, applicationId: requiredId() });

export const application = defineCall({
  id: 'workspaceApplication',
  area,
  summary: "One application as this organisation may see it (snapshot, its courses, documents, notes, audit); opening it marks it read for the organisation. 404 for an application without a course of the organisation.",
  method: 'GET',
  path: '/api/workspace/application',
  auth: 'required',
  query: applicationQuery,
  reply: WorkspaceApplication,
});

export const downloadDocument = defineCall({
  id: 'workspaceDocument',
  area,
  summary: "One document of the application (bytes, as stored; `x-filename` names it). 404 for any other file.",
  method: 'GET',
  path: '/api/workspace/document',
  auth: 'required',
  query: z.object({ ...orgQuery, applicationId: requiredId(), fileId: requiredId(), inline: z.optional(z.enum(['1', '0'])) }),
  reply: z.unknown(),
});

export const documentsZip = defineCall({
  id: 'workspaceDocumentsZip',
  area,
  summary: 'Every document of the application as one zip, streamed.',
  method: 'GET',
  path: '/api/workspace/documents.zip',
  auth: 'required',
  query: applicationQuery,
  reply: z.unknown(),
});

export const decide = defineCall({
  id: 'workspaceDecide',
  area,
  summary:
    "Admissions or owner: moves one of the organisation's course entries along the timeline (REV; OFC with conditions; OFU; REJ with a reason). The student sees it in My applications and gets the mail; the audit log keeps who, when and from which status.",
  method: 'POST',
  path: '/api/workspace/decision',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ entryId: requiredId(), status: z.enum(['REV', 'OFC', 'OFU', 'REJ']), conditions: eduText(4000), reason: eduText(4000) }),
  reply: WorkspaceApplication,
});

export const addNote = defineCall({
  id: 'workspaceAddNote',
  area,
  summary: 'Admissions or owner: an internal note on the application (staff only, never shown to the student).',
  method: 'POST',
  path: '/api/workspace/note',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ applicationId: requiredId(), text: eduText(20000) }),
  reply: z.object({ notes: z.array(Note) }),
  status: 201,
});

export const assign = defineCall({
  id: 'workspaceAssign',
  area,
  summary: 'Admissions or owner: assigns the application to a staff member of the organisation who handles applications (clientId 0: nobody).',
  method: 'POST',
  path: '/api/workspace/assign',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ applicationId: requiredId(), clientId: count(0) }),
  reply: z.object({ assignee: z.nullable(z.object({ clientId: z.number(), name: z.string() })) }),
});

// ---- Partner API keys ----

export const PartnerKey = z.object({
  id: z.number(),
  label: z.string(),
  createdAt: z.string(),
  revokedAt: z.nullable(z.string()),
});
export type PartnerKey = z.infer<typeof PartnerKey>;

export const keys = defineCall({
  id: 'workspaceKeys',
  area,
  summary: "Owner: the organisation's partner API keys (never the keys themselves).",
  method: 'GET',
  path: '/api/workspace/keys',
  auth: 'required',
  query: z.object(orgQuery),
  reply: z.object({ keys: z.array(PartnerKey) }),
});

export const createKey = defineCall({
  id: 'workspaceCreateKey',
  area,
  summary: 'Owner: a new partner API key for the institution, answered this once (only its hash is stored).',
  method: 'POST',
  path: '/api/workspace/keys/create',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ label: eduText(100) }),
  reply: z.object({ key: z.string(), row: PartnerKey }),
  status: 201,
});

export const revokeKey = defineCall({
  id: 'workspaceRevokeKey',
  area,
  summary: "Owner: revokes one of the organisation's partner keys; it stops working at once.",
  method: 'POST',
  path: '/api/workspace/keys/revoke',
  auth: 'required',
  query: z.object(orgQuery),
  body: z.object({ keyId: requiredId() }),
  reply: z.object({ keys: z.array(PartnerKey) }),
});

// ---- Webhooks (issue 27) ----

export * from './workspace-webhooks.js';

// ---- Embedding and the catalogue's import and export (issue 27) ----

export * from './workspace-embed.js';
export * from './workspace-import.js';
// ---- Catalogue (issue 27) ----

export * from './workspace-catalogue.js';

// ---- Organisation profile and campuses (issue 27) ----

export * from './workspace-profile.js';
export * from './workspace-listings.js';
