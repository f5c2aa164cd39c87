import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import { kathmandu } from '../../testing/fixtures/places.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

const BASE = '/api/EducationDetail';
const LOAD = `${BASE}/LoadEducation`;
const REFRESH = `${BASE}/RefreshGrid`;
const DELETE = `${BASE}/DeleteEducation`;
const EDIT_LOAD = `${BASE}/AddEditEducationLoad`;
const LANG_INST = `${BASE}/LangAndInstLoad`;
const LOAD_ENGLISH = `${BASE}/LoadEnglish`;
const SAVE = `${BASE}/SaveEducationDetail`;
const SAVE_ENGLISH = `${BASE}/SaveEnglishScore`;

const IELTS = 1;
const TOEFL = 2;
const DUOLINGO = 4;
/** IELTS Academic's modules: test 1 × 10 + position. */
const IELTS_MODULES = [11, 12, 13, 14, 15];

/** Document types (migration 0019). */
const TRANSCRIPT = 3;
const ENGLISH_REPORT = 5;
const OTHER_REPORT = 6;
const PDF = Buffer.from('%PDF-1.7\n% an academic transcript\n%%EOF\n', 'latin1');

function multipart(name: string, bytes: Buffer) {
  const boundary = '----studyatlas-education-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(await testDialects())('profile education on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;
  let place: { CountryId: number; StateId: number; CityId: number };
  let otherState: number;
  let institutionId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const db = t.database.db;
    place = await kathmandu(db);
    otherState = Number((await db.selectFrom('states').select('id').where('country_id', '<>', place.CountryId).executeTakeFirstOrThrow()).id);
    institutionId = Number(
      (await db.insertInto('legal_entities').values({ kind: 'I', name: 'Valley Test University', logo_path: null, external_id: null, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id,
    );
    await db.insertInto('locations').values({ legal_id: institutionId, name: 'Main campus', city_id: place.CityId, latitude: 27.7, longitude: 85.3, is_head_office: 1 }).execute();
    ana = await signedInMember(t, { firstName: 'Ana' });
    ben = await signedInMember(t, { firstName: 'Ben' });
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (url: string, token: string | null, query: Record<string, string> = {}) => t.app.inject({ url, query, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | null, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const ok = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const refused = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toEqual(body);
  };

  const qualification = (values: Partial<profile.EducationDetailInput> = {}): profile.EducationDetailInput => ({
    Id: 0,
    CountryId: place.CountryId,
    Qualification: 'Bachelor of Computer Science',
    QulficationLevelFk: 7,
    LanguageFK: 1,
    InstStudyFk: 0,
    InstituteStudied: 'Tribhuvan University',
    DateAttendedFrom: '2018-02-01',
    DateAttendedTo: '2021-11-30',
    AwardingBody: 'Tribhuvan University',
    HighestQualification: true,
    SubjectGradeDate: 'Computing, First division, 2021',
    ...values,
  });
  const ielts = (values: Partial<profile.EnglishScoreDetailInput> = {}, scores = ['7.5', '7', '6.5', '8', '7.5']): profile.EnglishScoreDetailInput => ({
    EngDetailId: 0,
    EngModId: IELTS,
    TestDate: '2025-10-04',
    TestReportNo: '25NP001234ABCD001A',
    Status: 'A',
    EnglishTestScore: IELTS_MODULES.map((id, i) => ({ EngModScoreId: id, ScoreValue: scores[i] })),
    ...place,
    ...values,
  });
  const otherTest = (values: Partial<profile.EnglishScoreDetailInput> = {}): profile.EnglishScoreDetailInput => ({
    EngDetailId: 0,
    TestType: 'O',
    TestName: 'GRE General Test',
    TestDate: '2025-06-01',
    TestReportNo: 'GRE-7781',
    AwardBy: 'ETS',
    AwardName: 'GRE',
    ScoreValue: 'Verbal 158, Quantitative 165, Writing 4.0',
    ...place,
    ...values,
  });

  it('needs a sign-in for every education call', async () => {
    const calls = [
      get(LOAD, null),
      get(REFRESH, null, { tblPosition: '1' }),
      get(DELETE, null, { eduDetailId: '1', delType: 'Education' }),
      get(EDIT_LOAD, null, { educationId: '1' }),
      get(LANG_INST, null, { countryFk: '1' }),
      get(LOAD_ENGLISH, null, { modId: '1', testType: 'E', engDetailId: '0' }),
      post(SAVE, null, { jsonString: qualification() }),
      post(SAVE_ENGLISH, null, { jsonString: ielts() }),
    ];
    for (const response of await Promise.all(calls)) refused(response, 401, { message: messages.signInRequired });
  });

  it('starts a new member with empty grids and offers the dialog lists', async () => {
    expect(ok(await get(LOAD, ana.token))).toEqual({ qualifications: [], englishTests: [], otherTests: [] });
    const lists = ok<profile.EducationEditData>(await get(EDIT_LOAD, ana.token, { educationId: '0' }));
    expect(lists.detail).toBeNull();
    expect(lists.levels.map((l) => l.name)).toContain('Bachelor');
    expect(lists.levels).toHaveLength(12);
    expect(lists.languages[0]).toEqual({ id: 1, name: 'English' });
    expect(lists.countries.some((c) => c.id === place.CountryId)).toBe(true);
    expect(lists.institutions).toEqual([]);
    const forCountry = ok<{ languages: unknown[]; institutions: unknown[] }>(await get(LANG_INST, ana.token, { countryFk: String(place.CountryId) }));
    expect(forCountry.institutions).toEqual([{ id: institutionId, name: 'Valley Test University' }]);
    expect(forCountry.languages.length).toBe(24);
  });

  it('seeds the real English tests with their scales', async () => {
    const ieltsGrid = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: String(IELTS), testType: 'E', engDetailId: '0' }));
    expect(ieltsGrid.tests.map((test) => test.name)).toEqual(['IELTS Academic', 'TOEFL iBT', 'PTE Academic', 'Duolingo English Test', 'Cambridge C1 Advanced']);
    expect(ieltsGrid.modules.map((m) => [m.name, m.scoreType, m.range, m.multiplier])).toEqual([
      ['Listening', 'D', '0/9', 0.5],
      ['Reading', 'D', '0/9', 0.5],
      ['Writing', 'D', '0/9', 0.5],
      ['Speaking', 'D', '0/9', 0.5],
      ['Overall', 'D', '0/9', 0.5],
    ]);
    const toefl = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: String(TOEFL), testType: 'E', engDetailId: '0' }));
    expect(toefl.modules.map((m) => `${m.name} ${m.scoreType} ${m.range} ${m.multiplier}`)).toEqual(['Reading N 0/30 1', 'Listening N 0/30 1', 'Speaking N 0/30 1', 'Writing N 0/30 1', 'Total N 0/120 1']);
    const pte = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: '3', engDetailId: '0' }));
    expect(pte.modules.every((m) => m.range === '10/90' && m.scoreType === 'N')).toBe(true);
    const duolingo = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: String(DUOLINGO), engDetailId: '0' }));
    expect(duolingo.modules.map((m) => m.name)).toEqual(['Literacy', 'Comprehension', 'Conversation', 'Production', 'Overall']);
    expect(duolingo.modules.every((m) => m.range === '10/160' && m.multiplier === 5)).toBe(true);
    const cambridge = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: '5', engDetailId: '0' }));
    expect(cambridge.modules.map((m) => m.name)).toEqual(['Reading', 'Use of English', 'Writing', 'Listening', 'Speaking', 'Overall']);
    expect(cambridge.modules.every((m) => m.range === '160/210')).toBe(true);
  });

  it('adds, edits and lists a qualification (jsonString as object or JSON text)', async () => {
    const saved = ok<{ message: string; id: number }>(await post(SAVE, ana.token, { jsonString: JSON.stringify(qualification()), jsonDoc: null }));
    expect(saved.message).toBe('Data saved successfully.');
    const listed = ok<profile.EducationGrid>(await get(LOAD, ana.token)).qualifications;
    expect(listed).toEqual([
      {
        id: saved.id,
        countryId: place.CountryId,
        country: 'Nepal',
        qualification: 'Bachelor of Computer Science',
        levelId: 7,
        level: 'Bachelor',
        institutionId: 0,
        institution: 'Tribhuvan University',
        languageId: 1,
        language: 'English',
        dateFrom: '2018-02-01',
        dateTo: '2021-11-30',
        currentlyStudying: false,
        estimatedCompletion: '',
        awardingBody: 'Tribhuvan University',
        highest: true,
        subjectGradeDate: 'Computing, First division, 2021',
        documents: [],
      },
    ]);
    // Currently studying at a listed institution: no end date; the highest flag moves to it.
    const second = ok<{ id: number }>(
      await post(SAVE, ana.token, {
        jsonString: qualification({ Qualification: 'Master of IT', QulficationLevelFk: 11, InstStudyFk: institutionId, InstituteStudied: '', DateAttendedFrom: '2024-02-01', DateAttendedTo: '', CurrentlyStudying: true, EstimatedDateCompletion: '2026-12-15' }),
      }),
    );
    const both = ok<profile.EducationGrid>(await get(REFRESH, ana.token, { tblPosition: '1' }));
    expect(both.englishTests).toEqual([]);
    expect(both.qualifications.map((q) => [q.id, q.institution, q.institutionId, q.dateTo, q.currentlyStudying, q.estimatedCompletion, q.highest])).toEqual([
      [second.id, 'Valley Test University', institutionId, '', true, '2026-12-15', true],
      [saved.id, 'Tribhuvan University', 0, '2021-11-30', false, '', false],
    ]);
    ok(await post(SAVE, ana.token, { jsonString: qualification({ Id: saved.id, Qualification: 'BSc CSIT', HighestQualification: false }) }));
    const edit = ok<profile.EducationEditData>(await get(EDIT_LOAD, ana.token, { educationId: String(second.id) }));
    expect(edit.detail?.qualification).toBe('Master of IT');
    expect(edit.institutions).toEqual([{ id: institutionId, name: 'Valley Test University' }]);
    expect((await t.database.db.selectFrom('member_education').select('qualification').where('id', '=', saved.id).executeTakeFirstOrThrow()).qualification).toBe('BSc CSIT');
  });

  it('refuses a qualification with the specification messages', async () => {
    refused(await post(SAVE, ana.token, { jsonString: qualification({ DateAttendedTo: '2017-01-01' }) }), 400, {
      message: 'Date attended to must be greater than date attended from',
      errors: { DateAttendedTo: 'Date attended to must be greater than date attended from' },
    });
    refused(await post(SAVE, ana.token, { jsonString: qualification({ DateAttendedFrom: '', DateAttendedTo: '' }) }), 400, {
      message: 'Required',
      errors: { DateAttendedFrom: 'Required', DateAttendedTo: 'Required' },
    });
    refused(await post(SAVE, ana.token, { jsonString: qualification(), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: 5, DocTypeId: 0 } }), 400, {
      message: 'Document type is required when a file is attached',
      errors: { DocTypeId: 'Document type is required when a file is attached' },
    });
    refused(await post(SAVE, ana.token, { jsonString: qualification({ QulficationLevelFk: 999, LanguageFK: 998 }) }), 400, {
      message: 'Please choose from the list',
      errors: { QulficationLevelFk: 'Please choose from the list', LanguageFK: 'Please choose from the list' },
    });
    const elsewhere = Number((await t.database.db.selectFrom('countries').select('id').where('iso2', '=', 'AU').executeTakeFirstOrThrow()).id);
    refused(await post(SAVE, ana.token, { jsonString: qualification({ CountryId: elsewhere, InstStudyFk: institutionId }) }), 400, {
      message: 'Please choose from the list',
      errors: { InstituteStudied: 'Please choose from the list' },
    });
  });

  it('refuses IELTS 7.3 (not a multiple of 0.5) and accepts 7.5, with the scores in the grid', async () => {
    const multiplier = 'Please enter all the scores in valid multipliers of 0.5';
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({}, ['7.3', '7', '6.5', '8', '7.5']) }), 400, {
      message: multiplier,
      errors: { 'EnglishTestScore.0.ScoreValue': multiplier },
    });
    const saved = ok<{ message: string; id: number }>(await post(SAVE_ENGLISH, ana.token, { jsonString: JSON.stringify(ielts()), jsonDoc: JSON.stringify({ FormKey: 'EDN_ENG', FileInfoId: 0 }) }));
    expect(saved.message).toBe('Data saved successfully.');
    const grid = ok<profile.EducationGrid>(await get(LOAD, ana.token));
    expect(grid.englishTests).toHaveLength(1);
    const [test] = grid.englishTests;
    expect(test).toMatchObject({ id: saved.id, testId: IELTS, testName: 'IELTS Academic', testDate: '2025-10-04', reportNo: '25NP001234ABCD001A', country: 'Nepal', city: 'Kathmandu' });
    expect(test!.scores.map((s) => [s.name, s.scoreValue])).toEqual([
      ['Listening', '7.5'],
      ['Reading', '7'],
      ['Writing', '6.5'],
      ['Speaking', '8'],
      ['Overall', '7.5'],
    ]);
    const loaded = ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { modId: String(IELTS), testType: 'E', engDetailId: String(saved.id) }));
    expect(loaded.english?.id).toBe(saved.id);
    expect(loaded.modules.map((m) => m.scoreValue)).toEqual(['7.5', '7', '6.5', '8', '7.5']);
    // Edit: 8.0 is stored as 8.
    ok(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ EngDetailId: saved.id }, ['8.0', '7', '6.5', '8', '7.5']) }));
    expect(ok<profile.EducationGrid>(await get(REFRESH, ana.token, { tblPosition: '2' })).englishTests[0]!.scores[0]!.scoreValue).toBe('8');
  });

  it('checks every English score rule and the test date with the exact messages', async () => {
    const toefl = (scores: string[], values: Partial<profile.EnglishScoreDetailInput> = {}) =>
      ielts({ EngModId: TOEFL, EnglishTestScore: [21, 22, 23, 24, 25].map((id, i) => ({ EngModScoreId: id, ScoreValue: scores[i] })), ...values });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: toefl(['25', '', '22.5', '31', '100']) }), 400, {
      message: 'Score required',
      errors: { 'EnglishTestScore.1.ScoreValue': 'Score required', 'EnglishTestScore.2.ScoreValue': 'Score value should be numeric', 'EnglishTestScore.3.ScoreValue': 'Score should be with in range' },
    });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({}, ['abc', '7', '6.5', '8', '7.5']) }), 400, {
      message: 'Score value should be numeric or decimal',
      errors: { 'EnglishTestScore.0.ScoreValue': 'Score value should be numeric or decimal' },
    });
    const duolingo = ielts({ EngModId: DUOLINGO, EnglishTestScore: [41, 42, 43, 44, 45].map((id) => ({ EngModScoreId: id, ScoreValue: id === 43 ? '123' : '120' })) });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: duolingo }), 400, {
      message: 'Please enter all the scores in valid multipliers of 5',
      errors: { 'EnglishTestScore.2.ScoreValue': 'Please enter all the scores in valid multipliers of 5' },
    });
    // The server's clock is 2026-03-02: the next day is in the future.
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ TestDate: '2026-03-03' }) }), 400, {
      message: 'Test Date should be less then current Date',
      errors: { TestDate: 'Test Date should be less then current Date' },
    });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ EnglishTestScore: [{ EngModScoreId: 11, ScoreValue: '7' }] }) }), 400, {
      message: 'Score required',
      errors: { EnglishTestScore: 'Score required' },
    });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ StateId: otherState }) }), 400, {
      message: 'Please choose from the list',
      errors: { StateId: 'Please choose from the list', CityId: 'Please choose from the list' },
    });
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: ielts(), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: 3 } }), 400, {
      message: 'Document type is required when a file is attached',
      errors: { DocTypeId: 'Document type is required when a file is attached' },
    });
  });

  it('saves, loads and deletes an other test (delType English)', async () => {
    refused(await post(SAVE_ENGLISH, ana.token, { jsonString: otherTest({ AwardBy: '', ScoreValue: '' }) }), 400, {
      message: 'Awarding organisation is required',
      errors: { AwardBy: 'Awarding organisation is required', ScoreValue: 'Scores are required' },
    });
    const saved = ok<{ id: number }>(await post(SAVE_ENGLISH, ana.token, { jsonString: otherTest({ TestType: undefined }) }));
    const grid = ok<profile.EducationGrid>(await get(REFRESH, ana.token, { tblPosition: '3' }));
    expect(grid.otherTests).toEqual([
      { id: saved.id, testName: 'GRE General Test', testDate: '2025-06-01', reportNo: 'GRE-7781', awardBy: 'ETS', awardName: 'GRE', scoreValue: 'Verbal 158, Quantitative 165, Writing 4.0', countryId: place.CountryId, country: 'Nepal', stateId: place.StateId, state: expect.any(String), cityId: place.CityId, city: 'Kathmandu', documents: [] },
    ]);
    expect(ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, ana.token, { testType: 'O', engDetailId: String(saved.id) })).other?.testName).toBe('GRE General Test');
    // An other test is not an English one (and the other way round).
    refused(await get(LOAD_ENGLISH, ana.token, { testType: 'E', engDetailId: String(saved.id) }), 404, { message: 'The record was not found.' });
    expect(ok(await get(DELETE, ana.token, { eduDetailId: String(saved.id), delType: 'English' }))).toEqual({ message: 'Record deleted.' });
    expect(ok<profile.EducationGrid>(await get(LOAD, ana.token)).otherTests).toEqual([]);
  });

  it("answers 404 for another member's records and leaves them untouched", async () => {
    const grid = ok<profile.EducationGrid>(await get(LOAD, ana.token));
    const eduId = String(grid.qualifications[0]!.id);
    const engId = grid.englishTests[0]!.id;
    const notFound = { message: 'The record was not found.' };
    refused(await get(EDIT_LOAD, ben.token, { educationId: eduId }), 404, notFound);
    refused(await get(LOAD_ENGLISH, ben.token, { modId: '1', testType: 'E', engDetailId: String(engId) }), 404, notFound);
    refused(await post(SAVE, ben.token, { jsonString: qualification({ Id: Number(eduId), Qualification: 'Stolen' }) }), 404, notFound);
    refused(await post(SAVE_ENGLISH, ben.token, { jsonString: ielts({ EngDetailId: engId }) }), 404, notFound);
    refused(await get(DELETE, ben.token, { eduDetailId: eduId, delType: 'Education' }), 404, notFound);
    refused(await get(DELETE, ben.token, { eduDetailId: String(engId), delType: 'English' }), 404, notFound);
    expect(ok(await get(LOAD, ben.token))).toEqual({ qualifications: [], englishTests: [], otherTests: [] });
    expect(ok<profile.EducationGrid>(await get(LOAD, ana.token))).toEqual(grid);
  });

  it('answers bad input with 400, never 500', async () => {
    const responses = [
      get(EDIT_LOAD, ana.token, { educationId: '99999999999' }),
      get(EDIT_LOAD, ana.token, { educationId: 'abc' }),
      get(DELETE, ana.token, { eduDetailId: '1', delType: 'Passport' }),
      get(DELETE, ana.token, { eduDetailId: '-1', delType: 'Education' }),
      get(REFRESH, ana.token, { tblPosition: '4' }),
      get(LOAD_ENGLISH, ana.token, { modId: '1', testType: 'X' }),
      get(LOAD_ENGLISH, ana.token, { modId: '999', testType: 'E' }),
      get(LANG_INST, ana.token, { countryFk: '1e9' }),
      post(SAVE, ana.token, { jsonString: '{not json' }),
      post(SAVE, ana.token, { jsonString: 42 }),
      post(SAVE, ana.token, { jsonString: qualification({ Id: 2_147_483_648 }) }),
      post(SAVE, ana.token, { jsonString: { ...qualification(), CountryId: 'Nepal' } }),
      post(SAVE, ana.token, { jsonString: { ...qualification(), Qualification: 'x'.repeat(201) } }),
      post(SAVE_ENGLISH, ana.token, { jsonString: { ...ielts(), EnglishTestScore: 'all good' } }),
      post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ EngModId: 999 }) }),
      post(SAVE_ENGLISH, ana.token, { jsonString: { ...ielts(), EnglishTestScore: [{ EngModScoreId: 11, ScoreValue: { x: 1 } }] } }),
      post(SAVE, ana.token, {}),
    ];
    for (const response of await Promise.all(responses)) {
      expect(response.statusCode, `${response.body}`).toBe(400);
      expect(typeof json(response).message).toBe('string');
    }
    const missing = await post(SAVE_ENGLISH, ana.token, { jsonString: ielts({ EngModId: 999 }) });
    expect(json(missing)).toEqual({ message: 'Please choose from the list', errors: { EngModId: 'Please choose from the list' } });
    refused(await get(DELETE, ana.token, { eduDetailId: '2147483647', delType: 'Education' }), 404, { message: 'The record was not found.' });
  });

  describe('documents (EDN_EDU, EDN_ENG)', () => {
    let cy: TestMember;
    beforeAll(async () => {
      cy = await signedInMember(t, { firstName: 'Cy' });
    });

    const uploaded = async (name: string, member: TestMember) => {
      const body = multipart(name, PDF);
      const response = await t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: body.payload, headers: { ...body.headers, ...bearer(member.token) } });
      return ok<{ fileId: number }>(response).fileId;
    };
    const download = (fileId: number, member: TestMember) =>
      t.app.inject({ url: '/api/FileUpload/DownloadFiles', headers: { ...bearer(member.token), fileID: String(fileId), key: 'EDN' } });
    const document = (fileId: number, fileName: string, docTypeId: number, docTypeName: string) => ({
      documentId: expect.any(Number),
      fileId,
      fileName,
      contentType: 'application/pdf',
      size: PDF.length,
      docTypeId,
      docTypeName,
    });
    const attachedRows = (formKey: 'EDN_EDU' | 'EDN_ENG', recordFk: number) =>
      t.database.db.selectFrom('record_documents').select('file_id').where('form_key', '=', formKey).where('record_fk', '=', recordFk).execute();

    it('attaches a document to a qualification, lists it, serves it to its owner only and removes it with the record', async () => {
      const fileId = await uploaded('transcript.pdf', cy);
      refused(await post(SAVE, cy.token, { jsonString: qualification(), jsonDoc: { FormKey: 'EDN_EDU', FormRecordFk: 0, FileInfoId: fileId, DocTypeId: 0, ClientFk: cy.clientId } }), 400, {
        message: 'Document type is required when a file is attached',
        errors: { DocTypeId: 'Document type is required when a file is attached' },
      });
      refused(await post(SAVE, cy.token, { jsonString: qualification(), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: fileId, DocTypeId: 99 } }), 400, {
        message: 'Choose a document type from the list.',
        errors: { DocTypeId: 'Choose a document type from the list.' },
      });
      expect(ok(await get(LOAD, cy.token))).toEqual({ qualifications: [], englishTests: [], otherTests: [] });

      const saved = ok<{ message: string; id: number }>(
        await post(SAVE, cy.token, { jsonString: JSON.stringify(qualification()), jsonDoc: JSON.stringify({ FormKey: 'EDN_EDU', FormRecordFk: 0, FileInfoId: fileId, DocTypeId: TRANSCRIPT, ClientFk: cy.clientId }) }),
      );
      const expected = [document(fileId, 'transcript.pdf', TRANSCRIPT, 'Academic transcript')];
      expect(ok<profile.EducationGrid>(await get(LOAD, cy.token)).qualifications.map((q) => [q.id, q.documents])).toEqual([[saved.id, expected]]);
      expect(ok<profile.EducationGrid>(await get(REFRESH, cy.token, { tblPosition: '1' })).qualifications[0]!.documents).toEqual(expected);
      expect(ok<profile.EducationEditData>(await get(EDIT_LOAD, cy.token, { educationId: String(saved.id) })).detail?.documents).toEqual(expected);

      // The same file again changes nothing; another file of that name is refused; a second name is added.
      ok(await post(SAVE, cy.token, { jsonString: qualification({ Id: saved.id }), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: fileId, DocTypeId: TRANSCRIPT } }));
      const twin = await uploaded('Transcript.PDF', cy);
      refused(await post(SAVE, cy.token, { jsonString: qualification({ Id: saved.id, Qualification: 'Renamed' }), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: twin, DocTypeId: TRANSCRIPT } }), 400, {
        message: 'file already exist',
        errors: { FileInfoId: 'file already exist' },
      });
      const certificate = await uploaded('certificate.pdf', cy);
      ok(await post(SAVE, cy.token, { jsonString: qualification({ Id: saved.id }), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: certificate, DocTypeId: 4 } }));
      const detail = ok<profile.EducationEditData>(await get(EDIT_LOAD, cy.token, { educationId: String(saved.id) })).detail!;
      expect(detail.qualification).toBe('Bachelor of Computer Science');
      expect(detail.documents).toEqual([...expected, document(certificate, 'certificate.pdf', 4, 'Degree or certificate')]);

      // DownloadFiles key EDN: the owner gets the bytes, another member 404.
      const mine = await download(fileId, cy);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['x-filename']).toBe('transcript.pdf');
      expect(mine.rawPayload.equals(PDF)).toBe(true);
      refused(await download(fileId, ben), 404, { message: 'Resource file not found' });

      // Deleting the qualification removes its documents (the download goes with them).
      expect(ok(await get(DELETE, cy.token, { eduDetailId: String(saved.id), delType: 'Education' }))).toEqual({ message: 'Record deleted.' });
      expect(await attachedRows('EDN_EDU', saved.id)).toEqual([]);
      refused(await download(fileId, cy), 404, { message: 'Resource file not found' });
      refused(await download(certificate, cy), 404, { message: 'Resource file not found' });
    });

    it('attaches documents to an English test and an other test (EDN_ENG) and removes them with the test', async () => {
      const report = await uploaded('ielts-report.pdf', cy);
      refused(await post(SAVE_ENGLISH, cy.token, { jsonString: ielts(), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: report } }), 400, {
        message: 'Document type is required when a file is attached',
        errors: { DocTypeId: 'Document type is required when a file is attached' },
      });
      const english = ok<{ id: number }>(await post(SAVE_ENGLISH, cy.token, { jsonString: ielts(), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: report, DocTypeId: ENGLISH_REPORT } }));
      const gre = await uploaded('gre-scores.pdf', cy);
      const other = ok<{ id: number }>(await post(SAVE_ENGLISH, cy.token, { jsonString: otherTest(), jsonDoc: JSON.stringify({ FormKey: 'EDN_ENG', FileInfoId: gre, DocTypeId: OTHER_REPORT }) }));

      const englishDocs = [document(report, 'ielts-report.pdf', ENGLISH_REPORT, 'English test report')];
      const otherDocs = [document(gre, 'gre-scores.pdf', OTHER_REPORT, 'Other test report')];
      const grid = ok<profile.EducationGrid>(await get(LOAD, cy.token));
      expect(grid.englishTests.map((row) => [row.id, row.documents])).toEqual([[english.id, englishDocs]]);
      expect(grid.otherTests.map((row) => [row.id, row.documents])).toEqual([[other.id, otherDocs]]);
      expect(ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, cy.token, { modId: '0', testType: 'E', engDetailId: String(english.id) })).english?.documents).toEqual(englishDocs);
      expect(ok<profile.EnglishLoad>(await get(LOAD_ENGLISH, cy.token, { testType: 'O', engDetailId: String(other.id) })).other?.documents).toEqual(otherDocs);
      // Editing the scores keeps the document; a second file of that name is refused and nothing changes.
      ok(await post(SAVE_ENGLISH, cy.token, { jsonString: ielts({ EngDetailId: english.id }, ['8', '7', '6.5', '8', '7.5']) }));
      refused(
        await post(SAVE_ENGLISH, cy.token, { jsonString: ielts({ EngDetailId: english.id }, ['9', '9', '9', '9', '9']), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: await uploaded('ielts-report.pdf', cy), DocTypeId: ENGLISH_REPORT } }),
        400,
        { message: 'file already exist', errors: { FileInfoId: 'file already exist' } },
      );
      const after = ok<profile.EducationGrid>(await get(REFRESH, cy.token, { tblPosition: '2' })).englishTests[0]!;
      expect([after.scores[0]!.scoreValue, after.documents]).toEqual(['8', englishDocs]);

      expect((await download(report, cy)).statusCode).toBe(200);
      expect((await download(gre, cy)).statusCode).toBe(200);
      refused(await download(gre, ana), 404, { message: 'Resource file not found' });

      ok(await get(DELETE, cy.token, { eduDetailId: String(english.id), delType: 'English' }));
      ok(await get(DELETE, cy.token, { eduDetailId: String(other.id), delType: 'English' }));
      expect(await attachedRows('EDN_ENG', english.id)).toEqual([]);
      expect(await attachedRows('EDN_ENG', other.id)).toEqual([]);
      refused(await download(report, cy), 404, { message: 'Resource file not found' });
      expect(ok(await get(LOAD, cy.token))).toEqual({ qualifications: [], englishTests: [], otherTests: [] });
    });

    it("never attaches another member's upload: 404 and nothing saved", async () => {
      const theirs = await uploaded('their-transcript.pdf', ben);
      const notFound = { message: 'Resource file not found' };
      refused(await post(SAVE, cy.token, { jsonString: qualification(), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: theirs, DocTypeId: TRANSCRIPT } }), 404, notFound);
      refused(await post(SAVE_ENGLISH, cy.token, { jsonString: ielts(), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: theirs, DocTypeId: ENGLISH_REPORT } }), 404, notFound);
      refused(await post(SAVE_ENGLISH, cy.token, { jsonString: otherTest(), jsonDoc: { FormKey: 'EDN_ENG', FileInfoId: theirs, DocTypeId: OTHER_REPORT } }), 404, notFound);
      expect(ok(await get(LOAD, cy.token))).toEqual({ qualifications: [], englishTests: [], otherTests: [] });
      // An edit with their file leaves the record as it was; an unknown file id is 404 too.
      const own = ok<{ id: number }>(await post(SAVE, cy.token, { jsonString: qualification() }));
      refused(await post(SAVE, cy.token, { jsonString: qualification({ Id: own.id, Qualification: 'Changed' }), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: theirs, DocTypeId: TRANSCRIPT } }), 404, notFound);
      refused(await post(SAVE, cy.token, { jsonString: qualification({ Id: own.id, Qualification: 'Changed' }), jsonDoc: { FormKey: 'EDN_EDU', FileInfoId: 2_000_000_000, DocTypeId: TRANSCRIPT } }), 404, notFound);
      const [row] = ok<profile.EducationGrid>(await get(LOAD, cy.token)).qualifications;
      expect([row!.qualification, row!.documents]).toEqual(['Bachelor of Computer Science', []]);
      expect(await t.database.db.selectFrom('record_documents').select('id').where('file_id', '=', theirs).execute()).toEqual([]);
      // Their file stays theirs: no download for Cy.
      refused(await download(theirs, cy), 404, notFound);
    });
  });
});
