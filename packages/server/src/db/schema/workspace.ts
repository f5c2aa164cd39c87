import type { Generated } from 'kysely';
import type { WorkspaceRole } from '@studyatlas/core';

/** The partner workspace's tables (migration 0028). */

export interface WorkspaceMembersTable {
  id: Generated<number>;
  /** The organisation: a catalogue institution or agent. */
  legal_id: number;
  client_id: number;
  role: WorkspaceRole;
  created_at: string;
}

export interface WorkspaceInvitesTable {
  id: Generated<number>;
  legal_id: number;
  /** Lower-cased. */
  email: string;
  role: WorkspaceRole;
  /** SHA-256 of the one-time token, hex. */
  token_hash: string;
  /** null: the operator (CLI). */
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
  withdrawn_at: string | null;
}

export interface WorkspaceReadsTable {
  legal_id: number;
  application_id: number;
  /** Who opened it first. */
  client_id: number | null;
  at: string;
}

export interface WorkspaceNotesTable {
  id: Generated<number>;
  legal_id: number;
  application_id: number;
  client_id: number;
  text: string;
  created_at: string;
}

export interface WorkspaceAssignmentsTable {
  legal_id: number;
  application_id: number;
  client_id: number;
  assigned_by: number | null;
  at: string;
}

export interface WorkspaceAuditTable {
  id: Generated<number>;
  legal_id: number;
  client_id: number;
  /** The call's contract id. */
  action: string;
  application_id: number | null;
  entry_id: number | null;
  from_status: Generated<string>;
  to_status: Generated<string>;
  detail: Generated<string>;
  at: string;
}

/** The organisation's copy of a message of its conversations (migration 0029). */
export interface OrganisationMessagesTable {
  id: Generated<number>;
  legal_id: number;
  /** The conversation: an application's, or an enquiry's (connect_me_requests). */
  application_id: number | null;
  enquiry_id: number | null;
  /** The member on the other side; null for an anonymous enquirer. */
  student_id: number | null;
  /** out: the organisation wrote it; in: the student's reply. */
  direction: 'out' | 'in';
  /** Who wrote it: the staff member (out) or the student (in). */
  author_id: number | null;
  /** The student's thread and the message's key in member_messages; null for a mailed answer. */
  thread_key: number | null;
  message_key: number | null;
  /** An answer mailed to an anonymous enquirer: the address. */
  mailed_to: string | null;
  subject: string;
  /** Sanitized HTML. */
  body: string;
  created_at: string;
  /** in: when a staff member first saw it (null: unread for the organisation); out: when sent. */
  read_at: string | null;
}

/** An enquiry marked handled (no row: open). */
export interface WorkspaceEnquiriesHandledTable {
  enquiry_id: number;
  legal_id: number;
  client_id: number | null;
  at: string;
}

/** One application in one organisation's inbox (migration 0030: derived, kept by triggers; never written by the code). */
export interface WorkspaceInboxTable {
  legal_id: number;
  application_id: number;
  /** S submitted, W withdrawn. */
  status: 'S' | 'W';
  /** The submission (or creation) time. */
  submitted_at: string;
  surname: string;
  first_name: string;
  /** lower(first name || ' ' || surname) and lower(e-mail): what the search compares with. */
  name_key: string;
  email_key: string;
  /** 1 once a staff member of the organisation opened it. */
  is_read: number;
  assignee_id: number | null;
}

/** Per organisation: its inbox's applications and the unread ones (migration 0030, kept by triggers). */
export interface WorkspaceInboxCountsTable {
  legal_id: number;
  applications: number;
  unread: number;
}

export interface WorkspaceTables {
  organisation_messages: OrganisationMessagesTable;
  workspace_enquiries_handled: WorkspaceEnquiriesHandledTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invites: WorkspaceInvitesTable;
  workspace_reads: WorkspaceReadsTable;
  workspace_notes: WorkspaceNotesTable;
  workspace_assignments: WorkspaceAssignmentsTable;
  workspace_audit: WorkspaceAuditTable;
  workspace_inbox: WorkspaceInboxTable;
  workspace_inbox_counts: WorkspaceInboxCountsTable;
}
