import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INVITE_TTL_DAYS, type WorkspaceRole } from '@studyatlas/core';
import type { Database } from '../../db/schema/index.js';
import { inLocale } from '../../http/locale.js';
import type { Mailer } from '../../mail/mailer.js';
import { mailLocaleOfAddress } from '../../mail/recipient-locale.js';
import { acceptLink, inviteMail } from './mails.js';
import * as sq from './staff-queries.js';

/** A new invitation token: 32 random bytes, base64url (only its SHA-256 is stored). */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

export const hashInviteToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewInvite {
  legalId: number;
  organisation: string;
  email: string;
  role: WorkspaceRole;
  /** The inviting owner; null for the operator (CLI). */
  inviter: { clientId: number; name: string } | null;
}

/**
 * Creates an invitation (replacing the address's open ones to the organisation), valid 7 days, and
 * mails its one-time link; returns the row and the link (the CLI prints it). A mail that cannot go out
 * is the caller's to report: the invitation stands and the link works.
 */
export async function createInvite(db: Kysely<Database>, mailer: Mailer, publicUrl: string, invite: NewInvite, now: Date) {
  const token = newInviteToken();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000).toISOString();
  const email = invite.email.trim().toLowerCase();
  const row = await db.transaction().execute(async (trx) => {
    await sq.withdrawInvitesOf(trx, invite.legalId, email, at);
    return sq.insertInvite(trx, { legalId: invite.legalId, email, role: invite.role, tokenHash: hashInviteToken(token), invitedBy: invite.inviter?.clientId ?? null, at, expiresAt });
  });
  const link = acceptLink(publicUrl, token);
  let mailed = true;
  try {
    const locale = await mailLocaleOfAddress(db, email);
    await mailer.send(await inLocale(locale, () => inviteMail({ to: email, organisation: invite.organisation, role: invite.role, inviter: invite.inviter?.name ?? null, link, expiresAt })));
  } catch {
    mailed = false;
  }
  return { invite: { id: row.id, email: row.email, role: row.role, createdAt: row.created_at, expiresAt: row.expires_at }, link, mailed };
}
