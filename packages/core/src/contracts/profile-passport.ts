import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, optionalId, requiredId } from './fields.js';
import { DocumentInput, RecordDocument } from './profile-documents.js';

/*
 * The profile's passport tab (member §3 Passport, Visa, Dependent, Visa-refusal record; §7 Profile:
 * PassportLoad, PassportDetailLoad, SavePassport, DeletePassport, VisaDetailLoad, SaveVisa,
 * DeleteVisa, FamilyDetailLoad, SaveFamily, DeleteFamily, SaveVisaRes). Dates travel yyyy-MM-dd
 * ('' when none). Every record is the signed-in member's: another member's id answers 404.
 */

const area = 'profile';

const TEXT_MAX = 200;
const NOTE_MAX = 4000;
/** A text old clients may send as null; its length is the rule's business up to a sane bound. */
const text = (max = TEXT_MAX) => z._default(z.nullable(z.string().check(z.maxLength(max))), '');
/** A flag as old clients send it: boolean, 'true'/'false', 1/0, 'Y'/'N'. */
const flag = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'Y', 'N', '']), z.literal(0), z.literal(1)])),
      z.transform((value) => value === true || value === 'true' || value === '1' || value === 1 || value === 'Y'),
    ),
    false,
  );

const SaveReply = z.object({ result: z.literal('S'), message: z.string(), id: z.number() });
const DeleteReply = z.object({ result: z.literal('S'), message: z.string() });
export type ProfileSaveReply = z.infer<typeof SaveReply>;

// ---------------------------------------------------------------------------------------------- passport

/** SavePassport's jsonString: id absent or 0 adds a passport. */
export const PassportInput = z.object({
  id: optionalId(),
  countryFk: optionalId(),
  /** A applied-for, P primary, O other; a passport with no number and no dates becomes A. */
  passportType: text(5),
  passportNo: text(),
  issueDate: text(20),
  expiryDate: text(20),
  issuingAuthority: text(),
});
export type PassportInput = z.infer<typeof PassportInput>;

export const Passport = z.object({
  id: z.number(),
  countryFk: z.number(),
  countryName: z.string(),
  passportType: z.enum(['A', 'P', 'O']),
  /** Type P. */
  isPrimary: z.boolean(),
  passportNo: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  issuingAuthority: z.string(),
  documents: z.array(RecordDocument),
});
export type Passport = z.infer<typeof Passport>;

// ---------------------------------------------------------------------------------------------- visa

export const VisaInput = z.object({
  id: optionalId(),
  countryFk: optionalId(),
  visaNo: text(),
  /** ST student, VS visitor, SP spouse, OT other (otherType says which). */
  visaType: text(5),
  otherType: text(),
  subClass: text(),
  grantDate: text(20),
  expiryDate: text(20),
});
export type VisaInput = z.infer<typeof VisaInput>;

export const Visa = z.object({
  id: z.number(),
  countryFk: z.number(),
  countryName: z.string(),
  visaNo: z.string(),
  visaType: z.enum(['ST', 'VS', 'SP', 'OT']),
  otherType: z.string(),
  subClass: z.string(),
  grantDate: z.string(),
  expiryDate: z.string(),
  documents: z.array(RecordDocument),
});
export type Visa = z.infer<typeof Visa>;

// ---------------------------------------------------------------------------------------------- dependant

export const DependantInput = z.object({
  id: optionalId(),
  relation: text(20),
  title: text(20),
  firstName: text(),
  lastName: text(),
  dob: text(20),
  gender: text(5),
  birthCountryFk: optionalId(),
  /** When on, the visa block below is required; when off it is not kept. */
  accompanying: flag(),
  visaCountryFk: optionalId(),
  visaNo: text(),
  visaType: text(5),
  visaSubClass: text(),
  visaGrantDate: text(20),
  visaExpiryDate: text(20),
  note: text(NOTE_MAX),
});
export type DependantInput = z.infer<typeof DependantInput>;

