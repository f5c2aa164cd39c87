import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { GEO } from '../../testing/fixtures/shared.js';

const PDF = Buffer.from('%PDF-1.7\n% a scanned passport\n%%EOF\n', 'latin1');

function multipart(name: string, bytes: Buffer, type = 'application/pdf') {
  const boundary = '----studyatlas-passport-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PASSPORT = { countryFk: GEO.australia, passportType: 'P', passportNo: 'PA1234567', issueDate: '2021-04-01', expiryDate: '2031-03-31', issuingAuthority: 'APO' };
const VISA = { countryFk: GEO.unitedKingdom, visaNo: 'GB-778', visaType: 'ST', otherType: '', subClass: 'Tier 4', grantDate: '2025-08-01', expiryDate: '2027-08-01' };
const DEPENDANT = {
  relation: 'spouse', title: 'Mrs', firstName: 'Ana', lastName: 'Student', dob: '1998-02-10', gender: 'F', birthCountryFk: GEO.australia,
  accompanying: true, visaCountryFk: GEO.unitedKingdom, visaNo: 'GB-779', visaType: 'SP', visaSubClass: 'Dependant', visaGrantDate: '2025-08-02', visaExpiryDate: '2027-08-01', note: 'Travels with me',
};

describe.each(await testDialects())('profile passport tab on %s', (dialect) => {
  let t: TestApp;
  let owner: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const country = { phone_code: '', currency: '', nationality: '', emoji: '', continent_id: null };
    await t.database.db
      .insertInto('countries')
      .values([
        { id: GEO.australia, name: 'Australia', iso2: 'AU', iso3: 'AUS', latitude: -27, longitude: 133, ...country },
        { id: GEO.unitedKingdom, name: 'United Kingdom', iso2: 'GB', iso3: 'GBR', latitude: 54, longitude: -2, ...country },
      ])
      .execute();
    owner = await signedInMember(t);
    other = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const get = (url: string, member: TestMember | null = owner) => t.app.inject({ url, headers: member ? bearer(member.token) : {} });
  const post = (url: string, payload: unknown, member: TestMember | null = owner) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: member ? bearer(member.token) : {} });
  const upload = async (name: string, bytes = PDF, member = owner) => {
    const body = multipart(name, bytes);
    const response = await t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: body.payload, headers: { ...body.headers, ...bearer(member.token) } });
    return response;
  };
  const uploaded = async (name: string, member = owner) => json<{ fileId: number }>(await upload(name, PDF, member)).fileId;
  const download = (fileId: number, member: TestMember = owner) =>
    t.app.inject({ url: '/api/FileUpload/DownloadFiles', headers: { ...bearer(member.token), fileID: String(fileId), key: 'EDN' } });
  const savePassport = (jsonString: Record<string, unknown>, jsonDoc?: Record<string, unknown> | null, member = owner) =>
    post('/api/Profile/SavePassport', { jsonString, ...(jsonDoc !== undefined ? { jsonDoc } : {}) }, member);
  const load = async (member = owner) => json<Record<string, any>>(await get('/api/Profile/PassportLoad', member));

  it('a new member starts empty, with the country and document-type lists', async () => {
    const response = await get('/api/Profile/PassportLoad', other);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      passports: [],
      visas: [],
      dependants: [],
      refusal: { ViolationCond: false, ViolationDet: '', RefCountry: false, RefCountryFk: null, RefCountryName: '', RefDetail: '' },
      countries: [
        { id: GEO.australia, name: 'Australia' },
        { id: GEO.unitedKingdom, name: 'United Kingdom' },
      ],
      documentTypes: expect.arrayContaining([{ id: 1, name: 'Passport' }, { id: 2, name: 'Visa grant notice' }]),
    });
  });

  it('every call needs a sign-in (401)', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/Profile/PassportLoad'],
      ['GET', '/api/Profile/DocumentTypeLoad'],
      ['GET', '/api/Profile/PassportDetailLoad?passportFk=1'],
      ['POST', '/api/Profile/SavePassport'],
      ['GET', '/api/Profile/DeletePassport?passportFk=1'],
      ['GET', '/api/Profile/VisaDetailLoad?visaFk=1'],
      ['POST', '/api/Profile/SaveVisa'],
      ['GET', '/api/Profile/DeleteVisa?visaFk=1'],
      ['GET', '/api/Profile/FamilyDetailLoad?familyFk=1'],
      ['POST', '/api/Profile/SaveFamily'],
      ['GET', '/api/Profile/DeleteFamily?familyFk=1'],
      ['POST', '/api/Profile/SaveVisaRes'],
    ];
    for (const [method, url] of calls) {
      const response = method === 'GET' ? await get(url, null) : await post(url, { jsonString: {} }, null);
      expect([response.statusCode, json(response)], url).toEqual([401, { message: 'Please sign in to continue.' }]);
    }
  });

  describe('passports', () => {
    it('saves a passport and shows it in the tab and its detail', async () => {
      const response = await savePassport(PASSPORT);
      expect(response.statusCode, response.body).toBe(200);
      const { id, ...reply } = json<{ id: number; result: string; message: string }>(response);
      expect(reply).toEqual({ result: 'S', message: 'Data saved successfully.' });
      const expected = { id, countryFk: GEO.australia, countryName: 'Australia', passportType: 'P', isPrimary: true, passportNo: 'PA1234567', issueDate: '2021-04-01', expiryDate: '2031-03-31', issuingAuthority: 'APO', documents: [] };
      expect((await load()).passports).toEqual([expected]);
      expect(json(await get(`/api/Profile/PassportDetailLoad?passportFk=${id}`))).toEqual(expected);
      // An update keeps the id.
      expect(json(await savePassport({ ...PASSPORT, id, passportType: 'O', issuingAuthority: 'Embassy' }))).toMatchObject({ id });
      expect(json(await get(`/api/Profile/PassportDetailLoad?passportFk=${id}`))).toMatchObject({ passportType: 'O', isPrimary: false, issuingAuthority: 'Embassy' });
    });

    it('refuses with the specification messages (400 { message, errors })', async () => {
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ ...PASSPORT, countryFk: 0, passportNo: '', issueDate: '', expiryDate: '2030-01-01' }, { countryFk: 'Country is required', passportNo: 'Passport number is required', issueDate: 'Required' }],
        [{ ...PASSPORT, expiryDate: '' }, { expiryDate: 'Required' }],
        [{ ...PASSPORT, issueDate: '2026-03-03' }, { issueDate: 'IssueDate should be greater then current date' }],
        [{ ...PASSPORT, issueDate: '2031-03-31' }, { issueDate: 'IssueDate should be greater then current date' }],
        [{ ...PASSPORT, issueDate: '2021-04-01', expiryDate: '2021-04-01' }, { issueDate: 'Issue Date should be less then Expiry Date' }],
        [{ ...PASSPORT, issueDate: '2021-02-30' }, { issueDate: 'Invalid Date' }],
        [{ ...PASSPORT, passportType: 'X' }, { passportType: 'Passport type is required' }],
        [{ ...PASSPORT, countryFk: 999_999 }, { countryFk: 'Choose a country from the list.' }],
      ];
      for (const [jsonString, errors] of cases) {
        const response = await savePassport(jsonString);
        expect([response.statusCode, json(response)], JSON.stringify(jsonString)).toEqual([400, { message: Object.values(errors)[0], errors }]);
      }
    });

    it("switches a passport without a number to applied-for, and refuses a second one for the country with result '-1'", async () => {
      const first = await savePassport({ countryFk: GEO.unitedKingdom, passportType: 'P', passportNo: '', issueDate: '', expiryDate: '' });
      expect(first.statusCode, first.body).toBe(200);
      const id = json<{ id: number }>(first).id;
      expect(json(await get(`/api/Profile/PassportDetailLoad?passportFk=${id}`))).toMatchObject({ passportType: 'A', isPrimary: false, passportNo: '', issueDate: '', expiryDate: '' });

      const second = await savePassport({ countryFk: GEO.unitedKingdom, passportType: 'A' });
      expect([second.statusCode, json(second)]).toEqual([
        409,
        { message: '"Applied for" already exists for selected country.', result: '-1', errors: { countryFk: '"Applied for" already exists for selected country.' } },
      ]);
      // Saving the applied-for passport itself again is no duplicate; another member has their own.
      expect((await savePassport({ id, countryFk: GEO.unitedKingdom, passportType: 'A', issuingAuthority: 'HMPO' })).statusCode).toBe(200);
      expect((await savePassport({ countryFk: GEO.unitedKingdom, passportType: 'A' }, undefined, other)).statusCode).toBe(200);
      expect((await get(`/api/Profile/DeletePassport?passportFk=${id}`)).statusCode).toBe(200);
    });
  });

  describe('visas', () => {
    it('saves a visa with the other type only for OT, and refuses bad dates with the specification words', async () => {
      const response = await post('/api/Profile/SaveVisa', { jsonString: { ...VISA, otherType: 'ignored' } });
      expect(response.statusCode, response.body).toBe(200);
      const id = json<{ id: number }>(response).id;
      expect(json(await get(`/api/Profile/VisaDetailLoad?visaFk=${id}`))).toEqual({ id, ...VISA, countryName: 'United Kingdom', otherType: '', documents: [] });

      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ ...VISA, expiryDate: '2025-07-31' }, { expiryDate: 'Visa Expiry Date should be greater than Grant Date' }],
        [{ ...VISA, grantDate: '2026-03-03' }, { grantDate: 'Grant Date should not be in the future' }],
        [{ ...VISA, visaType: 'OT', otherType: '' }, { otherType: 'Other visa type is required' }],
        [{ countryFk: null, visaNo: '', visaType: '', subClass: '', grantDate: '', expiryDate: '' }, { countryFk: 'Country is required', visaNo: 'Visa number is required', visaType: 'Visa type is required', subClass: 'Visa sub-class is required', grantDate: 'Required', expiryDate: 'Required' }],
      ];
      for (const [jsonString, errors] of cases) {
        const refused = await post('/api/Profile/SaveVisa', { jsonString });
        expect([refused.statusCode, json(refused)], JSON.stringify(jsonString)).toEqual([400, { message: Object.values(errors)[0], errors }]);
      }
      const ot = await post('/api/Profile/SaveVisa', { jsonString: { ...VISA, id, visaType: 'OT', otherType: 'Graduate route' } });
      expect(ot.statusCode).toBe(200);
      expect(json(await get(`/api/Profile/VisaDetailLoad?visaFk=${id}`))).toMatchObject({ visaType: 'OT', otherType: 'Graduate route' });
      expect(json(await get(`/api/Profile/DeleteVisa?visaFk=${id}`))).toEqual({ result: 'S', message: 'Data deleted successfully.' });
      expect((await get(`/api/Profile/VisaDetailLoad?visaFk=${id}`)).statusCode).toBe(404);
    });
  });

  describe('dependants', () => {
    it('keeps the visa block only when accompanying and checks it with the specification words', async () => {
      const response = await post('/api/Profile/SaveFamily', { jsonString: DEPENDANT });
      expect(response.statusCode, response.body).toBe(200);
      const id = json<{ id: number }>(response).id;
      expect(json(await get(`/api/Profile/FamilyDetailLoad?familyFk=${id}`))).toEqual({
        id, ...DEPENDANT, birthCountryName: 'Australia', visaCountryName: 'United Kingdom',
      });

      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ ...DEPENDANT, visaGrantDate: '1998-02-10' }, { visaGrantDate: 'Grant Date should be greater than DOB' }],
        [{ ...DEPENDANT, visaExpiryDate: '2025-08-02' }, { visaGrantDate: 'Visa Grant Date should be less than Expiry Date' }],
        [{ ...DEPENDANT, dob: '2027-01-01', visaGrantDate: '2025-08-02' }, { dob: 'Dob should be less than current date' }],
        [{ ...DEPENDANT, visaNo: '', note: '' }, { visaNo: 'Visa number is required', note: 'Note is required' }],
        [{ ...DEPENDANT, accompanying: 'yes' }, { 'jsonString.accompanying': expect.any(String) }],
      ];
      for (const [jsonString, errors] of cases) {
        const refused = await post('/api/Profile/SaveFamily', { jsonString });
        expect([refused.statusCode, json(refused)], JSON.stringify(jsonString)).toEqual([400, { message: expect.any(String), errors }]);
      }

      const home = await post('/api/Profile/SaveFamily', { jsonString: { ...DEPENDANT, id, accompanying: false, visaNo: '', note: '' } });
      expect(home.statusCode, home.body).toBe(200);
      expect(json(await get(`/api/Profile/FamilyDetailLoad?familyFk=${id}`))).toMatchObject({
        accompanying: false, visaCountryFk: null, visaCountryName: '', visaNo: '', visaType: '', visaSubClass: '', visaGrantDate: '', visaExpiryDate: '', note: '',
      });
    });
  });

  describe('visa refusal', () => {
    it('needs the details of the flags that are on and keeps only those', async () => {
      const refused = await post('/api/Profile/SaveVisaRes', { jsonString: { ViolationCond: true, ViolationDet: '', RefCountry: 'true', RefCountryFk: '', RefDetail: '' } });
      expect([refused.statusCode, json(refused)]).toEqual([
        400,
        { message: 'Violation detail is required', errors: { ViolationDet: 'Violation detail is required', RefCountryFk: 'Refused country is required', RefDetail: 'Refusal detail is required' } },
      ]);
      const ok = await post('/api/Profile/SaveVisaRes', { jsonString: { ViolationCond: false, ViolationDet: 'dropped', RefCountry: true, RefCountryFk: String(GEO.unitedKingdom), RefDetail: 'Refused in 2019' } });
      expect([ok.statusCode, json(ok)]).toEqual([200, { result: 'S', message: 'Data saved successfully.' }]);
      expect((await load()).refusal).toEqual({ ViolationCond: false, ViolationDet: '', RefCountry: true, RefCountryFk: GEO.unitedKingdom, RefCountryName: 'United Kingdom', RefDetail: 'Refused in 2019' });
      expect((await load(other)).refusal.RefCountry).toBe(false);
    });
  });

  describe('documents (EDN_PAS, EDN_VIS)', () => {
    it('attaches an upload with its type, refuses a file without type and a second file of the same name, and serves it to its owner only', async () => {
      const fileId = await uploaded('passport-scan.pdf');
      const noType = await savePassport(PASSPORT, { FormKey: 'EDN_PAS', FormRecordFk: 0, FileInfoId: fileId, DocTypeId: null, ClientFk: owner.clientId });
      expect([noType.statusCode, json(noType)]).toEqual([400, { message: 'Document type is required when a file is attached', errors: { docTypeId: 'Document type is required when a file is attached' } }]);
      const badType = await savePassport(PASSPORT, { FileInfoId: fileId, DocTypeId: 99 });
      expect([badType.statusCode, json(badType)]).toEqual([400, { message: 'Choose a document type from the list.', errors: { docTypeId: 'Choose a document type from the list.' } }]);

      const saved = await savePassport(PASSPORT, { FormKey: 'EDN_PAS', FormRecordFk: 0, FileInfoId: fileId, DocTypeId: 1, ClientFk: owner.clientId });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = json<{ id: number }>(saved).id;
      const detail = json<{ documents: unknown[] }>(await get(`/api/Profile/PassportDetailLoad?passportFk=${id}`));
      expect(detail.documents).toEqual([{ documentId: expect.any(Number), fileId, fileName: 'passport-scan.pdf', contentType: 'application/pdf', size: PDF.length, docTypeId: 1, docTypeName: 'Passport' }]);
      // Saving the same file again changes nothing; another file of that name is refused.
      expect((await savePassport({ ...PASSPORT, id }, { FileInfoId: fileId, DocTypeId: 1 })).statusCode).toBe(200);
      const twin = await savePassport({ ...PASSPORT, id }, { FileInfoId: await uploaded('passport-scan.pdf'), DocTypeId: 1 });
      expect([twin.statusCode, json(twin)]).toEqual([400, { message: 'file already exist', errors: { fileInfoId: 'file already exist' } }]);
      expect(json<{ documents: unknown[] }>(await get(`/api/Profile/PassportDetailLoad?passportFk=${id}`)).documents).toHaveLength(1);

      const mine = await download(fileId);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['x-filename']).toBe('passport-scan.pdf');
      expect(mine.rawPayload.equals(PDF)).toBe(true);
      const theirs = await download(fileId, other);
      expect([theirs.statusCode, json(theirs)]).toEqual([404, { message: 'Resource file not found' }]);
      // An upload attached to nothing is no record document.
      const loose = await uploaded('loose.pdf');
      expect((await download(loose)).statusCode).toBe(404);

      // Deleting the record removes its documents.
      expect((await get(`/api/Profile/DeletePassport?passportFk=${id}`)).statusCode).toBe(200);
      expect((await download(fileId)).statusCode).toBe(404);
    });

    it("never attaches another member's upload (404, nothing saved) and attaches visa documents too", async () => {
      const theirFile = await uploaded('their.pdf', other);
      const before = (await load()).passports.length;
      const refused = await savePassport(PASSPORT, { FileInfoId: theirFile, DocTypeId: 1 });
      expect([refused.statusCode, json(refused)]).toEqual([404, { message: 'Resource file not found' }]);
      expect((await load()).passports).toHaveLength(before);

      const fileId = await uploaded('visa-grant.pdf');
      const visa = await post('/api/Profile/SaveVisa', { jsonString: VISA, jsonDoc: { FormKey: 'EDN_VIS', FileInfoId: fileId, DocTypeId: 2 } });
      expect(visa.statusCode, visa.body).toBe(200);
      const tab = await load();
      expect(tab.visas.at(-1).documents).toEqual([expect.objectContaining({ fileId, fileName: 'visa-grant.pdf', docTypeName: 'Visa grant notice' })]);
      expect((await download(fileId)).statusCode).toBe(200);
      expect((await download(fileId, other)).statusCode).toBe(404);
    });

    it('an upload is recognised by its bytes: a disguised file is 415, an oversized one 413', async () => {
      const disguised = await upload('passport.pdf', Buffer.from('MZ\x90\x00 not a pdf at all', 'latin1'));
      expect([disguised.statusCode, json(disguised)]).toEqual([415, { message: 'Only PDF, Word (.doc, .docx), OpenDocument text (.odt), plain text (.txt), PNG, JPEG or WEBP files can be uploaded.' }]);
      const html = await upload('passport.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(html.statusCode).toBe(415);
      const big = await upload('passport.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
      expect([big.statusCode, json(big)]).toEqual([413, { message: 'The file is too large: at most 5 MB.' }]);
    });
  });

  describe('ownership and bad input', () => {
    it("another member's records are 404 on every call and stay untouched", async () => {
      const passport = json<{ id: number }>(await savePassport(PASSPORT)).id;
      const visa = json<{ id: number }>(await post('/api/Profile/SaveVisa', { jsonString: VISA })).id;
      const family = json<{ id: number }>(await post('/api/Profile/SaveFamily', { jsonString: DEPENDANT })).id;
      const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, string]> = [
        [get(`/api/Profile/PassportDetailLoad?passportFk=${passport}`, other), 'The passport was not found.'],
        [get(`/api/Profile/DeletePassport?passportFk=${passport}`, other), 'The passport was not found.'],
        [savePassport({ ...PASSPORT, id: passport, passportNo: 'HIJACK' }, undefined, other), 'The passport was not found.'],
        [get(`/api/Profile/VisaDetailLoad?visaFk=${visa}`, other), 'The visa was not found.'],
        [get(`/api/Profile/DeleteVisa?visaFk=${visa}`, other), 'The visa was not found.'],
        [post('/api/Profile/SaveVisa', { jsonString: { ...VISA, id: visa } }, other), 'The visa was not found.'],
        [get(`/api/Profile/FamilyDetailLoad?familyFk=${family}`, other), 'The dependant was not found.'],
        [get(`/api/Profile/DeleteFamily?familyFk=${family}`, other), 'The dependant was not found.'],
        [post('/api/Profile/SaveFamily', { jsonString: { ...DEPENDANT, id: family } }, other), 'The dependant was not found.'],
        [get('/api/Profile/PassportDetailLoad?passportFk=999999'), 'The passport was not found.'],
      ];
      for (const [pending, message] of cases) {
        const response = await pending;
        expect([response.statusCode, response.json()]).toEqual([404, { message }]);
      }
      expect(json(await get(`/api/Profile/PassportDetailLoad?passportFk=${passport}`))).toMatchObject({ passportNo: 'PA1234567' });
      expect((await load(other)).passports.every((p: { passportNo: string }) => p.passportNo !== 'HIJACK')).toBe(true);
    });

    it('junk types and huge ids are 400, never 500', async () => {
      const cases: Array<Promise<{ statusCode: number }>> = [
        get('/api/Profile/PassportDetailLoad?passportFk=99999999999'),
        get('/api/Profile/PassportDetailLoad?passportFk=abc'),
        get('/api/Profile/DeletePassport'),
        get('/api/Profile/VisaDetailLoad?visaFk=-1'),
        get('/api/Profile/FamilyDetailLoad?familyFk=1e3'),
        savePassport({ ...PASSPORT, id: 99_999_999_999 }),
        savePassport({ ...PASSPORT, countryFk: { $gt: 0 } }),
        savePassport({ ...PASSPORT, passportNo: 12 }),
        savePassport({ ...PASSPORT }, { FileInfoId: 'x', DocTypeId: 1 }),
        savePassport({ ...PASSPORT }, { FileInfoId: 1, DocTypeId: 99_999_999_999 }),
        post('/api/Profile/SavePassport', { jsonString: 'not an object' }),
        post('/api/Profile/SavePassport', {}),
        post('/api/Profile/SaveVisa', { jsonString: { ...VISA, grantDate: ['2025-01-01'] } }),
        post('/api/Profile/SaveFamily', { jsonString: { ...DEPENDANT, birthCountryFk: 'AU' } }),
        post('/api/Profile/SaveVisaRes', { jsonString: { ViolationCond: 'maybe' } }),
        post('/api/Profile/SaveFamily', { jsonString: { ...DEPENDANT, note: 'x'.repeat(5000) } }),
      ];
      for (const pending of cases) expect((await pending).statusCode).toBe(400);
    });
  });
});
