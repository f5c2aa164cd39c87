/**
 * The partner workspace (issue 26, beyond the specification): organisations, staff, invitations and
 * the applications inbox. The specification has no words for it, so these are our own.
 */
export const workspaceMessages = {
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
} as const;
