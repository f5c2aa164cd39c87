import { format, roleCan, validateInvite, workspaceMessages, type WorkspaceRole } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { unreadReplies } from './conversation-queries.js';
import { enquiryCount } from './enquiry-queries.js';
import { unreadCounts } from './inbox-queries.js';
import { createInvite, hashInviteToken } from './invites.js';
import type { SessionsPort } from './ports.js';
import * as sq from './staff-queries.js';
import type { Staff } from './staff-queries.js';

/** Organisations, staff and invitations (issue 26). */
export function createStaffService(ctx: AppContext, sessions: SessionsPort) {
  const { db, now, mailer, config, log } = ctx;

  /** The organisation's unread replies and open enquiries, for a role that reads them (else none). */
  async function conversationCounts(legalId: number, role: WorkspaceRole): Promise<{ replies: number; openEnquiries: number }> {
    if (!roleCan(role, 'readApplications')) return { replies: 0, openEnquiries: 0 };
    const [replies, openEnquiries] = await Promise.all([unreadReplies(db, legalId), enquiryCount(db, legalId, 'open')]);
    return { replies, openEnquiries };
  }

  /**
   * Runs a change of the staff in one transaction and keeps it only while the organisation still has
   * an owner (409 otherwise, nothing changed): checked after the change, inside it, so two owners
   * removing each other at once cannot both win on SQLite (one writer at a time).
   */
  async function keepingAnOwner<T>(legalId: number, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const result = await change(trx);
      if ((await sq.ownerCount(trx, legalId)) === 0) throw new HttpError(409, workspaceMessages.lastOwner);
      return result;
    });
  }

  return {
    async myOrganisations(clientId: number): Promise<workspace.Organisation[]> {
      const organisations = await sq.organisationsOf(db, clientId);
      const unread = await unreadCounts(db, organisations.filter((o) => o.kind === 'institution').map((o) => o.id));
      return Promise.all(organisations.map(async (o) => ({ ...o, unread: unread.get(o.id) ?? 0, ...(await conversationCounts(o.id, o.role)) })));
    },

    async staff(staff: Staff) {
      return {
        members: await sq.staffList(db, staff.legalId),
        invites: staff.role === 'owner' ? await sq.openInvites(db, staff.legalId, now().toISOString()) : [],
      };
    },

    async invite(staff: Staff, body: { email: string; role: string }) {
      rejectInvalid(validateInvite(body));
      const email = body.email.trim().toLowerCase();
      const existing = await sq.clientByEmail(db, email);
      if (existing && (await sq.staffOf(db, existing.id, staff.legalId))) {
        throw new HttpError(409, workspaceMessages.alreadyStaff, { errors: { email: workspaceMessages.alreadyStaff } });
      }
      const inviter = await sq.clientById(db, staff.clientId);
      const created = await createInvite(
        db,
        mailer,
        config.publicUrl,
        { legalId: staff.legalId, organisation: staff.organisation, email, role: body.role as WorkspaceRole, inviter: { clientId: staff.clientId, name: sq.fullName(inviter?.first_name ?? null, inviter?.surname ?? null) } },
        now(),
      );
      if (!created.mailed) log.error({ inviteId: created.invite.id }, 'workspace invitation mail not sent');
      return { invite: created.invite };
    },

    async withdrawInvite(staff: Staff, inviteId: number) {
      const at = now().toISOString();
      if (!(await sq.withdrawInvite(db, staff.legalId, inviteId, at))) throw notFound(workspaceMessages.inviteNotFound);
      return { invites: await sq.openInvites(db, staff.legalId, at) };
    },

    async setRole(staff: Staff, clientId: number, role: WorkspaceRole) {
      const changed = await keepingAnOwner(staff.legalId, (trx) => sq.setMemberRole(trx, staff.legalId, clientId, role));
      if (!changed) throw notFound(workspaceMessages.staffMemberNotFound);
      return { members: await sq.staffList(db, staff.legalId) };
    },

    /** Removes a member and ends that account's sessions at once (they sign in again, without this organisation). */
    async remove(staff: Staff, clientId: number) {
      const removed = await keepingAnOwner(staff.legalId, (trx) => sq.deleteMember(trx, staff.legalId, clientId));
      if (!removed) throw notFound(workspaceMessages.staffMemberNotFound);
      await sessions.endSessions(clientId);
      return { members: await sq.staffList(db, staff.legalId), message: workspaceMessages.memberRemoved };
    },

    async inviteDetails(token: string): Promise<workspace.InviteDetails> {
      const invite = await sq.liveInvite(db, hashInviteToken(token), now().toISOString());
      if (!invite) throw notFound(workspaceMessages.inviteInvalid);
      return { organisation: { id: invite.legal_id, kind: invite.kind, name: invite.name }, email: invite.email, role: invite.role, expiresAt: invite.expires_at };
    },

    /** Accepts an invitation for the signed-in account, whose e-mail must be the invited one. */
    async accept(clientId: number, accountEmail: string, token: string) {
      const at = now().toISOString();
      const invite = await sq.liveInvite(db, hashInviteToken(token), at);
      if (!invite) throw notFound(workspaceMessages.inviteInvalid);
      if (invite.email !== accountEmail.trim().toLowerCase()) throw new HttpError(403, format(workspaceMessages.inviteOtherEmail, { email: invite.email }));
      // Already on the staff (an operator's invitation may name a member): the role becomes the
      // invitation's, unless that leaves the organisation without an owner.
      const joined = await keepingAnOwner(invite.legal_id, async (trx) => {
        if (!(await sq.useInvite(trx, invite.id, clientId, at))) return false;
        await sq.upsertMember(trx, invite.legal_id, clientId, invite.role, at);
        return true;
      });
      if (!joined) throw notFound(workspaceMessages.inviteInvalid);
      const unread = await unreadCounts(db, invite.kind === 'institution' ? [invite.legal_id] : []);
      return {
        organisation: {
          id: invite.legal_id,
          kind: invite.kind,
          name: invite.name,
          role: invite.role,
          unread: unread.get(invite.legal_id) ?? 0,
          ...(await conversationCounts(invite.legal_id, invite.role)),
        },
        message: format(workspaceMessages.inviteAccepted, { organisation: invite.name, role: workspaceMessages.roleLabels[invite.role] }),
      };
    },
  };
}
