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

export interface WorkspaceTables {
  workspace_members: WorkspaceMembersTable;
  workspace_invites: WorkspaceInvitesTable;
  workspace_reads: WorkspaceReadsTable;
  workspace_notes: WorkspaceNotesTable;
  workspace_assignments: WorkspaceAssignmentsTable;
  workspace_audit: WorkspaceAuditTable;
}
