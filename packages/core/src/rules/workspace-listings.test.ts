import { describe, expect, it } from 'vitest';
import { validateEvent, validateFormRecord, validateScholarship, type EventValues, type ScholarshipValues } from './workspace-listings.js';

const scholarship: ScholarshipValues = { name: 'Grant', description: '', countryId: 14, awardGroupId: 0, amount: '', currency: '', webAddress: '', openDate: '2026-03-01', closeDate: '2026-03-01' };
const event: EventValues = { name: 'Open day', description: '', locationId: 3, venueName: '', cityId: 0, dateFrom: '2026-05-01', dateTo: '2026-05-01', regUrl: '', webSite: '', costs: [], contacts: [], participantIds: [], documentIds: [] };

describe('the workspace listings’ rules', () => {
  it('a scholarship: required fields, the importer’s amount and currency words, the end not before the start, web addresses', () => {
    expect(validateScholarship(scholarship)).toEqual({});
    expect(validateScholarship({ ...scholarship, name: ' ', countryId: '', openDate: '', closeDate: '2026-02-30' })).toEqual({
      name: 'name is required',
      countryId: 'country is required',
      openDate: 'open_date is required',
      closeDate: 'close_date must be a date written yyyy-MM-dd, got "2026-02-30"',
    });
    expect(validateScholarship({ ...scholarship, amount: '12.345', currency: 'dollars', closeDate: '2026-02-28', webAddress: 'javascript:alert(1)' })).toEqual({
      amount: 'amount must be an amount like 32500 or 32500.50 (no currency sign or separators), got "12.345"',
      currency: 'currency must be a three-letter ISO 4217 code such as AUD, got "DOLLARS"',
      closeDate: 'close_date must not be before open_date',
      webAddress: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "javascript:alert(1)"',
    });
  });

  it('a form: a category and a file (kept on an edit when it has one)', () => {
    expect(validateFormRecord({ name: 'Form', categoryId: 0, header: '', fileId: 0 }, false)).toEqual({ categoryId: 'category is required', fileId: 'file is required' });
    expect(validateFormRecord({ name: 'Form', categoryId: 4, header: '', fileId: 0 }, true)).toEqual({});
  });

  it('an event: a campus, or a venue and its city; days in order; each cost and contact row by its path', () => {
    expect(validateEvent(event)).toEqual({});
    expect(validateEvent({ ...event, locationId: 0 })).toEqual({ venueName: 'venue is required', cityId: 'Choose the campus the event is held at, or give the venue and its city' });
    expect(validateEvent({ ...event, locationId: 0, venueName: 'Town Hall', cityId: 7408 })).toEqual({});
    expect(
      validateEvent({
        ...event,
        dateTo: '2026-04-30',
        regUrl: 'www example org',
        costs: [{ label: 'Entry', amount: '10', currency: 'AUD' }, { label: '', amount: '', currency: '' }],
        contacts: [{ name: 'Ola', email: 'ola@', phone: '' }],
      }),
    ).toEqual({
      dateTo: 'date_to must not be before date_from',
      regUrl: 'registration_address must be a web address such as https://www.example.edu or www.example.edu, got "www example org"',
      'costs.1.label': 'cost is required',
      'costs.1.amount': 'amount is required',
      'costs.1.currency': 'currency is required',
      'contacts.0.email': 'email must be an e-mail address, got "ola@"',
    });
  });

  it('an event: at most 50 participants and 20 documents, each counted once', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(validateEvent({ ...event, participantIds: [...ids(50), 50, '1'], documentIds: ids(20) })).toEqual({});
    expect(validateEvent({ ...event, participantIds: ids(51), documentIds: ids(21) })).toEqual({
      participantIds: 'At most 50 participants are allowed',
      documentIds: 'At most 20 documents are allowed',
    });
  });
});
