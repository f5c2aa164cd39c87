import * as profile from '../contracts/profile.js';
import type { Dependant, DependantInput, DocumentInput, Passport, PassportInput, PassportTab, ProfileSaveReply, RecordDocument, Visa, VisaInput, VisaRefusal, VisaRefusalInput } from '../contracts/profile.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/*
 * The profile's passport tab (member §7 Profile) and the document types of profile record documents,
 * for the screens. Each resolves with the server's answer or throws an ApiError (400 with the rule's
 * field messages, 409 '"Applied for" already exists for selected country.' with result '-1', 404).
 */

export type { Dependant, DependantInput, DocumentInput, Passport, PassportInput, PassportTab, ProfileSaveReply, RecordDocument, Visa, VisaInput, VisaRefusal, VisaRefusalInput };

/** A document to attach with a save (jsonDoc): an uploaded file id and its document type. */
export interface AttachedFile {
  fileInfoId: number | null;
  docTypeId: number | null;
}

const jsonDoc = (formKey: string, doc: AttachedFile | null | undefined): DocumentInput | null =>
  doc?.fileInfoId ? { FormKey: formKey, FormRecordFk: undefined, FileInfoId: doc.fileInfoId, DocTypeId: doc.docTypeId ?? undefined, ClientFk: undefined } : null;

export const loadPassportTab = (options: CallOptions = {}): Promise<PassportTab> => getClient().call(profile.passportLoad, {}, options);

export const loadDocumentTypes = async (options: CallOptions = {}): Promise<Array<{ id: number; name: string }>> =>
  (await getClient().call(profile.documentTypeLoad, {}, options)).documentTypes;

export const savePassport = (passport: PassportInput, doc?: AttachedFile | null, options: CallOptions = {}): Promise<ProfileSaveReply> =>
  getClient().call(profile.savePassport, { body: { jsonString: passport, jsonDoc: jsonDoc('EDN_PAS', doc) } }, options);

export const deletePassport = (passportFk: number, options: CallOptions = {}) => getClient().call(profile.deletePassport, { query: { passportFk } }, options);

export const saveVisa = (visa: VisaInput, doc?: AttachedFile | null, options: CallOptions = {}): Promise<ProfileSaveReply> =>
  getClient().call(profile.saveVisa, { body: { jsonString: visa, jsonDoc: jsonDoc('EDN_VIS', doc) } }, options);

export const deleteVisa = (visaFk: number, options: CallOptions = {}) => getClient().call(profile.deleteVisa, { query: { visaFk } }, options);

export const saveDependant = (dependant: DependantInput, options: CallOptions = {}): Promise<ProfileSaveReply> =>
  getClient().call(profile.saveFamily, { body: { jsonString: dependant } }, options);

export const deleteDependant = (familyFk: number, options: CallOptions = {}) => getClient().call(profile.deleteFamily, { query: { familyFk } }, options);

export const saveVisaRefusal = (refusal: VisaRefusalInput, options: CallOptions = {}) =>
  getClient().call(profile.saveVisaRes, { body: { jsonString: refusal } }, options);
