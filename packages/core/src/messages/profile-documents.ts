import { defineCatalogue } from '../i18n/catalogue.js';
import { CHOOSE_PLACEHOLDER } from './common.js';
/**
 * Documents attached to profile records (member §3 education, English test, passport, visa;
 * §5 "document type if file attached", "Uploads"). 'file already exist' is the specification's
 * wording; the document-type message is ours (the specification gives none).
 */
export const recordDocumentMessages = /* @__PURE__ */ defineCatalogue('profile-documents', 'recordDocumentMessages', {
  fileAlreadyExists: 'file already exist',
  docTypeRequired: 'Document type is required when a file is attached',
  docTypeUnknown: 'Choose a document type from the list.',
  fileRequired: 'Choose a file to attach.',
} as const);

/** The document control's labels. */
export const recordDocumentLabels = /* @__PURE__ */ defineCatalogue('profile-documents', 'recordDocumentLabels', {
  document: 'Document',
  documentType: 'Document type',
  chooseFile: 'Choose file',
  uploading: 'Uploading…',
  attached: 'Attached: {name}',
  removeFile: 'Remove file',
  download: 'Download {name}',
  choose: CHOOSE_PLACEHOLDER,
} as const);
