import { describe, expect, it } from 'vitest';
import { normalisePassport, validateDependant, validatePassport, validateVisa, validateVisaRefusal, type DependantValues, type PassportValues, type VisaValues } from './profile-passport.js';
import { validateRecordDocument } from './profile-documents.js';

const TODAY = '2026-03-02';

describe('passport rule', () => {
  const valid: PassportValues = { countryFk: 14, passportType: 'P', passportNo: 'N1234567', issueDate: '2020-01-10', expiryDate: '2030-01-09', issuingAuthority: 'DFAT' };

  it('accepts a complete passport and an applied-for one with a country only', () => {
    expect(validatePassport(valid, TODAY)).toEqual({});
    expect(validatePassport({ countryFk: '14', passportType: 'A', passportNo: '', issueDate: '', expiryDate: '' }, TODAY)).toEqual({});
  });

  it('requires the country, the type and — unless applied-for — number and dates (Required)', () => {
    expect(validatePassport({ countryFk: null, passportType: 'O', passportNo: ' ', issueDate: '', expiryDate: '' }, TODAY)).toEqual({
      countryFk: 'Country is required',
      passportNo: 'Passport number is required',
      issueDate: 'Required',
      expiryDate: 'Required',
    });
    expect(validatePassport({ ...valid, passportType: '' }, TODAY)).toEqual({ passportType: 'Passport type is required' });
  });

  it('refuses an issue date after today and an issue date not before the expiry date, with the specification words', () => {
    expect(validatePassport({ ...valid, issueDate: '2026-03-03' }, TODAY)).toEqual({ issueDate: 'IssueDate should be greater then current date' });
    expect(validatePassport({ ...valid, issueDate: TODAY }, TODAY)).toEqual({});
    expect(validatePassport({ ...valid, issueDate: '2020-01-10', expiryDate: '2020-01-10' }, TODAY)).toEqual({ issueDate: 'Issue Date should be less then Expiry Date' });
    expect(validatePassport({ ...valid, issueDate: '2020-02-30' }, TODAY)).toEqual({ issueDate: 'Invalid Date' });
  });

  it('asks for a document type when a file is attached', () => {
    expect(validatePassport({ ...valid, fileInfoId: 12, docTypeId: null }, TODAY)).toEqual({ docTypeId: 'Document type is required when a file is attached' });
    expect(validatePassport({ ...valid, fileInfoId: 12, docTypeId: '3' }, TODAY)).toEqual({});
    expect(validateRecordDocument({ fileInfoId: null, docTypeId: null })).toEqual({});
  });

  it('switches a passport without number and dates to applied-for (member §4) and clears an applied-for passport', () => {
    expect(normalisePassport({ ...valid, passportType: 'P', passportNo: '', issueDate: '', expiryDate: '' }).passportType).toBe('A');
    expect(normalisePassport({ ...valid, passportType: 'A' })).toMatchObject({ passportType: 'A', passportNo: '', issueDate: '', expiryDate: '' });
    // Dates but no number: the type stays, so the rule asks for the number instead of losing the dates.
    const kept = normalisePassport({ ...valid, passportNo: '' });
    expect(kept.passportType).toBe('P');
    expect(validatePassport(kept, TODAY)).toEqual({ passportNo: 'Passport number is required' });
  });
});

