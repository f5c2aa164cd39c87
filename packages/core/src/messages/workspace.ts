/**
 * The partner workspace (issue 26, beyond the specification): organisations, staff, invitations and
 * the applications inbox. The specification has no words for it, so these are our own.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const workspaceMessages = /* @__PURE__ */ defineCatalogue('workspace', 'workspaceMessages', {
  /** A staff member's role in an organisation, by code. */
  roleLabels: {
    owner: 'Owner',
    admissions: 'Admissions',
    catalogue_editor: 'Catalogue editor',
    viewer: 'Viewer',
  },
  organisationKinds: { institution: 'Institution', agent: 'Agent' },
  /** 403: the caller is not on the staff of the organisation named. */
  notStaff: 'You are not on the staff of this organisation.',
  /** 403: the caller's role does not allow the call. */
  notAllowed: 'Your role in this organisation does not allow this.',
  organisationNotFound: 'Organisation not found.',
  applicationNotFound: 'Application not found.',
  courseEntryNotFound: 'Application course not found.',
  documentNotFound: 'Document not found.',
  staffMemberNotFound: 'Staff member not found.',
  inviteNotFound: 'Invitation not found.',
  keyNotFound: 'Partner key not found.',
  /** Invitations. */
  emailRequired: 'Please enter the e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  roleRequired: 'Please choose a role.',
  alreadyStaff: 'This person is already on the staff of this organisation.',
  inviteInvalid: 'This invitation is not valid: it has expired, been used or been withdrawn.',
  inviteOtherEmail: 'This invitation was sent to another e-mail address. Sign in with {email} to accept it.',
  inviteAccepted: 'You have joined {organisation} as {role}.',
  /** An organisation always keeps an owner. */
  lastOwner: 'An organisation needs at least one owner: make someone else owner first.',
  memberRemoved: 'Staff member removed.',
  /** Decisions. */
  conditionsRequired: 'Please give the conditions of the offer.',
  reasonRequired: 'Please give the reason for the rejection.',
  noteRequired: 'Please write the note.',
  noteTooLong: 'A note has at most {max} characters.',
  assigneeNotStaff: 'Applications can be assigned only to staff of this organisation who handle applications.',
  labelTooLong: 'A label has at most {max} characters.',
  dateRangeInvalid: 'The end of the date range comes before its start.',
  /** The invitation mail. */
  mailInviteSubject: 'You are invited to {organisation} on StudyAtlas',
  mailInviteIntro: '{inviter} invites you to join {organisation} on StudyAtlas as {role}.',
  mailInviteOperator: 'You are invited to join {organisation} on StudyAtlas as {role}.',
  mailInviteAction: 'Accept the invitation (the link works once, until {expires}):',
  mailInviteButton: 'Accept the invitation',
  mailInviteIgnore: 'If you did not expect this invitation, ignore this mail: nothing happens without you.',
  /** CSV export column headings. */
  csvHeadings: ['Application', 'Submitted', 'Student', 'E-mail', 'Course', 'Campus', 'Intake', 'Status', 'Assigned to'],
  /** Audit actions shown on the application page. */
  auditActions: {
    decision: 'Decision',
    note: 'Note',
    assign: 'Assignment',
    open: 'Opened',
  },
} as const);

/**
 * The workspace's screens (issue 26): what the browser shows. Apart from `workspaceMessages` (the
 * server's refusals and mails), so a screen's chunk carries the screens' words only.
 */
