import { messages as m } from '../messages/common.js';
import { passportMessages as pm } from '../messages/profile-passport.js';
import { toApiDate, toDate } from '../format/dates.js';
import { isBlank, type FieldErrors } from './field.js';
import { validateRecordDocument, type RecordDocumentValues } from './profile-documents.js';

/*
 * The passport tab's rules (member §3 Passport, Visa, Dependent, Visa-refusal record; §4 "a passport
 * is switched to type A when no number is present"; §5; §9 types). Plain functions over form values
 * (dates yyyy-MM-dd, ids as numbers or digits): the dialog shows their messages and the server runs
 * the very same functions. `today` is yyyy-MM-dd (the server passes its clock's day).
 */

/** Passport types (member §9): A applied-for, P primary, O other. */
export const PASSPORT_TYPES = ['A', 'P', 'O'] as const;
export type PassportType = (typeof PASSPORT_TYPES)[number];
/** Visa types (member §9): ST student, VS visitor, SP spouse, OT other (with a free-text type). */
export const VISA_TYPES = ['ST', 'VS', 'SP', 'OT'] as const;
export type VisaType = (typeof VISA_TYPES)[number];
/** A dependant's relation, title and gender (the specification lists the fields, not their values). */
export const DEPENDANT_RELATIONS = ['spouse', 'partner', 'child', 'parent', 'sibling', 'other'] as const;
export type DependantRelation = (typeof DEPENDANT_RELATIONS)[number];
export const DEPENDANT_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Master'] as const;
export type DependantTitle = (typeof DEPENDANT_TITLES)[number];
export const DEPENDANT_GENDERS = ['M', 'F', 'O'] as const;
export type DependantGender = (typeof DEPENDANT_GENDERS)[number];

/** Longest texts the tab stores. */
export const PASSPORT_TEXT_MAX = 50;
export const PASSPORT_NOTE_MAX = 2000;

type Id = number | string | null | undefined;
const hasId = (value: Id): boolean => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || '0');
  return Number.isSafeInteger(n) && n > 0;
};
const text = (value: string | null | undefined): string => (value ?? '').trim();
/** A real calendar day written yyyy-MM-dd. */
const isApiDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toApiDate(toDate(value)) === value;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

/**
 * A date field: 'Required' when empty (member §5 "Date fields"), 'Invalid Date' when it is not a real
 * yyyy-MM-dd day; otherwise the checks given, first failing wins.
 */
function dateChecks(value: string | null | undefined, checks: ReadonlyArray<readonly [boolean, string]> = []): string | undefined {
  const day = text(value);
  if (day === '') return pm.dateRequired;
  if (!isApiDate(day)) return m.invalidDate;
  return checks.find(([fails]) => fails)?.[1];
}
const validDay = (value: string | null | undefined): string | null => (isApiDate(text(value)) ? text(value) : null);

// ---------------------------------------------------------------------------------------------- passport

export interface PassportValues extends RecordDocumentValues {
  countryFk: Id;
  passportType: PassportType | '' | null | undefined;
  passportNo: string | null | undefined;
  issueDate: string | null | undefined;
  expiryDate: string | null | undefined;
  issuingAuthority?: string | null;
}
export type PassportField = 'countryFk' | 'passportType' | 'passportNo' | 'issueDate' | 'expiryDate' | 'docTypeId';

/**
 * Member §4 "a passport is switched to type A when no number is present": a passport with no number
 * and no dates is an applied-for one whatever type was sent (or none). One with dates but no number
 * keeps its type, so the rule asks for the number instead of silently dropping the dates. An
 * applied-for passport keeps no number or dates.
 */
export function normalisePassport<V extends PassportValues>(values: V): V {
  const noNumber = text(values.passportNo) === '';
  const noDates = text(values.issueDate) === '' && text(values.expiryDate) === '';
  const type = noNumber && noDates ? 'A' : values.passportType;
  return type === 'A' ? { ...values, passportType: 'A', passportNo: '', issueDate: '', expiryDate: '' } : values;
}

/**
 * Passport (member §5): country required; unless applied-for, number, issue date and expiry date
 * required; an issue date after today → 'IssueDate should be greater then current date' (the
 * specification checks the issue date against the current date: a passport cannot have been issued
 * in the future); issue before expiry ('Issue Date should be less then Expiry Date'); a document type
 * when a file is attached.
 */