describe('visa rule', () => {
  const valid: VisaValues = { countryFk: 14, visaNo: 'V1', visaType: 'ST', otherType: '', subClass: '500', grantDate: '2025-01-15', expiryDate: '2027-01-15' };

  it('accepts a complete visa', () => expect(validateVisa(valid, TODAY)).toEqual({}));

  it('requires every field, the other type only for OT', () => {
    expect(validateVisa({ countryFk: 0, visaNo: '', visaType: '', subClass: '', grantDate: '', expiryDate: '' }, TODAY)).toEqual({
      countryFk: 'Country is required',
      visaNo: 'Visa number is required',
      visaType: 'Visa type is required',
      subClass: 'Visa sub-class is required',
      grantDate: 'Required',
      expiryDate: 'Required',
    });
    expect(validateVisa({ ...valid, visaType: 'OT', otherType: ' ' }, TODAY)).toEqual({ otherType: 'Other visa type is required' });
    expect(validateVisa({ ...valid, visaType: 'OT', otherType: 'Working holiday' }, TODAY)).toEqual({});
  });

  it('refuses a grant in the future and an expiry not after the grant', () => {
    expect(validateVisa({ ...valid, grantDate: '2026-03-03', expiryDate: '2028-01-01' }, TODAY)).toEqual({ grantDate: 'Grant Date should not be in the future' });
    expect(validateVisa({ ...valid, expiryDate: '2024-12-31' }, TODAY)).toEqual({ expiryDate: 'Visa Expiry Date should be greater than Grant Date' });
    expect(validateVisa({ ...valid, expiryDate: valid.grantDate }, TODAY)).toEqual({ expiryDate: 'Visa Expiry Date should be greater than Grant Date' });
  });
});

describe('dependant rule', () => {
  const valid: DependantValues = { relation: 'child', title: 'Miss', firstName: 'Mia', lastName: 'Student', dob: '2018-05-04', gender: 'F', birthCountryFk: 14, accompanying: false };
  const visa = { visaCountryFk: 14, visaNo: 'D1', visaType: 'SP' as const, visaSubClass: '500', visaGrantDate: '2025-01-15', visaExpiryDate: '2027-01-15', note: 'Travels with me' };

  it('accepts a dependant who stays home without a visa block', () => expect(validateDependant(valid, TODAY)).toEqual({}));

  it('requires the person fields', () => {
    expect(validateDependant({ relation: '', title: 'Sir', firstName: '', lastName: '', dob: '', gender: 'X', birthCountryFk: null, accompanying: false }, TODAY)).toEqual({
      relation: 'Relation is required',
      title: 'Title is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      dob: 'Required',
      gender: 'Gender is required',
      birthCountryFk: 'Birth country is required',
    });
    expect(validateDependant({ ...valid, dob: '2026-03-03' }, TODAY)).toEqual({ dob: 'Dob should be less than current date' });
  });

  it('requires the visa block when accompanying, with the specification words on the grant date', () => {
    expect(validateDependant({ ...valid, accompanying: true }, TODAY)).toEqual({
      visaCountryFk: 'Visa country is required',
      visaNo: 'Visa number is required',
      visaType: 'Visa type is required',
      visaSubClass: 'Visa sub-class is required',
      visaGrantDate: 'Required',
      visaExpiryDate: 'Required',
      note: 'Note is required',
    });
    expect(validateDependant({ ...valid, accompanying: true, ...visa }, TODAY)).toEqual({});
    expect(validateDependant({ ...valid, accompanying: true, ...visa, visaGrantDate: '2018-05-04' }, TODAY)).toEqual({ visaGrantDate: 'Grant Date should be greater than DOB' });
    expect(validateDependant({ ...valid, accompanying: true, ...visa, visaGrantDate: '2026-04-01', visaExpiryDate: '2028-01-01' }, TODAY)).toEqual({ visaGrantDate: 'Grant Date should not be in the future' });
    expect(validateDependant({ ...valid, accompanying: true, ...visa, visaExpiryDate: '2025-01-15' }, TODAY)).toEqual({ visaGrantDate: 'Visa Grant Date should be less than Expiry Date' });
  });
});

describe('visa refusal rule', () => {
  it('needs the details only when a flag is on', () => {
    expect(validateVisaRefusal({ ViolationCond: false, ViolationDet: '', RefCountry: false, RefCountryFk: null, RefDetail: '' })).toEqual({});
    expect(validateVisaRefusal({ ViolationCond: true, ViolationDet: ' ', RefCountry: true, RefCountryFk: 0, RefDetail: '' })).toEqual({
      ViolationDet: 'Violation detail is required',
      RefCountryFk: 'Refused country is required',
      RefDetail: 'Refusal detail is required',
    });
    expect(validateVisaRefusal({ ViolationCond: true, ViolationDet: 'Worked over the limit', RefCountry: true, RefCountryFk: 232, RefDetail: 'Refused 2019' })).toEqual({});
  });
});
