import type { Kysely, Transaction } from 'kysely';
import type { FieldErrors } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import type { ListingKind, ListingStatus } from '../../db/schema/catalog.js';
import type { StoredFileKind } from '../../db/schema/files.js';
import type { Snapshot } from './catalogue-snapshots.js';
import type { Staff } from './staff-queries.js';

export type Db = Kysely<Database> | Transaction<Database>;
export type Trx = Transaction<Database>;

/** What a write knows besides the values: who, when, the status of a new record, and where to put files' keys to drop once it committed. */
export interface WriteContext {
  me: Staff;
  at: string;
  status: ListingStatus;
  /** Storage keys of files the write replaced or removed: their bytes go after the commit. */
  dropKeys: string[];
}

/**
 * One kind of the workspace's scholarships, forms and events: what differs between them. The rest —
 * the list, 404 for another organisation's record, the rule before anything is written, one
 * transaction with the history row, statuses, removal or archiving — is listings-service.ts's.
 */
export interface ListingStore<V, R extends { id: number; status: ListingStatus; name: string }> {
  kind: ListingKind;
  table: 'scholarships' | 'forms' | 'events';
  notFound: string;
  /** The core rule, given the record as it is (undefined: a new one). */
  validate(values: V, existing: R | undefined): FieldErrors;
  /** Checks what the rule cannot (ids exist and are the organisation's; 400 otherwise) and writes the record (a new one when `id` is null); answers its id. */
  write(trx: Trx, context: WriteContext, values: V, id: number | null): Promise<number>;
  /** The record, or undefined when it is not the organisation's. */
  read(db: Db, legalId: number, id: number): Promise<R | undefined>;
  /** The list's rows of some records. */
  rows(db: Db, ids: readonly number[]): Promise<workspace.ListingRow[]>;
  /** The fields as the history shows them (names for ids). */
  snapshot(record: R): Snapshot;
  /** Why the record cannot be removed (members refer to it: archive it instead), or null. */
  inUse(db: Db, id: number): Promise<string | null>;
  /** Deletes the record and its parts (adding its files' keys to `dropKeys`). */
  remove(trx: Trx, id: number, dropKeys: string[]): Promise<void>;
}

/** A text field as stored: trimmed, blank → null. */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (with `escape '\\'`). */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An id a form's drop-down gives: a positive number, else null (none chosen). */
export const chosen = (raw: unknown): number | null => (Number(raw ?? 0) > 0 ? Number(raw) : null);

/** The staff member's own upload (files.uploadFile), attached to nothing else, or undefined. */
export const ownUpload = (trx: Trx, clientId: number, fileId: number) =>
  trx
    .selectFrom('stored_files as f')
    .select(['f.id', 'f.file_name'])
    .where('f.id', '=', fileId)
    .where('f.kind', '=', 'UPL')
    .where('f.client_id', '=', clientId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('record_documents as d').select('d.id').whereRef('d.file_id', '=', 'f.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('message_attachments as a').select('a.file_id').whereRef('a.file_id', '=', 'f.id'))))
    .executeTakeFirst();

/** Takes an upload over as a record's file (a form's EFM, an event's EEM): the organisation's from now on, no longer the member's. */
export const takeOver = (trx: Trx, fileId: number, kind: Extract<StoredFileKind, 'EFM' | 'EEM'>, referenceId: number, legalId: number) =>
  trx.updateTable('stored_files').set({ kind, reference_id: referenceId, legal_id: legalId, client_id: null }).where('id', '=', fileId).execute();

/** Deletes stored files' rows now; their bytes go after the commit (`dropKeys`). */
export async function dropStoredFiles(trx: Trx, files: readonly { id: number | string; storage_key: string | null }[], dropKeys: string[]) {
  for (const file of files) if (file.storage_key) dropKeys.push(file.storage_key);
  if (files.length) await trx.deleteFrom('stored_files').where('id', 'in', files.map((f) => Number(f.id))).execute();
}
