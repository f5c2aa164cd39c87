import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

/** Partner keys (beyond the specification): institution-scoped API keys, shown once, stored as SHA-256 hex. */
export const PARTNER_KEY_PREFIX = 'sa_pk_';

/** A new key: the prefix and 32 random bytes, base64url. */
export const newPartnerKey = (): string => `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

export const hashPartnerKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** The key in an `Authorization: Bearer <key>` header, or null when there is none. */
export function keyFromHeader(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match ? match[1]! : null;
}

export interface PartnerKeyRow {
  id: number;
  legalId: number;
  label: string;
  createdAt: string;
  revokedAt: string | null;
}

const toRow = (row: { id: number; legal_id: number; label: string; created_at: string; revoked_at: string | null }): PartnerKeyRow => ({
  id: num(row.id),
  legalId: num(row.legal_id),
  label: row.label,
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
});

/** The institution a live key belongs to, or null (unknown, revoked, or not a key at all). */
export async function institutionOfKey(db: Kysely<Database>, key: string): Promise<number | null> {
  if (!key.startsWith(PARTNER_KEY_PREFIX) || key.length > 200) return null;
  const row = await db
    .selectFrom('partner_keys')
    .select('legal_id')
    .where('key_hash', '=', hashPartnerKey(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? num(row.legal_id) : null;
}

/** Whether an institution (not an agent) of that id exists. */
export async function institutionName(db: Kysely<Database>, legalId: number): Promise<string | null> {
  const row = await db.selectFrom('legal_entities').select('name').where('id', '=', legalId).where('kind', '=', 'I').executeTakeFirst();
  return row?.name ?? null;
}

/** Creates a key for an institution; returns the key itself (never stored) and its row. */
export async function createPartnerKey(db: Kysely<Database>, legalId: number, label: string, now: Date): Promise<{ key: string; row: PartnerKeyRow }> {
  const key = newPartnerKey();
  const row = await db
    .insertInto('partner_keys')
    .values({ legal_id: legalId, key_hash: hashPartnerKey(key), label, created_at: now.toISOString() })
    .returning(['id', 'legal_id', 'label', 'created_at', 'revoked_at'])
    .executeTakeFirstOrThrow();
  return { key, row: toRow(row) };
}

/** An institution's keys, oldest first (no hashes). */
export async function listPartnerKeys(db: Kysely<Database>, legalId: number): Promise<PartnerKeyRow[]> {
  const rows = await db
    .selectFrom('partner_keys')
    .select(['id', 'legal_id', 'label', 'created_at', 'revoked_at'])
    .where('legal_id', '=', legalId)
    .orderBy('id')
    .execute();
  return rows.map(toRow);
}

/**
 * Revokes a key; 'revoked', 'already' (revoked before) or 'unknown'. With `legalId` (the workspace),
 * another institution's key is 'unknown'.
 */
export async function revokePartnerKey(db: Kysely<Database>, id: number, now: Date, legalId?: number): Promise<'revoked' | 'already' | 'unknown'> {
  let update = db.updateTable('partner_keys').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null);
  if (legalId !== undefined) update = update.where('legal_id', '=', legalId);
  const updated = await update.executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return 'revoked';
  let exists = db.selectFrom('partner_keys').select('id').where('id', '=', id);
  if (legalId !== undefined) exists = exists.where('legal_id', '=', legalId);
  return (await exists.executeTakeFirst()) ? 'already' : 'unknown';
}