export function validatePassport(values: PassportValues, today: string): FieldErrors<PassportField> {
  const errors: FieldErrors<PassportField> = {};
  if (!hasId(values.countryFk)) errors.countryFk = pm.countryRequired;
  const type = values.passportType;
  if (!oneOf(PASSPORT_TYPES, type)) errors.passportType = pm.passportTypeRequired;
  if (type !== 'A') {
    if (text(values.passportNo) === '') errors.passportNo = pm.passportNumberRequired;
    else if (text(values.passportNo).length > PASSPORT_TEXT_MAX) errors.passportNo = tooLong(PASSPORT_TEXT_MAX);
    const expiry = validDay(values.expiryDate);
    const issue = dateChecks(values.issueDate, [
      [text(values.issueDate) > today, pm.issueDateInFuture],
      [expiry !== null && text(values.issueDate) >= expiry, pm.issueAfterExpiry],
    ]);
    if (issue) errors.issueDate = issue;
    const expiryMessage = dateChecks(values.expiryDate);
    if (expiryMessage) errors.expiryDate = expiryMessage;
  }
  Object.assign(errors, validateRecordDocument(values));
  return errors;
}

// ---------------------------------------------------------------------------------------------- visa

export interface VisaValues extends RecordDocumentValues {
  countryFk: Id;
  visaNo: string | null | undefined;
  visaType: VisaType | '' | null | undefined;
  otherType?: string | null;
  subClass: string | null | undefined;
  grantDate: string | null | undefined;
  expiryDate: string | null | undefined;
}
export type VisaField = 'countryFk' | 'visaNo' | 'visaType' | 'otherType' | 'subClass' | 'grantDate' | 'expiryDate' | 'docTypeId';

/**
 * Visa (member §5): country, number, grant date, expiry date, type, sub-class required; the other
 * type's text when the type is OT; grant date not in the future; expiry after grant ('Visa Expiry
 * Date should be greater than Grant Date'); a document type when a file is attached.
 */
export function validateVisa(values: VisaValues, today: string): FieldErrors<VisaField> {
  const errors: FieldErrors<VisaField> = {};
  if (!hasId(values.countryFk)) errors.countryFk = pm.countryRequired;
  required(errors, 'visaNo', values.visaNo, pm.visaNumberRequired);
  if (!oneOf(VISA_TYPES, values.visaType)) errors.visaType = pm.visaTypeRequired;
  else if (values.visaType === 'OT') required(errors, 'otherType', values.otherType, pm.visaOtherTypeRequired);
  required(errors, 'subClass', values.subClass, pm.visaSubClassRequired);
  const grant = validDay(values.grantDate);
  const grantMessage = dateChecks(values.grantDate, [[text(values.grantDate) > today, pm.grantDateInFuture]]);
  if (grantMessage) errors.grantDate = grantMessage;
  const expiryMessage = dateChecks(values.expiryDate, [[grant !== null && text(values.expiryDate) <= grant, pm.visaExpiryBeforeGrant]]);
  if (expiryMessage) errors.expiryDate = expiryMessage;
  Object.assign(errors, validateRecordDocument(values));
  return errors;
}

// ---------------------------------------------------------------------------------------------- dependant

export interface DependantValues {
  relation: string | null | undefined;
  title: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  dob: string | null | undefined;
  gender: string | null | undefined;
  birthCountryFk: Id;
  accompanying: boolean;
  visaCountryFk?: Id;
  visaNo?: string | null;
  visaType?: VisaType | '' | null;
  visaSubClass?: string | null;
  visaGrantDate?: string | null;
  visaExpiryDate?: string | null;
  note?: string | null;
}
export type DependantField =
  | 'relation' | 'title' | 'firstName' | 'lastName' | 'dob' | 'gender' | 'birthCountryFk'
  | 'visaCountryFk' | 'visaNo' | 'visaType' | 'visaSubClass' | 'visaGrantDate' | 'visaExpiryDate' | 'note';

/**
 * Dependent (member §5): relation, title, first and last name, date of birth (not in the future),
 * gender, birth country required. When accompanying: visa country, number, type, sub-class, grant
 * date, expiry date and note required; grant not in the future and after the date of birth ('Grant
 * Date should be greater than DOB'); grant before expiry ('Visa Grant Date should be less than
 * Expiry Date'). The visa block is not checked (and not kept) when not accompanying.
 */
