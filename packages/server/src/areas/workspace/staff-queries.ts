import type { Kysely, Transaction } from 'kysely';
import type { WorkspaceRole } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

export type OrganisationKind = 'institution' | 'agent';

/** 'First Surname' as the workspace shows a person. */
export const fullName = (first: string | null, surname: string | null): string => `${first ?? ''} ${surname ?? ''}`.trim();
const kindOf = (kind: string): OrganisationKind => (kind === 'A' ? 'agent' : 'institution');

/** The caller's place on an organisation's staff. */
export interface Staff {
  clientId: number;
  legalId: number;
  kind: OrganisationKind;
  organisation: string;
  role: WorkspaceRole;
}

/** An account's membership of one organisation, or undefined (not on its staff, or no such organisation). */
export async function staffOf(db: Db, clientId: number, legalId: number): Promise<Staff | undefined> {
  const row = await db
    .selectFrom('workspace_members as m')
    .innerJoin('legal_entities as le', 'le.id', 'm.legal_id')
    .select(['m.role', 'le.kind', 'le.name'])
    .where('m.client_id', '=', clientId)
    .where('m.legal_id', '=', legalId)
    .executeTakeFirst();
  return row && { clientId, legalId, kind: kindOf(row.kind), organisation: row.name, role: row.role };
}

/** Every organisation an account is on the staff of, by name. */
export async function organisationsOf(db: Db, clientId: number) {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('legal_entities as le', 'le.id', 'm.legal_id')
    .select(['le.id', 'le.kind', 'le.name', 'm.role'])
    .where('m.client_id', '=', clientId)
    .orderBy('le.name')
    .orderBy('le.id')
    .execute();
  return rows.map((row) => ({ id: num(row.id), kind: kindOf(row.kind), name: row.name, role: row.role }));
}

/** A catalogue institution or agent, or undefined. */
export async function organisation(db: Db, legalId: number) {
  const row = await db.selectFrom('legal_entities').select(['id', 'kind', 'name']).where('id', '=', legalId).executeTakeFirst();
  return row && { id: num(row.id), kind: kindOf(row.kind), name: row.name };
}

/** The organisation's staff, owners first, then by name. */
export async function staffList(db: Db, legalId: number) {
  const rows = await db
    .selectFrom('workspace_members as m')
    .innerJoin('clients as c', 'c.id', 'm.client_id')
    .select(['m.client_id', 'm.role', 'm.created_at', 'c.first_name', 'c.surname', 'c.email'])
    .where('m.legal_id', '=', legalId)
    .orderBy('c.first_name')
    .orderBy('c.surname')
    .orderBy('m.client_id')
    .execute();
  return rows.map((row) => ({
    clientId: num(row.client_id),
    name: fullName(row.first_name, row.surname),
    email: row.email,
    role: row.role,
    since: row.created_at,
  }));
}

/** How many owners the organisation has. */
export async function ownerCount(db: Db, legalId: number): Promise<number> {
  const row = await db
    .selectFrom('workspace_members')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('legal_id', '=', legalId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return num(row.n);
}

/** Adds an account to the staff with a role (or gives an existing member that role). */
export async function upsertMember(db: Db, legalId: number, clientId: number, role: WorkspaceRole, at: string): Promise<void> {
  await db
    .insertInto('workspace_members')
    .values({ legal_id: legalId, client_id: clientId, role, created_at: at })
    .onConflict((oc) => oc.columns(['legal_id', 'client_id']).doUpdateSet({ role }))
    .execute();
}

export async function setMemberRole(db: Db, legalId: number, clientId: number, role: WorkspaceRole): Promise<boolean> {
  const result = await db.updateTable('workspace_members').set({ role }).where('legal_id', '=', legalId).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a member; their assignments at the organisation go with them. */
export async function deleteMember(db: Db, legalId: number, clientId: number): Promise<boolean> {
  await db.deleteFrom('workspace_assignments').where('legal_id', '=', legalId).where('client_id', '=', clientId).execute();
  const result = await db.deleteFrom('workspace_members').where('legal_id', '=', legalId).where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function clientByEmail(db: Db, email: string) {
  const row = await db.selectFrom('clients').select(['id', 'email', 'first_name', 'surname']).where('email', '=', email).executeTakeFirst();
  return row && { ...row, id: num(row.id) };
}

export async function clientById(db: Db, clientId: number) {
  return db.selectFrom('clients').select(['email', 'first_name', 'surname']).where('id', '=', clientId).executeTakeFirst();
}

// ---- Invitations ----

const INVITE_COLUMNS = ['id', 'legal_id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'used_at', 'withdrawn_at'] as const;

export async function insertInvite(
  db: Db,
  invite: { legalId: number; email: string; role: WorkspaceRole; tokenHash: string; invitedBy: number | null; at: string; expiresAt: string },
) {
  const row = await db
    .insertInto('workspace_invites')
    .values({
      legal_id: invite.legalId,
      email: invite.email,
      role: invite.role,
      token_hash: invite.tokenHash,
      invited_by: invite.invitedBy,
      created_at: invite.at,
      expires_at: invite.expiresAt,
      used_at: null,
      used_by: null,
      withdrawn_at: null,
    })
    .returning(INVITE_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...row, id: num(row.id), legal_id: num(row.legal_id) };
}

/** Withdraws the open invitations of one address to the organisation (a new one replaces them). */
export async function withdrawInvitesOf(db: Db, legalId: number, email: string, at: string): Promise<void> {
  await db
    .updateTable('workspace_invites')
    .set({ withdrawn_at: at })
    .where('legal_id', '=', legalId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
}

export async function withdrawInvite(db: Db, legalId: number, inviteId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('workspace_invites')
    .set({ withdrawn_at: at })
    .where('id', '=', inviteId)
    .where('legal_id', '=', legalId)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The organisation's invitations still open at `at`, newest first. */
export async function openInvites(db: Db, legalId: number, at: string) {
  const rows = await db
    .selectFrom('workspace_invites')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('legal_id', '=', legalId)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ id: num(row.id), email: row.email, role: row.role, createdAt: row.created_at, expiresAt: row.expires_at }));
}

/** A live invitation by its token's hash (not used, withdrawn or expired at `at`), with its organisation. */
export async function liveInvite(db: Db, tokenHash: string, at: string) {
  const row = await db
    .selectFrom('workspace_invites as i')
    .innerJoin('legal_entities as le', 'le.id', 'i.legal_id')
    .select(['i.id', 'i.legal_id', 'i.email', 'i.role', 'i.expires_at', 'le.kind', 'le.name'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.used_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .where('i.expires_at', '>', at)
    .executeTakeFirst();
  return row && { ...row, id: num(row.id), legal_id: num(row.legal_id), kind: kindOf(row.kind) };
}

/** Uses an invitation up (once: false when someone used it meanwhile). */
export async function useInvite(db: Db, inviteId: number, clientId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('workspace_invites')
    .set({ used_at: at, used_by: clientId })
    .where('id', '=', inviteId)
    .where('used_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