export const workspaceLabels = /* @__PURE__ */ defineCatalogue('workspace', 'workspaceLabels', {
  title: 'Workspace',
  loading: 'Loading the workspace…',
  /** A signed-in account on no organisation's staff. */
  noOrganisations: 'You are not on the staff of any organisation. Ask an owner of your organisation to invite you.',
  organisation: 'Organisation',
  /** The switcher's option ({name}, {role}, {unread}). */
  organisationOption: '{name} ({role})',
  /** The unread badge ({count}). */
  unreadBadge: '{count} unread',
  sectionsLabel: 'Workspace sections',
  applications: 'Applications',
  staff: 'Staff',
  keys: 'API keys',
  enquiries: 'Enquiries',
  /** The count of student replies nobody on the staff has read ({count}): the header, an inbox row. */
  messagesBadge: '{count} new replies',
  messagesBadgeOne: '1 new reply',
  webhooks: 'Webhooks',
  /** The catalogue's section (issue 27). */
  catalogue: 'Catalogue',
  /** A catalogue screen's chunk loading. */
  catalogueLoading: 'Loading the catalogue…',
  /** The sections of the organisation's profile and campuses (their screens' words: organisationProfileLabels). */
  profile: 'Profile',
  profileLoading: 'Loading the profile…',
  campuses: 'Campuses',
  campusesLoading: 'Loading the campuses…',
  /** A webhook screen's chunk loading. */
  webhooksLoading: 'Loading the webhooks…',
  embed: 'Embed',
  embedLoading: 'Loading the embed settings…',
  importExport: 'Import and export',
  importLoading: 'Loading the imports…',
  notAllowed: 'Your role in this organisation does not allow this.',

  // ---- The inbox ----
  filtersLabel: 'Filter applications',
  status: 'Status',
  anyStatus: 'Any status',
  course: 'Course',
  anyCourse: 'Any course',
  campus: 'Campus',
  anyCampus: 'Any campus',
  intake: 'Intake',
  anyIntake: 'Any intake',
  submittedFrom: 'Submitted from',
  submittedTo: 'Submitted to',
  search: 'Student name or e-mail',
  unreadOnly: 'Unread only',
  sort: 'Sort by',
  sorts: {
    submitted_desc: 'Newest first',
    submitted_asc: 'Oldest first',
    name_asc: 'Student name A–Z',
    name_desc: 'Student name Z–A',
  },
  apply: 'Search',
  clear: 'Clear',
  exportCsv: 'Export as CSV',
  /** The exact total ({count}). */
  total: '{count} applications',
  totalOne: '1 application',
  noApplications: 'No applications match.',
  inboxLoading: 'Loading the applications…',
  resultsLabel: 'Applications',
  unread: 'New',
  /** The row's link ({number}, {name}). */
  openApplication: 'Application {number} from {name}',
  submitted: 'Submitted',
  assignedTo: 'Assigned to',
  nobody: 'Nobody',
  withdrawn: 'Withdrawn by the student',
  inboxPagination: 'Pages of applications',

  // ---- An application ----
  applicationTitle: 'Application {number}',
  applicationLoading: 'Loading the application…',
  backToInbox: 'Back to the applications',
  studentSection: 'Student',
  name: 'Name',
  email: 'E-mail',
  studentId: 'Student ID',
  withdrawnAt: 'Withdrawn',
  coursesSection: 'Course choices',
  studyMode: 'Study mode',
  courseStatus: 'Status',
  decisionLegend: 'Decision on {course}',
  decision: 'Decision',
  decisions: { REV: 'Under review', OFC: 'Conditional offer', OFU: 'Unconditional offer', REJ: 'Rejected' },
  conditions: 'Conditions of the offer',
  reason: 'Reason for the rejection',
  saveDecision: 'Save decision',
  decisionSaved: 'Decision saved: {status}.',
  documentsSection: 'Documents',
  noDocuments: 'No documents.',
  viewDocument: 'View',
  viewDocumentNamed: 'View {name}',
  downloadDocument: 'Download',
  downloadDocumentNamed: 'Download {name}',
  downloadAll: 'Download all as zip',
  profileSection: 'Application as submitted',
  profileHint: 'Exactly what the student sent: the summary they declared and submitted.',
  notesSection: 'Internal notes',
  notesHint: 'Only the staff of this organisation see notes; the student never does.',
  noNotes: 'No notes yet.',
  note: 'New note',
  addNote: 'Add note',
  noteAdded: 'Note added.',
  /** A note's byline ({name}, {date}). */
  byline: '{name}, {date}',
  assignmentSection: 'Assignment',
  assignee: 'Assigned to',
  assign: 'Assign',
  assigned: 'Assigned to {name}.',
  unassigned: 'Assigned to nobody.',
  auditSection: 'Audit log',
  noAudit: 'Nothing recorded yet.',
  /** An audit row ({from} → {to}). */
  auditMove: '{from} → {to}',

  // ---- The conversation and the enquiries (their screens' words: workspaceConversationLabels) ----
  conversationSection: 'Messages with the student',
  conversationLoading: 'Loading the messages…',
  enquiriesLoading: 'Loading the enquiries…',
  /** The open count badge ({count}). */
  openBadge: '{count} open',

  // ---- Staff ----
  staffTitle: 'Staff',
  staffLoading: 'Loading the staff…',
  role: 'Role',
  since: 'Since',
  memberRole: 'Role of {name}',
  changeRole: 'Change role',
  roleChanged: 'The role of {name} is now {role}.',
  remove: 'Remove',
  removeMember: 'Remove {name}',
  removeTitle: 'Remove staff member',
  removeConfirm: 'Remove {name} from {organisation}? Their sessions end at once.',
  confirmYes: 'Yes',
  confirmCancel: 'Cancel',
  invitesTitle: 'Open invitations',
  noInvites: 'No open invitations.',
  inviteTitle: 'Invite a staff member',
  inviteEmail: 'E-mail address',
  invite: 'Send invitation',
  invited: 'Invitation sent to {email}.',
  expires: 'Expires',
  withdraw: 'Withdraw',
  withdrawInvite: 'Withdraw the invitation to {email}',
  inviteWithdrawn: 'Invitation withdrawn.',

  // ---- API keys ----
  keysTitle: 'Partner API keys',
  keysIntro: 'Partner systems read this institution’s applications with a key. A key is shown once, when it is created.',
  keysLoading: 'Loading the keys…',
  keysInstitutionsOnly: 'Partner API keys are for institutions.',
  noKeys: 'No keys yet.',
  keyLabel: 'Label',
  createKey: 'Create key',
  keyCreated: 'Copy the key now: it is not shown again.',
  /** The new key's accessible name. */
  newKey: 'New key',
  copy: 'Copy',
  copied: 'Copied.',
  created: 'Created',
  revoked: 'Revoked',
  active: 'Active',
  revoke: 'Revoke',
  revokeKey: 'Revoke the key {label}',
  revokeTitle: 'Revoke key',
  revokeConfirm: 'Revoke the key {label}? Systems using it stop working at once.',
  keyRevoked: 'Key revoked.',

  // ---- Accepting an invitation ----
  acceptTitle: 'Join an organisation',
  acceptLoading: 'Reading the invitation…',
  /** What the link offers ({organisation}, {kind}, {role}, {email}). */
  acceptOffer: 'You are invited to join {organisation} ({kind}) as {role}.',
  acceptSentTo: 'The invitation was sent to {email}; it is valid until {expires}.',
  acceptSignIn: 'Sign in with {email} to accept it. No account yet? Sign up with that address first, then come back to this link.',
  signInAction: 'Sign in',
  signUpAction: 'Sign up',
  acceptAction: 'Accept the invitation',
  acceptOtherAccount: 'You are signed in as {signedIn}, but the invitation was sent to {email}. Sign out and sign in with {email} to accept it.',
  noToken: 'This link has no invitation in it: open the link from the invitation mail.',
} as const);

/** The host's header link to the workspace (apart: a header carries this word only). */
export const workspaceLinkLabels = /* @__PURE__ */ defineCatalogue('workspace', 'workspaceLinkLabels', {
  link: 'Workspace',
} as const);
