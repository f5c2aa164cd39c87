import { workspaceMessages } from '../messages/workspace.js';
import { format } from '../messages/common.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';

/*
 * The partner workspace's rules (issue 26): what each staff role may do, and the checks of its forms.
 * The server runs the same functions after the shape check.
 */

/** A staff member's role in an organisation. */
export const WORKSPACE_ROLES = ['owner', 'admissions', 'catalogue_editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/**
 * What a call needs: reading applications, deciding on them (decisions, notes, assignment), managing
 * the staff, the partner keys, the webhooks, the embedding (allowed origins), reading and editing the catalogue (issue 27), or only being on the staff (the staff list).
 */
export type WorkspaceAbility = 'staff' | 'readApplications' | 'decide' | 'manageStaff' | 'manageKeys' | 'manageWebhooks' | 'manageEmbed' | 'readCatalogue' | 'editCatalogue';

const ABILITIES: Readonly<Record<WorkspaceRole, readonly WorkspaceAbility[]>> = {
  owner: ['staff', 'readApplications', 'decide', 'manageStaff', 'manageKeys', 'manageWebhooks', 'manageEmbed', 'readCatalogue', 'editCatalogue'],
  admissions: ['staff', 'readApplications', 'decide', 'readCatalogue'],
  catalogue_editor: ['staff', 'readCatalogue', 'editCatalogue'],
  viewer: ['staff', 'readApplications', 'readCatalogue'],
};

/** Whether a role may do what an ability names. */
export const roleCan = (role: WorkspaceRole, ability: WorkspaceAbility): boolean => ABILITIES[role].includes(ability);

/** Every ability of a role (the workspace hides what the role cannot do). */
export const roleAbilities = (role: WorkspaceRole): readonly WorkspaceAbility[] => ABILITIES[role];

export const isWorkspaceRole = (value: string): value is WorkspaceRole => (WORKSPACE_ROLES as readonly string[]).includes(value);

/** An invitation lives 7 days. */
export const INVITE_TTL_DAYS = 7;
export const NOTE_MAX_LENGTH = 4000;
export const KEY_LABEL_MAX_LENGTH = 100;
/** Rows an inbox page may hold. */
export const INBOX_PAGE_SIZES = [10, 20, 50, 100] as const;

export interface InviteValues {
  email: string;
  role: string;
}

/** An invitation: an e-mail address and a role. */
export function validateInvite(v: InviteValues): FieldErrors<keyof InviteValues> {
  return collect({
    email: [
      [isBlank(v.email), workspaceMessages.emailRequired],
      [!isEmail(v.email), workspaceMessages.emailInvalid],
    ],
    role: [[!isWorkspaceRole(v.role), workspaceMessages.roleRequired]],
  });
}

export interface DecisionValues {
  status: string;
  conditions: string;
  reason: string;
}

/** A decision: a conditional offer states its conditions, a rejection its reason. */
export function validateDecision(v: DecisionValues): FieldErrors<'conditions' | 'reason'> {
  return collect({
    conditions: [[v.status === 'OFC' && isBlank(v.conditions), workspaceMessages.conditionsRequired]],
    reason: [[v.status === 'REJ' && isBlank(v.reason), workspaceMessages.reasonRequired]],
  });
}

/** An internal note: some text, at most NOTE_MAX_LENGTH characters. */
export function validateNote(v: { text: string }): FieldErrors<'text'> {
  return collect({
    text: [
      [isBlank(v.text), workspaceMessages.noteRequired],
      [v.text.length > NOTE_MAX_LENGTH, format(workspaceMessages.noteTooLong, { max: NOTE_MAX_LENGTH })],
    ],
  });
}

/** The inbox's submitted-date range: the end not before the start (yyyy-MM-dd compare as text). */
export function validateDateRange(v: { submittedFrom?: string | undefined; submittedTo?: string | undefined }): FieldErrors<'submittedTo'> {
  return collect({ submittedTo: [[Boolean(v.submittedFrom && v.submittedTo && v.submittedTo < v.submittedFrom), workspaceMessages.dateRangeInvalid]] });
}
