import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { num } from '../db/numbers.js';

/*
 * Message attachments (message_attachments by message key, the stored files): what a member's
 * mailbox (the messaging area) and an organisation's conversations (the workspace) both read.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface AttachmentRow {
  messageKey: number;
  fileId: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** The attachments of messages (by key), in the order they were attached. */
export async function attachmentsOf(db: Db, keys: readonly number[]): Promise<AttachmentRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('message_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .select(['a.message_key', 'f.id', 'f.file_name', 'f.content_type', 'f.size'])
    .where('a.message_key', 'in', [...new Set(keys)])
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({ messageKey: num(r.message_key), fileId: num(r.id), fileName: r.file_name, contentType: r.content_type, size: num(r.size) }));
}

/** The stored file of a message's attachment, with what opening it needs. */
export const attachedFile = (db: Db, messageKey: number, fileId: number) =>
  db
    .selectFrom('message_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .select(['f.id', 'f.kind', 'f.reference_id', 'f.file_name', 'f.storage_key', 'f.content_type'])
    .where('a.message_key', '=', messageKey)
    .where('a.file_id', '=', fileId)
    .executeTakeFirst();

/** Of `ids`, the stored files the account uploaded (what it may attach). */
export async function uploadsOf(db: Db, clientId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('stored_files').select('id').where('client_id', '=', clientId).where('id', 'in', [...ids]).execute();
  return rows.map((r) => num(r.id));
}

