import type { Kysely } from 'kysely';
import { formMessages, recordDocumentMessages, validateRecordDocument, type RecordFormKey } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { invalid, notFound, rejectInvalid } from '../../http/errors.js';

/*
 * Documents attached to a member's profile records (member §3; §7 jsonDoc; §9 form keys EDN_EDU,
 * EDN_ENG, EDN_PAS, EDN_VIS), for every profile part that takes one:
 *
 *   // inside the save, after the record is written (same transaction), the record being the member's:
 *   await attachDocument(trx, member.clientId, { formKey: 'EDN_EDU', formRecordFk: educationId, fileInfoId: jsonDoc?.FileInfoId, docTypeId: jsonDoc?.DocTypeId });
 *   // in the record's answer:
 *   documents: await documentsOf(db, member.clientId, 'EDN_EDU', educationId)
 *   // when the record is deleted:
 *   await removeDocuments(trx, member.clientId, 'EDN_EDU', educationId)
 *
 * The file is one the member uploaded (UploadFile: stored_files kind UPL); the owner downloads it with
 * DownloadFiles (key EDN, fileID = its fileId). The caller must have checked that the record is the
 * member's own: these functions know no record tables.
 */

type Db = Kysely<Database>;

export interface AttachDocument {
  formKey: RecordFormKey;
  /** The record the document belongs to (already checked to be the member's). */
  formRecordFk: number;
  /** The fileId UploadFile answered; empty: nothing to attach. */
  fileInfoId?: number | null;
  docTypeId?: number | null;
  /** When it was attached (the server's clock; now by default). */
  now?: Date;
}

/**
 * Attaches the member's upload to their record. Nothing happens without a file. Refuses:
 * - a file without a document type → 400 'Document type is required when a file is attached' (docTypeId);
 * - an unknown document type → 400 'Choose a document type from the list.' (docTypeId);
 * - a file that is not the member's own upload → 404 'Resource file not found' (no leak);
 * - another file of the same name already on the record → 400 'file already exist' (fileInfoId).
 * The same file attached again is no change. Returns the document, or null when there was no file.
 */
export async function attachDocument(db: Db, clientId: number, doc: AttachDocument): Promise<profile.RecordDocument | null> {
  if (!doc.fileInfoId) return null;
  rejectInvalid(validateRecordDocument(doc));
  const docType = await db.selectFrom('document_types').select('id').where('id', '=', doc.docTypeId!).executeTakeFirst();
  if (!docType) throw invalid({ docTypeId: recordDocumentMessages.docTypeUnknown });
  const file = await db
    .selectFrom('stored_files')
    .select(['id', 'file_name'])
    .where('id', '=', doc.fileInfoId)
    .where('kind', '=', 'UPL')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (!file) throw notFound(formMessages.fileNotFound);

  const attached = await documentsOf(db, clientId, doc.formKey, doc.formRecordFk);
  const same = attached.find((d) => d.fileId === doc.fileInfoId);
  if (same) return same;
  if (attached.some((d) => d.fileName.toLowerCase() === file.file_name.toLowerCase())) {
    throw invalid({ fileInfoId: recordDocumentMessages.fileAlreadyExists });
  }
  await db
    .insertInto('record_documents')
    .values({ client_id: clientId, form_key: doc.formKey, record_fk: doc.formRecordFk, file_id: doc.fileInfoId, doc_type_id: doc.docTypeId!, created_at: (doc.now ?? new Date()).toISOString() })
    .execute();
  return (await documentsOf(db, clientId, doc.formKey, doc.formRecordFk)).find((d) => d.fileId === doc.fileInfoId) ?? null;
}

/** The documents of one of the member's records, oldest first. */
export async function documentsOf(db: Db, clientId: number, formKey: RecordFormKey, recordFk: number): Promise<profile.RecordDocument[]> {
  return (await documentsByRecord(db, clientId, formKey, [recordFk])).get(recordFk) ?? [];
}

/** The documents of several of the member's records of one form key, by record id (for a grid in one query). */
export async function documentsByRecord(db: Db, clientId: number, formKey: RecordFormKey, recordFks: readonly number[]): Promise<Map<number, profile.RecordDocument[]>> {
  const byRecord = new Map<number, profile.RecordDocument[]>();
  if (recordFks.length === 0) return byRecord;
  const rows = await db
    .selectFrom('record_documents as d')
    .innerJoin('stored_files as f', 'f.id', 'd.file_id')
    .innerJoin('document_types as t', 't.id', 'd.doc_type_id')
    .select(['d.id', 'd.record_fk', 'd.file_id', 'f.file_name', 'f.content_type', 'f.size', 'd.doc_type_id', 't.name as doc_type_name'])
    .where('d.client_id', '=', clientId)
    .where('d.form_key', '=', formKey)
    .where('d.record_fk', 'in', [...recordFks])
    .orderBy('d.id')
    .execute();
  for (const row of rows) {
    const recordFk = num(row.record_fk);
    const list = byRecord.get(recordFk) ?? [];
    list.push({
      documentId: num(row.id),
      fileId: num(row.file_id),
      fileName: row.file_name,
      contentType: row.content_type,
      size: num(row.size),
      docTypeId: num(row.doc_type_id),
      docTypeName: row.doc_type_name,
    });
    byRecord.set(recordFk, list);
  }
  return byRecord;
}

/** Detaches every document of a record (when the record is deleted). The uploads stay the member's. */
export async function removeDocuments(db: Db, clientId: number, formKey: RecordFormKey, recordFk: number): Promise<void> {
  await db.deleteFrom('record_documents').where('client_id', '=', clientId).where('form_key', '=', formKey).where('record_fk', '=', recordFk).execute();
}

/** The document types, in their display order. */
export async function documentTypes(db: Db): Promise<Array<{ id: number; name: string }>> {
  const rows = await db.selectFrom('document_types').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: num(r.id), name: r.name }));
}
