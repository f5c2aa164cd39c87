import { describe, expect, it } from 'vitest';
import { validateWork, type WorkValues } from './profile-work.js';

const TODAY = '2026-03-02';
const contact = { CountryId: 1, StateId: 2, CityId: 3, PostCode: '44600', Address1: 'Durbar Marg 1', Address2: '', Address3: '', Phone: '', Fax: '', Mobile: '', Email: '' };
const work = (values: Partial<WorkValues> = {}): WorkValues => ({
  Employer: 'Himalayan Software',
  Position: 'Developer',
  ReportTo: 'Team lead',
  MainDuties: '',
  StartDate: '2022-01-10',
  EndDate: '2024-06-30',
  IsCurrent: false,
  Name: 'Ram Shrestha',
  EmpContactDetail: [contact],
  ...values,
});

describe('work experience rule', () => {
  it('accepts a complete job, and a current one without an end', () => {
    expect(validateWork(work(), TODAY)).toEqual({});
    expect(validateWork(work({ EndDate: '', IsCurrent: true }), TODAY)).toEqual({});
    expect(validateWork(work({ StartDate: TODAY, EndDate: '', IsCurrent: true }), TODAY)).toEqual({});
  });

  it('refuses a start in the future', () => {
    expect(validateWork(work({ StartDate: '2026-03-03', EndDate: '', IsCurrent: true }), TODAY)).toEqual({ StartDate: 'Start Date should be less then current Date' });
  });

  it('needs an end date unless current, after the start', () => {
    expect(validateWork(work({ EndDate: '' }), TODAY)).toEqual({ EndDate: 'Please check current checkbox if this is your current employment' });
    expect(validateWork(work({ EndDate: '2022-01-10' }), TODAY)).toEqual({ EndDate: 'Employee start date must be less than Employee end date.' });
    expect(validateWork(work({ EndDate: '2021-01-10' }), TODAY)).toEqual({ EndDate: 'Employee start date must be less than Employee end date.' });
  });

  it('needs the texts, the start date and the employer address', () => {
    expect(validateWork(work({ Employer: '', Position: ' ', ReportTo: '', StartDate: '', Name: '', EmpContactDetail: [{ ...contact, CountryId: 0, StateId: null, CityId: 0, PostCode: '', Address1: '', Email: 'not-mail' }] }), TODAY)).toEqual({
      Employer: 'Employer is required',
      Position: 'Position is required',
      ReportTo: 'Report to is required',
      StartDate: 'Required',
      Name: 'Contact name is required',
      'EmpContactDetail.0.CountryId': 'Country is required',
      'EmpContactDetail.0.StateId': 'State is required',
      'EmpContactDetail.0.CityId': 'City is required',
      'EmpContactDetail.0.PostCode': 'Postcode is required',
      'EmpContactDetail.0.Address1': 'Address line 1 is required',
      'EmpContactDetail.0.Email': 'Invalid email',
    });
    expect(validateWork(work({ EmpContactDetail: [] }), TODAY)['EmpContactDetail.0.CountryId']).toBe('Country is required');
  });
});
