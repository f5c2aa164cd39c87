import { loadDocumentTypes } from '@studyatlas/core';
import { useQuery } from '../../../data/use-query.js';
import { PROFILE_LISTS } from '../query-keys.js';

/**
 * A document to attach with a qualification (EDN_EDU) or a test (EDN_ENG), as the dialogs' forms hold
 * it: jsonDoc's names, so the rule's and the server's messages (DocTypeId, FileInfoId) land on the
 * DocumentField. FileName is only shown.
 */
export interface DocumentFormValues {
  FileInfoId: number;
  FileName: string;
  DocTypeId: number;
}

export const NO_DOCUMENT: DocumentFormValues = { FileInfoId: 0, FileName: '', DocTypeId: 0 };

/**
 * A form's values split into the record (jsonString) and its document (jsonDoc, null without a file;
 * FormRecordFk and ClientFk are the server's: the record saved, the signed-in member).
 */
export function splitDocument<V extends DocumentFormValues>(values: V, formKey: 'EDN_EDU' | 'EDN_ENG') {
  const { FileInfoId, FileName: _name, DocTypeId, ...record } = values;
  const jsonDoc = FileInfoId ? { FormKey: formKey, FormRecordFk: 0, FileInfoId, DocTypeId, ClientFk: 0 } : null;
  return { record, jsonDoc };
}

type Named = Array<{ id: number; name: string }>;

const NONE: Named = [];

/** The document types (DocumentTypeLoad), [] until loaded or when the load fails. */
export function useDocumentTypes(): Named {
  return useQuery(`${PROFILE_LISTS}/document-types`, () => loadDocumentTypes(), { audience: 'member' }).data ?? NONE;
}
