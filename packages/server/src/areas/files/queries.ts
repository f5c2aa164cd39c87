import type { Kysely, Selectable } from 'kysely';
import type { StoredFileKind, StoredFilesTable } from '../../db/schema/files.js';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database>;
export type StoredFileRow = Selectable<StoredFilesTable>;

const normalise = (row: StoredFileRow): StoredFileRow => ({
  ...row,
  id: num(row.id),
  size: num(row.size),
  reference_id: row.reference_id === null ? null : num(row.reference_id),
  legal_id: row.legal_id === null ? null : num(row.legal_id),
  client_id: row.client_id === null ? null : num(row.client_id),
});

/** Form files by form id (EFM, reference_id = forms.id): the first stored file of each form. */
export async function formFiles(db: Db, formIds: readonly number[]): Promise<Map<number, StoredFileRow>> {
  const rows = await db
    .selectFrom('stored_files')
    .selectAll()
    .where('kind', '=', 'EFM')
    .where('reference_id', 'in', formIds)
    .orderBy('id')
    .execute();
  const byForm = new Map<number, StoredFileRow>();
  for (const row of rows.map(normalise)) if (!byForm.has(row.reference_id!)) byForm.set(row.reference_id!, row);
  return byForm;
}

/** Stored files of one kind by their own ids. */
export async function filesById(db: Db, kind: StoredFileKind, ids: readonly number[]): Promise<Map<number, StoredFileRow>> {
  const rows = await db.selectFrom('stored_files').selectAll().where('kind', '=', kind).where('id', 'in', ids).execute();
  return new Map(rows.map(normalise).map((row) => [row.id, row]));
}

/** A member's newest image (IMG), or the given one when it is theirs. */
export async function memberImage(db: Db, clientId: number, imageId: number | null): Promise<StoredFileRow | null> {
  let query = db.selectFrom('stored_files').selectAll().where('kind', '=', 'IMG').where('client_id', '=', clientId);
  if (imageId) query = query.where('id', '=', imageId);
  const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? normalise(row) : null;
}

/**
 * The member's own profile record documents (EDN) by stored file id: uploads (UPL) of the member
 * attached to one of their records (record_documents). Anyone else's id is simply not found.
 */
export async function memberDocumentFiles(db: Db, clientId: number, ids: readonly number[]): Promise<Map<number, StoredFileRow>> {
  const rows = await db
    .selectFrom('stored_files as f')
    .selectAll('f')
    .where('f.kind', '=', 'UPL')
    .where('f.client_id', '=', clientId)
    .where('f.id', 'in', ids)
    .where((eb) => eb.exists(eb.selectFrom('record_documents as d').select('d.id').whereRef('d.file_id', '=', 'f.id').where('d.client_id', '=', clientId)))
    .execute();
  return new Map(rows.map(normalise).map((row) => [row.id, row]));
}
