import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, optionalId } from './fields.js';

/*
 * Documents attached to profile records (member §3; §7 jsonDoc: FormKey, FormRecordFk, FileInfoId,
 * DocTypeId, ClientFk; §9 form keys EDN_EDU, EDN_ENG, EDN_PAS, EDN_VIS). A save call that takes a
 * document carries `jsonDoc`: the file comes from UploadFile (its fileId), the record is the one being
 * saved and the member the signed-in one (FormRecordFk and ClientFk are accepted and ignored). The
 * owner downloads a document through DownloadFiles with key EDN and the document's fileId.
 */

const area = 'profile';

/** jsonDoc as old clients send it; FileInfoId empty = no file. */
export const DocumentInput = z.object({
  FormKey: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  FormRecordFk: optionalId(),
  FileInfoId: optionalId(),
  DocTypeId: optionalId(),
  ClientFk: optionalId(),
});
export type DocumentInput = z.infer<typeof DocumentInput>;

/** A document attached to a record. */
export const RecordDocument = z.object({
  documentId: z.number(),
  /** The stored file: DownloadFiles with headers fileID = fileId, key = EDN. */
  fileId: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  docTypeId: z.number(),
  docTypeName: z.string(),
});
export type RecordDocument = z.infer<typeof RecordDocument>;

export const DocumentTypes = z.object({ documentTypes: z.array(Named) });
export type DocumentTypes = z.infer<typeof DocumentTypes>;

export const documentTypeLoad = defineCall({
  id: 'profileDocumentTypeLoad',
  area,
  summary: 'The document types a profile record document may have (education, English test, passport and visa documents).',
  method: 'GET',
  path: '/api/Profile/DocumentTypeLoad',
  auth: 'required',
  reply: DocumentTypes,
});
