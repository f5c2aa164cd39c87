import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MAX_DB_ID, type profile } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp, type TestMember } from '../../testing/app.js';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo/members.js';

const LOAD = '/api/Profile/BasicDetailLoad';
const UPSERT = '/api/BasicDetail/BDUpsert';
const INSTITUTIONS = '/api/BasicDetail/InstitutionLoad';
const DESTINATIONS = '/api/Profile/ChangeDestinationLoad';
const DESTINATION_SAVE = '/api/Profile/ChangeDestinationSave';
const HEADER = '/api/Profile/UserProfileData';

interface Place {
  countryFk: number;
  stateFk: number;
  cityFk: number;
}

describe.each(await testDialects())('profile basic details on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;
  /** A city with its state and country; another city in another state of another country. */
  let here: Place;
  let there: Place;
  /** An institution with a campus in `campusCountry`; a country with no campus. */
  let institution: { id: number; name: string };
  let campusCountry: number;
  let noCampusCountry: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 8, courses: 16, seed: 5, today: '2026-01-15' });
    ana = await signedInMember(t, { firstName: 'Ana', surname: 'Silva' });
    ben = await signedInMember(t, { firstName: 'Ben', surname: 'Okafor' });
    const db = t.database.db;
    const cities = await db.selectFrom('cities').select(['id', 'state_id', 'country_id']).orderBy('id').execute();
    const a = cities[0]!;
    const b = cities.find((c) => Number(c.country_id) !== Number(a.country_id))!;
    here = { countryFk: Number(a.country_id), stateFk: Number(a.state_id), cityFk: Number(a.id) };
    there = { countryFk: Number(b.country_id), stateFk: Number(b.state_id), cityFk: Number(b.id) };
    const campus = await db
      .selectFrom('locations as l')
      .innerJoin('legal_entities as le', 'le.id', 'l.legal_id')
      .innerJoin('cities as ci', 'ci.id', 'l.city_id')
      .select(['le.id', 'le.name', 'ci.country_id'])
      .where('le.kind', '=', 'I')
      .orderBy('le.id')
      .executeTakeFirstOrThrow();
    institution = { id: Number(campus.id), name: campus.name };
    campusCountry = Number(campus.country_id);
    const campusCountries = new Set(
      (await db.selectFrom('locations as l').innerJoin('cities as ci', 'ci.id', 'l.city_id').select('ci.country_id').execute()).map((r) => Number(r.country_id)),
    );
    noCampusCountry = Number((await db.selectFrom('countries').select('id').orderBy('id').execute()).find((c) => !campusCountries.has(Number(c.id)))!.id);
  }, 120_000);
  afterAll(async () => t?.close());

  const get = (url: string, token: string | null, query: Record<string, string> = {}) =>
    t.app.inject({ url, query, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
  const load = async (token: string) => {
    const response = await get(LOAD, token);
    expect(response.statusCode, response.body).toBe(200);
    return json<profile.BasicDetailLoad>(response);
  };
  const expectRefused = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toEqual(body);
  };

  /** A complete body for BDUpsert. */
  const complete = () => ({
    basic: {
      title: 'Ms',
      firstName: 'Ana Maria',
      middleName: 'Luisa',
      surname: 'Silva',
      previousSurname: 'Souza',
      gender: 'F',
      dateOfBirth: '2000-05-17',
      birthCountryFk: there.countryFk,
      nationalityFk: there.countryFk,
      aboutMe: 'Carpe diem.',
      promotionalMaterial: true,
      currentStudy: false,
      institutionCountryFk: 0,
      institutionFk: 0,
      institutionName: '',
    },
    contact: {
      countryCode: '+61',
      mobile: '412345678',
      mobilePublish: true,
      phone: '',
      phonePublish: false,
      current: { ...here, address: '1 Main St', postcode: '3000' },
      postalSameAsCurrent: true,
      postal: { countryFk: 0, stateFk: 0, cityFk: 0, address: '', postcode: '' },
    },
    email: { email: 'ana.profile@example.org', publish: true },
    family: { homeCountryFk: there.countryFk, homeStateFk: there.stateFk, homeCityFk: there.cityFk },
  });

  it('every call needs a sign-in', async () => {
    for (const response of [
      await get(LOAD, null),
      await post(UPSERT, null, complete()),
      await get(INSTITUTIONS, null, { countryid: String(campusCountry) }),
      await get(DESTINATIONS, null),
      await get(DESTINATION_SAVE, null, { countryId: String(campusCountry) }),
    ]) {
      expectRefused(response, 401, { message: 'Please sign in to continue.' });
    }
  });

  it('a new member starts empty: names and e-mail suggested from the account, the lists the form needs', async () => {
    const reply = await load(ana.token);
    expect(reply.saved).toBe(false);
    expect(reply.detail.basic).toMatchObject({ title: '', firstName: 'Ana', surname: 'Silva', gender: '', dateOfBirth: '', currentStudy: false });
    expect(reply.detail.email).toEqual({ email: ana.email, publish: false });
    expect(reply.detail.contact.current).toEqual({ countryFk: 0, stateFk: 0, cityFk: 0, address: '', postcode: '' });
    expect(reply.detail.contact.postalSameAsCurrent).toBe(true);
    expect(reply.detail.family).toEqual({ homeCountryFk: 0, homeStateFk: 0, homeCityFk: 0 });
    expect(reply.titles).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);
    expect(reply.genders).toEqual(['M', 'F', 'O']);
    expect(reply.countries.length).toBeGreaterThan(5);
    expect(reply.countries[0]).toEqual({ id: expect.any(Number), name: expect.any(String), phoneCode: expect.any(String), nationality: expect.any(String) });
    expect(reply.institutions).toEqual([]);
    expect(reply.preferredDestinationFk).toBeNull();
    expect(reply.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${ana.clientId}&viewer=${ana.clientId}&exp=\\d+&sig=`));
  });

  it("BDUpsert with nothing: 'Required' on every required field and 'Email required'", async () => {
    expectRefused(await post(UPSERT, ana.token, {}), 400, {
      message: 'Required',
      errors: {
        'basic.title': 'Required',
        'basic.firstName': 'Required',
        'basic.surname': 'Required',
        'basic.gender': 'Required',
        'basic.dateOfBirth': 'Required',
        'email.email': 'Email required',
        'contact.current.countryFk': 'Required',
        'contact.current.stateFk': 'Required',
        'contact.current.cityFk': 'Required',
        'family.homeCountryFk': 'Required',
        'family.homeStateFk': 'Required',
        'family.homeCityFk': 'Required',
      },
    });
  });

  it("dates of birth by the server's clock, e-mail pattern, postal address unless same-as-above", async () => {
    const body = complete();
    body.basic.dateOfBirth = '2026-03-03'; // the test clock's today is 2026-03-02
    expectRefused(await post(UPSERT, ana.token, body), 400, { message: 'Dob should be less than current date', errors: { 'basic.dateOfBirth': 'Dob should be less than current date' } });
    body.basic.dateOfBirth = '1899-12-31';
    expectRefused(await post(UPSERT, ana.token, body), 400, { message: 'Dob should be greater than the year 1900', errors: { 'basic.dateOfBirth': 'Dob should be greater than the year 1900' } });
    body.basic.dateOfBirth = '2000-05-17';
    body.email.email = 'ana@nowhere';
    expectRefused(await post(UPSERT, ana.token, body), 400, { message: 'Invalid email', errors: { 'email.email': 'Invalid email' } });
    body.email.email = 'ana.profile@example.org';
    body.contact.postalSameAsCurrent = false;
    expectRefused(await post(UPSERT, ana.token, body), 400, {
      message: 'Required',
      errors: { 'contact.postal.countryFk': 'Required', 'contact.postal.stateFk': 'Required', 'contact.postal.cityFk': 'Required', 'contact.postal.address': 'Required' },
    });
  });

  it('bad input is a 400, never a 500: junk and huge ids, wrong types, unknown or mismatched places', async () => {
    const shape = async (mutate: (b: ReturnType<typeof complete>) => unknown, field: string) => {
      const body = complete();
      const payload = mutate(body) ?? body;
      const response = await post(UPSERT, ana.token, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string> }>(response).errors)).toContain(field);
    };
    await shape((b) => void ((b.contact.current as { countryFk: unknown }).countryFk = MAX_DB_ID + 1), 'contact.current.countryFk');
    await shape((b) => void ((b.family as { homeCityFk: unknown }).homeCityFk = 'abc'), 'family.homeCityFk');
    await shape((b) => void ((b.basic as { firstName: unknown }).firstName = 42), 'basic.firstName');
    await shape((b) => void ((b.basic as { promotionalMaterial: unknown }).promotionalMaterial = 'maybe'), 'basic.promotionalMaterial');
    await shape(() => ({ basic: 'x' }), 'basic');
    expectRefused(await post(UPSERT, ana.token, [1, 2]), 400, expect.objectContaining({ message: expect.any(String) }) as never);

    const unknown = complete();
    unknown.basic.birthCountryFk = 999_999;
    expectRefused(await post(UPSERT, ana.token, unknown), 400, { message: 'Please choose from the list', errors: { 'basic.birthCountryFk': 'Please choose from the list' } });
    const mismatched = complete();
    mismatched.contact.current = { ...mismatched.contact.current, stateFk: there.stateFk, cityFk: there.cityFk };
    expectRefused(await post(UPSERT, ana.token, mismatched), 400, {
      message: 'Please choose a state of the chosen country',
      errors: { 'contact.current.stateFk': 'Please choose a state of the chosen country' },
    });
    const wrongCity = complete();
    wrongCity.family.homeCityFk = here.cityFk;
    expectRefused(await post(UPSERT, ana.token, wrongCity), 400, { message: 'Please choose a city of the chosen state', errors: { 'family.homeCityFk': 'Please choose a city of the chosen state' } });
  });

  it("saves: 'Data save successfully', then loads what was saved; only the member's own details", async () => {
    const response = await post(UPSERT, ana.token, complete());
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ result: 'S', message: 'Data save successfully' });
    const reply = await load(ana.token);
    expect(reply.saved).toBe(true);
    const { postal: _postal, ...contact } = complete().contact;
    expect(reply.detail).toEqual({
      ...complete(),
      contact: { ...contact, postal: contact.current },
    });
    // Ben sees his own (empty) details, never Ana's.
    const bens = await load(ben.token);
    expect(bens.saved).toBe(false);
    expect(bens.detail.basic.firstName).toBe('Ben');
    expect(bens.detail.email.email).toBe(ben.email);
    expect(JSON.stringify(bens)).not.toContain('ana.profile@example.org');

    // A second save changes the row: a separate postal address, ids as numeric strings (old clients).
    const again = complete();
    again.contact.postalSameAsCurrent = false;
    again.contact.postal = { ...there, address: 'PO Box 7', postcode: '' };
    (again.family as Record<string, unknown>).homeCountryFk = String(there.countryFk);
    expect((await post(UPSERT, ana.token, again)).statusCode).toBe(200);
    const after = await load(ana.token);
    expect(after.detail.contact.postal).toEqual({ ...there, address: 'PO Box 7', postcode: '' });
    expect(after.detail.contact.postalSameAsCurrent).toBe(false);
  });

  it('current study: the institution of the chosen country from InstitutionLoad, or a typed name', async () => {
    const list = await get(INSTITUTIONS, ana.token, { countryid: String(campusCountry) });
    expect(list.statusCode, list.body).toBe(200);
    const { institutions } = json<{ institutions: Array<{ id: number; name: string }> }>(list);
    expect(institutions).toContainEqual(institution);
    expect(institutions.map((i) => i.name)).toEqual([...institutions.map((i) => i.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(json(await get(INSTITUTIONS, ana.token, { countryid: String(noCampusCountry) }))).toEqual({ institutions: [] });
    for (const countryid of ['abc', '0', String(MAX_DB_ID + 1), '-3']) {
      expect((await get(INSTITUTIONS, ana.token, { countryid })).statusCode, countryid).toBe(400);
    }

    const body = complete();
    body.basic = { ...body.basic, currentStudy: true, institutionCountryFk: noCampusCountry, institutionFk: institution.id };
    expectRefused(await post(UPSERT, ana.token, body), 400, {
      message: 'Please choose an institution of the chosen country',
      errors: { 'basic.institutionFk': 'Please choose an institution of the chosen country' },
    });
    body.basic.institutionCountryFk = campusCountry;
    expect((await post(UPSERT, ana.token, body)).statusCode).toBe(200);
    let reply = await load(ana.token);
    expect(reply.detail.basic).toMatchObject({ currentStudy: true, institutionCountryFk: campusCountry, institutionFk: institution.id, institutionName: '' });
    expect(reply.institutions).toContainEqual(institution);

    body.basic = { ...body.basic, institutionCountryFk: noCampusCountry, institutionFk: 0, institutionName: 'Open Village College' };
    expect((await post(UPSERT, ana.token, body)).statusCode).toBe(200);
    reply = await load(ana.token);
    expect(reply.detail.basic).toMatchObject({ institutionCountryFk: noCampusCountry, institutionFk: 0, institutionName: 'Open Village College' });
  });

  it('preferred destination: the countries with campuses, saved and shown in the header data; another member unaffected', async () => {
    const loaded = json<profile.BasicDestinationLoad>(await get(DESTINATIONS, ben.token));
    expect(loaded.preferredDestinationFk).toBeNull();
    expect(loaded.countries.map((c) => c.id)).toContain(campusCountry);
    expect(loaded.countries.map((c) => c.id)).not.toContain(noCampusCountry);

    expectRefused(await get(DESTINATION_SAVE, ben.token, { countryId: String(noCampusCountry) }), 400, {
      message: 'Please choose a destination from the list',
      errors: { countryId: 'Please choose a destination from the list' },
    });
    for (const countryId of ['x', '0', String(MAX_DB_ID + 1)]) {
      expect((await get(DESTINATION_SAVE, ben.token, { countryId })).statusCode, countryId).toBe(400);
    }
    expect((await get(DESTINATION_SAVE, ben.token, {})).statusCode).toBe(400);

    const saved = await get(DESTINATION_SAVE, ben.token, { countryId: String(campusCountry) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({ result: 'S', message: 'Data saved successfully.' });
    expect(json<profile.BasicDestinationLoad>(await get(DESTINATIONS, ben.token)).preferredDestinationFk).toBe(campusCountry);
    expect(json<{ preferredDestinationFk: number | null }>(await get(HEADER, ben.token)).preferredDestinationFk).toBe(campusCountry);
    expect((await load(ben.token)).preferredDestinationFk).toBe(campusCountry);
    // Saving a destination before any basic details leaves them unsaved (names still suggested).
    expect((await load(ben.token)).saved).toBe(false);
    const other = await signedInMember(t);
    expect(json<{ preferredDestinationFk: number | null }>(await get(HEADER, other.token)).preferredDestinationFk).toBeNull();
  });

  it('the demo student has complete basic details and a preferred destination', async () => {
    const token = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    const reply = await load(token);
    expect(reply.saved).toBe(true);
    expect(reply.detail.basic).toMatchObject({ title: 'Mr', firstName: 'Sam', surname: 'Student', gender: 'M', dateOfBirth: '2001-04-12' });
    expect(reply.detail.email.email).toBe(DEMO_MEMBER_EMAIL);
    expect(reply.detail.family.homeCityFk).toBeGreaterThan(0);
    expect(reply.detail.contact.current.cityFk).toBeGreaterThan(0);
    expect(reply.preferredDestinationFk).toEqual(expect.any(Number));
    // Saved unchanged through BDUpsert, the demo details pass the same rule.
    const response = await post(UPSERT, token, reply.detail);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('profile image: GIF and BMP accepted by their bytes and served back; a disguised file refused with the extension list', async () => {
    const boundary = '----basic-image';
    const upload = (name: string, type: string, bytes: Buffer, token: string | null = ana.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/FileUpload/UploadImage',
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
      });
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b])]);
    const bmp = Buffer.alloc(58);
    bmp.set([0x42, 0x4d, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0]);

    expect((await upload('me.gif', 'image/gif', gif, null)).statusCode).toBe(401);
    const gifUp = await upload('me.gif', 'image/gif', gif);
    expect(gifUp.statusCode, gifUp.body).toBe(200);
    expect(json(gifUp)).toMatchObject({ fileName: 'me.gif', contentType: 'image/gif', size: gif.length });
    const bmpUp = await upload('me.bmp', 'image/bmp', bmp);
    expect(bmpUp.statusCode, bmpUp.body).toBe(200);
    expect(json(bmpUp)).toMatchObject({ contentType: 'image/bmp' });
    // The newest image is the member's, through the signed address BasicDetailLoad gives.
    const image = await t.app.inject({ url: (await load(ana.token)).pflImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/bmp');
    expect(image.rawPayload.equals(bmp)).toBe(true);

    const only = 'Only (jpg, jpeg, bmp, png, gif) file(s) are allowed to upload.';
    expectRefused(await upload('me.gif', 'image/gif', Buffer.from('GIF-not-really, just text', 'latin1')), 415, { message: only });
    expectRefused(await upload('me.bmp', 'image/bmp', Buffer.from('BM and then some words of text here', 'latin1')), 415, { message: only });
    expectRefused(await upload('me.webp', 'image/webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1')), 415, { message: only });
  });

  it("a failing write answers 'Technical Server error'", async () => {
    const db = t.database.db;
    await db.schema.alterTable('member_profiles').renameTo('member_profiles_away').execute();
    try {
      expectRefused(await post(UPSERT, ben.token, complete()), 500, { message: 'Technical Server error' });
    } finally {
      await db.schema.alterTable('member_profiles_away').renameTo('member_profiles').execute();
    }
  });
});