export const Dependant = z.object({
  id: z.number(),
  relation: z.string(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  gender: z.string(),
  birthCountryFk: z.number(),
  birthCountryName: z.string(),
  accompanying: z.boolean(),
  visaCountryFk: z.nullable(z.number()),
  visaCountryName: z.string(),
  visaNo: z.string(),
  visaType: z.string(),
  visaSubClass: z.string(),
  visaGrantDate: z.string(),
  visaExpiryDate: z.string(),
  note: z.string(),
});
export type Dependant = z.infer<typeof Dependant>;

// ---------------------------------------------------------------------------------------------- refusal

/** SaveVisaRes's jsonString, field names as the specification writes them. */
export const VisaRefusalInput = z.object({
  ViolationCond: flag(),
  ViolationDet: text(NOTE_MAX),
  RefCountry: flag(),
  RefCountryFk: optionalId(),
  RefDetail: text(NOTE_MAX),
});
export type VisaRefusalInput = z.infer<typeof VisaRefusalInput>;

export const VisaRefusal = z.object({
  ViolationCond: z.boolean(),
  ViolationDet: z.string(),
  RefCountry: z.boolean(),
  RefCountryFk: z.nullable(z.number()),
  RefCountryName: z.string(),
  RefDetail: z.string(),
});
export type VisaRefusal = z.infer<typeof VisaRefusal>;

/** Everything the tab shows, in one answer (with the country and document-type lists its dialogs choose from). */
export const PassportTab = z.object({
  passports: z.array(Passport),
  visas: z.array(Visa),
  dependants: z.array(Dependant),
  refusal: VisaRefusal,
  countries: z.array(Named),
  documentTypes: z.array(Named),
});
export type PassportTab = z.infer<typeof PassportTab>;

// ---------------------------------------------------------------------------------------------- calls

export const passportLoad = defineCall({
  id: 'profilePassportLoad',
  area,
  summary: "The signed-in member's passports, visas, dependants (family) and visa-refusal record, with the countries and document types.",
  method: 'GET',
  path: '/api/Profile/PassportLoad',
  auth: 'required',
  reply: PassportTab,
});

export const passportDetailLoad = defineCall({
  id: 'profilePassportDetailLoad',
  area,
  summary: 'One passport of the signed-in member, with its documents. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/PassportDetailLoad',
  auth: 'required',
  query: z.object({ passportFk: requiredId() }),
  reply: Passport,
});

export const savePassport = defineCall({
  id: 'profileSavePassport',
  area,
  summary:
    "Adds (id 0) or updates a passport. jsonDoc attaches an uploaded file (EDN_PAS) with its document type. 400 { message, errors } by the passport rule; 409 { message, result: '-1' } when an applied-for passport already exists for the country; 404 for another member's passport or file.",
  method: 'POST',
  path: '/api/Profile/SavePassport',
  auth: 'required',
  body: z.object({ jsonString: PassportInput, jsonDoc: z.optional(z.nullable(DocumentInput)) }),
  reply: SaveReply,
});

export const deletePassport = defineCall({
  id: 'profileDeletePassport',
  area,
  summary: 'Deletes a passport of the signed-in member and its documents. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/DeletePassport',
  auth: 'required',
  query: z.object({ passportFk: requiredId() }),
  reply: DeleteReply,
});

export const visaDetailLoad = defineCall({
  id: 'profileVisaDetailLoad',
  area,
  summary: 'One visa of the signed-in member, with its documents. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/VisaDetailLoad',
  auth: 'required',
  query: z.object({ visaFk: requiredId() }),
  reply: Visa,
});

export const saveVisa = defineCall({
  id: 'profileSaveVisa',
  area,
  summary: 'Adds (id 0) or updates a visa. jsonDoc attaches an uploaded file (EDN_VIS). 400 { message, errors } by the visa rule; 404 for another member\'s visa or file.',
  method: 'POST',
  path: '/api/Profile/SaveVisa',
  auth: 'required',
  body: z.object({ jsonString: VisaInput, jsonDoc: z.optional(z.nullable(DocumentInput)) }),
  reply: SaveReply,
});

export const deleteVisa = defineCall({
  id: 'profileDeleteVisa',
  area,
  summary: 'Deletes a visa of the signed-in member and its documents. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/DeleteVisa',
  auth: 'required',
  query: z.object({ visaFk: requiredId() }),
  reply: DeleteReply,
});

export const familyDetailLoad = defineCall({
  id: 'profileFamilyDetailLoad',
  area,
  summary: 'One dependant of the signed-in member. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/FamilyDetailLoad',
  auth: 'required',
  query: z.object({ familyFk: requiredId() }),
  reply: Dependant,
});

export const saveFamily = defineCall({
  id: 'profileSaveFamily',
  area,
  summary: 'Adds (id 0) or updates a dependant; the visa block is kept only when accompanying. 400 { message, errors } by the dependant rule.',
  method: 'POST',
  path: '/api/Profile/SaveFamily',
  auth: 'required',
  body: z.object({ jsonString: DependantInput }),
  reply: SaveReply,
});

export const deleteFamily = defineCall({
  id: 'profileDeleteFamily',
  area,
  summary: 'Deletes a dependant of the signed-in member. 404 when it is not theirs.',
  method: 'GET',
  path: '/api/Profile/DeleteFamily',
  auth: 'required',
  query: z.object({ familyFk: requiredId() }),
  reply: DeleteReply,
});

export const saveVisaRes = defineCall({
  id: 'profileSaveVisaRes',
  area,
  summary: "Saves the signed-in member's visa-refusal record (breach and refusal flags with their details). 400 { message, errors } by the refusal rule.",
  method: 'POST',
  path: '/api/Profile/SaveVisaRes',
  auth: 'required',
  body: z.object({ jsonString: VisaRefusalInput }),
  reply: z.object({ result: z.literal('S'), message: z.string() }),
});
