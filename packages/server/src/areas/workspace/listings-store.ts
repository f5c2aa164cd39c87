import type { Kysely, Transaction } from 'kysely';
import type { FieldErrors } from '@studyatlas/core';
import type { workspace } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import type { ListingKind, ListingStatus } from '../../db/schema/catalog.js';
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
/** An id a form's drop-down gives: a positive number, else null (none chosen). */
export const chosen = (raw: unknown): number | null => (Number(raw ?? 0) > 0 ? Number(raw) : null);
