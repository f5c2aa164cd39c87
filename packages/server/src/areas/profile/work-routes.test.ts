import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import { kathmandu } from '../../testing/fixtures/places.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

const LOAD = '/api/WorkExperience/LoadWorkExperience';
const EDIT_LOAD = '/api/WorkExperience/LoadAddEditWorkExp';
const DELETE = '/api/WorkExperience/DeleteWorkExp';
const SAVE = '/api/WorkExperience/SaveWorkExperience';

describe.each(await testDialects())('profile work experience on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;
  let place: { CountryId: number; StateId: number; CityId: number };
  let otherCity: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const db = t.database.db;
    place = await kathmandu(db);
    otherCity = Number((await db.selectFrom('cities').select('id').where('state_id', '<>', place.StateId).executeTakeFirstOrThrow()).id);
    ana = await signedInMember(t, { firstName: 'Ana' });
    ben = await signedInMember(t, { firstName: 'Ben' });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (url: string, token: string | null, query: Record<string, string> = {}) => t.app.inject({ url, query, headers: token ? bearer(token) : {} });
  const post = (token: string | null, payload: unknown) => t.app.inject({ method: 'POST', url: SAVE, payload: payload as object, headers: token ? bearer(token) : {} });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const refused = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toEqual(body);
  };
  const job = (values: Partial<profile.WorkExperienceInput> = {}, contact: Record<string, unknown> = {}): profile.WorkExperienceInput => ({
    Id: 0,
    Employer: 'Himalayan Software Pvt. Ltd.',
    Position: 'Junior developer',
    MainDuties: 'Web applications in TypeScript',
    ReportTo: 'Engineering manager',
    StartDate: '2022-01-10',
    EndDate: '2024-06-30',
    IsCurrent: false,
    Name: 'Ram Shrestha',
    EmpContactDetail: [{ AddressType: 'E', ...place, PostCode: '44600', Address1: 'Durbar Marg 12', Address2: 'Floor 3', Address3: '', Phone: '+977 1 4220000', Fax: '', Mobile: '+977 9800000000', Email: 'hr@himalayan.example', ...contact }],
    ...values,
  });

  it('needs a sign-in for every work call', async () => {
    const calls = [get(LOAD, null), get(EDIT_LOAD, null, { empId: '1' }), get(DELETE, null, { employmentId: '1' }), post(null, job())];
    for (const response of await Promise.all(calls)) refused(response, 401, { message: messages.signInRequired });
  });

  it('adds a job with its employer contact, lists, edits and deletes it', async () => {
    expect(ok(await get(LOAD, ana.token))).toEqual({ rows: [] });
    expect(ok(await get(EDIT_LOAD, ana.token, { empId: '0' }))).toEqual({ detail: null });
    const saved = ok<{ message: string; returnValue: number; contactId: number }>(await post(ana.token, job()));
    expect(saved.message).toBe('Data saved successfully.');
    expect(saved.returnValue).toBeGreaterThan(0);
    expect(saved.contactId).toBeGreaterThan(0);
    const { rows } = ok<{ rows: profile.WorkRow[] }>(await get(LOAD, ana.token));
    expect(rows).toEqual([
      {
        id: saved.returnValue,
        employer: 'Himalayan Software Pvt. Ltd.',
        position: 'Junior developer',
        reportTo: 'Engineering manager',
        mainDuties: 'Web applications in TypeScript',
        startDate: '2022-01-10',
        endDate: '2024-06-30',
        isCurrent: false,
        name: 'Ram Shrestha',
        contact: {
          contactId: saved.contactId,
          countryId: place.CountryId,
          country: 'Nepal',
          stateId: place.StateId,
          state: expect.any(String),
          cityId: place.CityId,
          city: 'Kathmandu',
          postcode: '44600',
          address1: 'Durbar Marg 12',
          address2: 'Floor 3',
          address3: '',
          phone: '+977 1 4220000',
          fax: '',
          mobile: '+977 9800000000',
          email: 'hr@himalayan.example',
        },
      },
    ]);
    // Now current: the end date is dropped; the contact keeps its id.
    const edited = ok<{ returnValue: number; contactId: number }>(await post(ana.token, job({ Id: saved.returnValue, Position: 'Developer', EndDate: '', IsCurrent: true }, { PostCode: '44601' })));
    expect(edited).toEqual({ message: 'Data saved successfully.', returnValue: saved.returnValue, contactId: saved.contactId });
    const detail = ok<{ detail: profile.WorkRow }>(await get(EDIT_LOAD, ana.token, { empId: String(saved.returnValue) })).detail;
    expect([detail.position, detail.endDate, detail.isCurrent, detail.contact.postcode]).toEqual(['Developer', '', true, '44601']);
    const second = ok<{ returnValue: number }>(await post(ana.token, job({ Employer: 'Valley Cafe', StartDate: '2019-03-01', EndDate: '2021-12-31' })));
    expect(ok(await get(DELETE, ana.token, { employmentId: String(second.returnValue) }))).toEqual({ message: 'Record deleted.' });
    expect(ok<{ rows: profile.WorkRow[] }>(await get(LOAD, ana.token)).rows.map((r) => r.employer)).toEqual(['Himalayan Software Pvt. Ltd.']);
  });

  it('refuses a future start, a missing end and an end before the start with the specification messages', async () => {
    refused(await post(ana.token, job({ StartDate: '2026-03-03', EndDate: '', IsCurrent: true })), 400, {
      message: 'Start Date should be less then current Date',
      errors: { StartDate: 'Start Date should be less then current Date' },
    });
    refused(await post(ana.token, job({ EndDate: '' })), 400, {
      message: 'Please check current checkbox if this is your current employment',
      errors: { EndDate: 'Please check current checkbox if this is your current employment' },
    });
    refused(await post(ana.token, job({ EndDate: '2021-01-01' })), 400, {
      message: 'Employee start date must be less than Employee end date.',
      errors: { EndDate: 'Employee start date must be less than Employee end date.' },
    });
    refused(await post(ana.token, job({ StartDate: '' , Employer: ''})), 400, {
      message: 'Employer is required',
      errors: { Employer: 'Employer is required', StartDate: 'Required' },
    });
    refused(await post(ana.token, job({}, { CityId: otherCity })), 400, {
      message: 'Please choose from the list',
      errors: { 'EmpContactDetail.0.CityId': 'Please choose from the list' },
    });
    refused(await post(ana.token, job({ EmpContactDetail: [] })), 400, {
      message: 'Country is required',
      errors: {
        'EmpContactDetail.0.CountryId': 'Country is required',
        'EmpContactDetail.0.StateId': 'State is required',
        'EmpContactDetail.0.CityId': 'City is required',
        'EmpContactDetail.0.PostCode': 'Postcode is required',
        'EmpContactDetail.0.Address1': 'Address line 1 is required',
      },
    });
  });

  it("answers 404 for another member's job and leaves it untouched", async () => {
    const before = ok<{ rows: profile.WorkRow[] }>(await get(LOAD, ana.token));
    const id = before.rows[0]!.id;
    const notFound = { message: 'The record was not found.' };
    refused(await get(EDIT_LOAD, ben.token, { empId: String(id) }), 404, notFound);
    refused(await get(DELETE, ben.token, { employmentId: String(id) }), 404, notFound);
    refused(await post(ben.token, job({ Id: id, Employer: 'Stolen' })), 404, notFound);
    expect(ok(await get(LOAD, ben.token))).toEqual({ rows: [] });
    expect(ok(await get(LOAD, ana.token))).toEqual(before);
  });

  it('answers bad input with 400, never 500', async () => {
    const responses = [
      get(EDIT_LOAD, ana.token, { empId: '99999999999' }),
      get(DELETE, ana.token, { employmentId: 'x' }),
      post(ana.token, { ...job(), Id: 'one' }),
      post(ana.token, { ...job(), EmpContactDetail: [job().EmpContactDetail![0], job().EmpContactDetail![0]] }),
      post(ana.token, { ...job(), EmpContactDetail: 'Kathmandu' }),
      post(ana.token, { ...job(), IsCurrent: 'maybe' }),
      post(ana.token, { ...job(), Employer: 'x'.repeat(201) }),
      post(ana.token, { ...job(), StartDate: '2022-02-30' }),
    ];
    for (const response of await Promise.all(responses)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(typeof json(response).message).toBe('string');
    }
    refused(await get(DELETE, ana.token, { employmentId: '2147483647' }), 404, { message: 'The record was not found.' });
  });
});
