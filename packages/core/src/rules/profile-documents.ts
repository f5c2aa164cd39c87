import { recordDocumentMessages } from '../messages/profile-documents.js';
import type { FieldErrors } from './field.js';

/**
 * Documents attached to profile records (member §3, §7 jsonDoc, §9 form keys): an education (EDN_EDU),
 * an English or other test (EDN_ENG), a passport (EDN_PAS), a visa (EDN_VIS).
 */
export const RECORD_FORM_KEYS = ['EDN_EDU', 'EDN_ENG', 'EDN_PAS', 'EDN_VIS'] as const;
export type RecordFormKey = (typeof RECORD_FORM_KEYS)[number];
export const isRecordFormKey = (value: unknown): value is RecordFormKey => (RECORD_FORM_KEYS as readonly unknown[]).includes(value);

/** What a form holds of a document to attach: the uploaded file's id and the chosen document type. */
export interface RecordDocumentValues {
  /** The id UploadFile answered (`fileId`); empty when no file is attached. */
  fileInfoId?: number | string | null;
  docTypeId?: number | string | null;
}

export type RecordDocumentField = 'fileInfoId' | 'docTypeId';

const positive = (value: number | string | null | undefined): boolean => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || '0');
  return Number.isSafeInteger(n) && n > 0;
};

/**
 * Member §5 "document type if file attached": a file without a document type →
 * 'Document type is required when a file is attached' (on docTypeId). No file: nothing to check.
 */
export function validateRecordDocument(values: RecordDocumentValues): FieldErrors<RecordDocumentField> {
  if (!positive(values.fileInfoId)) return {};
  return positive(values.docTypeId) ? {} : { docTypeId: recordDocumentMessages.docTypeRequired };
}