export function validateDependant(values: DependantValues, today: string): FieldErrors<DependantField> {
  const errors: FieldErrors<DependantField> = {};
  if (!oneOf(DEPENDANT_RELATIONS, values.relation)) errors.relation = pm.relationRequired;
  if (!oneOf(DEPENDANT_TITLES, values.title)) errors.title = pm.titleRequired;
  required(errors, 'firstName', values.firstName, pm.firstNameRequired);
  required(errors, 'lastName', values.lastName, pm.lastNameRequired);
  const dobMessage = dateChecks(values.dob, [[text(values.dob) > today, pm.dobInFuture]]);
  if (dobMessage) errors.dob = dobMessage;
  if (!oneOf(DEPENDANT_GENDERS, values.gender)) errors.gender = pm.genderRequired;
  if (!hasId(values.birthCountryFk)) errors.birthCountryFk = pm.birthCountryRequired;
  if (!values.accompanying) return errors;

  if (!hasId(values.visaCountryFk)) errors.visaCountryFk = pm.visaCountryRequired;
  required(errors, 'visaNo', values.visaNo, pm.visaNumberRequired);
  if (!oneOf(VISA_TYPES, values.visaType)) errors.visaType = pm.visaTypeRequired;
  required(errors, 'visaSubClass', values.visaSubClass, pm.visaSubClassRequired);
  // Compared with the date of birth only once that date is right itself.
  const dob = errors.dob ? null : validDay(values.dob);
  const expiry = validDay(values.visaExpiryDate);
  const grantMessage = dateChecks(values.visaGrantDate, [
    [text(values.visaGrantDate) > today, pm.grantDateInFuture],
    [dob !== null && text(values.visaGrantDate) <= dob, pm.grantBeforeDob],
    [expiry !== null && text(values.visaGrantDate) >= expiry, pm.grantAfterExpiry],
  ]);
  if (grantMessage) errors.visaGrantDate = grantMessage;
  const expiryMessage = dateChecks(values.visaExpiryDate);
  if (expiryMessage) errors.visaExpiryDate = expiryMessage;
  if (isBlank(values.note)) errors.note = pm.noteRequired;
  else if (text(values.note).length > PASSPORT_NOTE_MAX) errors.note = tooLong(PASSPORT_NOTE_MAX);
  return errors;
}

// ---------------------------------------------------------------------------------------------- refusal

/** The visa-refusal record (member §3, §7 SaveVisaRes), field names as the specification writes them. */
export interface VisaRefusalValues {
  ViolationCond: boolean;
  ViolationDet: string | null | undefined;
  RefCountry: boolean;
  RefCountryFk: Id;
  RefDetail: string | null | undefined;
}
export type VisaRefusalField = 'ViolationDet' | 'RefCountryFk' | 'RefDetail';

/** Visa refusal (member §5): the detail when the violation flag is on; country and detail when the refused flag is on. */
export function validateVisaRefusal(values: VisaRefusalValues): FieldErrors<VisaRefusalField> {
  const errors: FieldErrors<VisaRefusalField> = {};
  if (values.ViolationCond) {
    if (isBlank(values.ViolationDet)) errors.ViolationDet = pm.violationDetailRequired;
    else if (text(values.ViolationDet).length > PASSPORT_NOTE_MAX) errors.ViolationDet = tooLong(PASSPORT_NOTE_MAX);
  }
  if (values.RefCountry) {
    if (!hasId(values.RefCountryFk)) errors.RefCountryFk = pm.refusedCountryRequired;
    if (isBlank(values.RefDetail)) errors.RefDetail = pm.refusalDetailRequired;
    else if (text(values.RefDetail).length > PASSPORT_NOTE_MAX) errors.RefDetail = tooLong(PASSPORT_NOTE_MAX);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------- helpers

const tooLong = (max: number) => pm.tooLong.replace('{max}', String(max));

function required<F extends string>(errors: FieldErrors<F>, field: F, value: string | null | undefined, message: string): void {
  if (isBlank(value)) errors[field] = message;
  else if (text(value).length > PASSPORT_TEXT_MAX) errors[field] = tooLong(PASSPORT_TEXT_MAX);
}
