import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { anApplication, seedApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { GEO } from '../../testing/fixtures/shared.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { multipartFile } from '../../testing/multipart.js';
import { courseSearchVersion, refreshCourseSearch } from '../../db/search/index.js';
import { num } from '../../db/numbers.js';

interface Profile { id: number; kind: string; name: string; description: string; webAddress: string; email: string; phone: string; logoUrl: string; hasLogo: boolean }
interface Campus { id: number; name: string; countryId: number; country: string; state: string; city: string; address: string; latitude: number; longitude: number; approximate: boolean; headOffice: boolean; courses: number }
interface History { entries: Array<{ who: string; record: string; recordId: number; action: string; changes: Array<{ field: string; before: string; after: string }> }>; total: number }

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 7)]);

describe.each(await testDialects())('the workspace profile and campuses on %s', (dialect) => {
  let t: TestApp;
  let orgA: number;
  let orgB: number;
  let cityCampus: number;
  let nursing: number;
  let editorA: TestMember;
  let viewerA: TestMember;
  let ownerB: TestMember;
  let added: Campus;

  const call = (who: TestMember, path: string, org: number, payload?: Record<string, unknown>, query: Record<string, string | number> = {}) => {
    const q = { org: String(org), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) };
    const url = `/api/workspace/${path}`;
    return payload ? t.app.inject({ method: 'POST', url, query: q, payload, headers: bearer(who.token) }) : t.app.inject({ url, query: q, headers: bearer(who.token) });
  };
  const upload = (who: TestMember, url: string, file: { payload: Buffer; headers: Record<string, string> }, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, query, payload: file.payload, headers: { ...file.headers, ...bearer(who.token) } });
  const campusFields = (over: Record<string, unknown> = {}) => ({ name: 'Coast Campus', countryId: GEO.australia, state: 'NSW', city: 'Wollongong', address: '1 Beach Road', postcode: '2500', phone: '', email: '', headOffice: false, latitude: null, longitude: null, ...over });
  const institutionsNamed = async (searchKey: string) =>
    json<{ rows: Array<{ legalFk: number; city: string }> }>(await t.app.inject({ method: 'POST', url: '/api/InstitutePublic/InstSearchDataPublic', payload: { searchKey, rowFrom: 0, rowTo: 20 } })).rows;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const { db } = t.database;
    const cat = await seedApplicationsCatalogue(db, dialect);
    [orgA, orgB] = [cat.harbour, cat.bridge];
    const intake = await db.selectFrom('intakes').select(['course_id', 'location_id']).where('id', '=', cat.nursingJuly).executeTakeFirstOrThrow();
    [nursing, cityCampus] = [num(intake.course_id), num(intake.location_id)];
    await db.insertInto('course_campuses').values({ course_id: nursing, location_id: cityCampus }).execute();
    await refreshCourseSearch(db, dialect);
    const student = await signedInMember(t, { firstName: 'Sam', surname: 'Student' });
    await anApplication(db, student.clientId, { status: 'S', courses: [cat.nursingJuly] });
    editorA = await aStaffMember(t, orgA, 'catalogue_editor', { firstName: 'Cat', surname: 'Editor' });
    viewerA = await aStaffMember(t, orgA, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    ownerB = await aStaffMember(t, orgB, 'owner', { firstName: 'Ben', surname: 'Owner' });
  }, 180_000);
  afterAll(async () => t?.close());

  it("answers the profile form's problems with the importer's messages (400, nothing written)", async () => {
    const bad = await call(editorA, 'profile/update', orgA, { name: ' ', description: '', webAddress: 'harbour dot edu', email: 'nobody', phone: 'call us' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      message: 'name is required',
      errors: {
        name: 'name is required',
        webAddress: 'web_address must be a web address such as https://www.example.edu or www.example.edu, got "harbour dot edu"',
        email: 'email "nobody" is not an e-mail address',
        phone: 'phone may hold only digits, spaces, + ( ) - and ., got "call us"',
      },
    });
    expect(json<{ profile: Profile }>(await call(viewerA, 'profile', orgA)).profile).toMatchObject({ id: orgA, kind: 'institution', name: 'Harbour University', hasLogo: false });
  });

  it('renames the organisation: institution search and detail see it at once, the version moved, the history keeps the previous values', async () => {
    const before = await courseSearchVersion(t.database.db);
    const saved = await call(editorA, 'profile/update', orgA, { name: 'Harbour Institute of Quokkas', description: 'By the water.', webAddress: 'www.harbour.example', email: 'Hello@Harbour.example', phone: '+61 2 5550 0000' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ profile: Profile }>(saved).profile).toMatchObject({ name: 'Harbour Institute of Quokkas', description: 'By the water.', webAddress: 'https://www.harbour.example', email: 'hello@harbour.example', phone: '+61 2 5550 0000' });
    expect(await courseSearchVersion(t.database.db)).toBeGreaterThan(before);
    expect((await institutionsNamed('Quokkas')).map((r) => r.legalFk)).toEqual([orgA]);
    const detail = json<{ name: string; description: string; webAddress: string }>(await t.app.inject({ url: '/api/InstitutePublic/instDetailPublic', query: { legalFk: String(orgA) } }));
    expect(detail).toMatchObject({ name: 'Harbour Institute of Quokkas', description: 'By the water.', webAddress: 'https://www.harbour.example' });

    const history = json<History>(await call(viewerA, 'profile/history', orgA));
    expect(history.total).toBe(1);
    expect(history.entries[0]).toMatchObject({ who: 'Cat Editor', record: 'organisation', recordId: orgA, action: 'updated' });
    expect(history.entries[0]!.changes).toEqual(expect.arrayContaining([{ field: 'name', before: 'Harbour University', after: 'Harbour Institute of Quokkas' }, { field: 'web_address', before: '', after: 'https://www.harbour.example' }]));
  });

  it("takes a logo with a member photo's rules and serves it where discovery loads logos", async () => {
    const text = await upload(editorA, '/api/workspace/profile/logo', multipartFile('logo.png', 'not an image'), { org: String(orgA) });
    const photo = await upload(editorA, '/api/FileUpload/UploadImage', multipartFile('logo.png', 'not an image'));
    expect(text.statusCode).toBe(415);
    expect(json(text)).toEqual(json(photo));

    const uploaded = await upload(editorA, '/api/workspace/profile/logo', multipartFile('logo.png', PNG, 'file', 'image/png'), { org: String(orgA) });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const profile = json<{ profile: Profile }>(uploaded).profile;
    expect(profile.hasLogo).toBe(true);
    expect(profile.logoUrl).toMatch(new RegExp(`^/api/ImagePublic/GetImagePublic\\?legalFk=${orgA}&v=\\d+$`));
    const image = await t.app.inject({ url: profile.logoUrl });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const detail = json<{ imagePath: string }>(await t.app.inject({ url: '/api/InstitutePublic/instDetailPublic', query: { legalFk: String(orgA) } }));
    expect(detail.imagePath).toBe(profile.logoUrl);
    // Another organisation's logo is untouched: still the default.
    expect((await t.app.inject({ url: '/api/ImagePublic/GetImagePublic', query: { legalFk: String(orgB) } })).headers['content-type']).toMatch(/^image\/svg\+xml/);
    const history = json<History>(await call(viewerA, 'profile/history', orgA));
    expect(history.entries[0]!.changes).toEqual([{ field: 'logo', before: '', after: 'logo.png' }]);
  });

  it("answers the campus form's problems with the importer's messages (400, nothing written)", async () => {
    const bad = await call(editorA, 'campuses/save', orgA, campusFields({ name: '', countryId: null, city: '', latitude: '95', longitude: '' }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      message: 'name is required',
      errors: {
        name: 'name is required',
        countryId: 'country is required',
        city: 'city is required',
        latitude: 'latitude must be a number from -90 to 90, got "95"',
        longitude: 'give both latitude and longitude, or neither (then the city’s coordinates are used)',
      },
    });
    expect(json(await call(editorA, 'campuses/save', orgA, campusFields({ countryId: 99_999 })))).toEqual({ message: 'country is not a country of the list', errors: { countryId: 'country is not a country of the list' } });
    expect(await t.database.db.selectFrom('locations').select('id').where('legal_id', '=', orgA).execute()).toHaveLength(1);
  });

  it('adds a campus with the importer\'s place resolution, then moves its pin; an unknown place is placed as the importer places it, with its message', async () => {
    const saved = await call(editorA, 'campuses/save', orgA, campusFields());
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = json<{ campus: Campus; warnings: string[] }>(saved);
    added = answer.campus;
    expect(answer.warnings).toEqual([]);
    expect(added).toMatchObject({ name: 'Coast Campus', country: 'Australia', state: 'New South Wales', city: 'Wollongong', address: '1 Beach Road', approximate: false, courses: 0 });

    const pinned = json<{ campus: Campus }>(await call(editorA, 'campuses/save', orgA, campusFields({ campusId: added.id, latitude: -34.4278, longitude: 150.8931 }))).campus;
    expect(pinned).toMatchObject({ id: added.id, city: 'Wollongong', latitude: -34.4278, longitude: 150.8931 });

    const unknown = json<{ campus: Campus; warnings: string[] }>(await call(editorA, 'campuses/save', orgA, campusFields({ campusId: added.id, city: 'Quokkaville Heights' })));
    expect(unknown.warnings).toHaveLength(1);
    expect(unknown.warnings[0]).toMatch(/^city "Quokkaville Heights" is not in the city list or the gazetteer of New South Wales, Australia: placed at the centre of New South Wales and marked approximate/);
    expect(unknown.campus).toMatchObject({ city: 'Quokkaville Heights', approximate: true });
    added = json<{ campus: Campus }>(await call(editorA, 'campuses/save', orgA, campusFields({ campusId: added.id }))).campus;

    const history = json<History>(await call(viewerA, 'profile/history', orgA, undefined, { campusId: added.id }));
    expect(history.entries.map((e) => `${e.record} ${e.action}`)).toEqual(['campus updated', 'campus updated', 'campus updated', 'campus created']);
    expect(history.entries[2]!.changes).toEqual([
      { field: 'latitude', before: expect.any(String), after: '-34.4278' },
      { field: 'longitude', before: expect.any(String), after: '150.8931' },
    ]);
    expect(history.entries[1]!.changes).toContainEqual({ field: 'city', before: 'Wollongong', after: 'Quokkaville Heights' });
  });

  it('moves a campus: course search and institution search see its new city at once', async () => {
    const campus = json<{ campus: Campus }>(await call(viewerA, 'campus', orgA, undefined, { campusId: cityCampus })).campus;
    expect(campus).toMatchObject({ name: 'City Campus', city: 'Sydney', courses: 1 });
    const before = await courseSearchVersion(t.database.db);
    const moved = await call(editorA, 'campuses/save', orgA, campusFields({ campusId: cityCampus, name: 'City Campus', state: 'VIC', city: 'Melbourne', headOffice: true }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await courseSearchVersion(t.database.db)).toBeGreaterThan(before);
    const rows = await t.database.db.selectFrom('course_search').select('city_id').where('course_id', '=', nursing).execute();
    const place = await t.database.db.selectFrom('locations as l').innerJoin('cities as ci', 'ci.id', 'l.city_id').select(['ci.id', 'ci.name']).where('l.id', '=', cityCampus).executeTakeFirstOrThrow();
    expect(place.name).toBe('Melbourne');
    expect(rows.map((r) => num(r.city_id))).toEqual([num(place.id)]);
    expect((await institutionsNamed('Quokkas')).map((r) => r.city)).toEqual(['Melbourne']);
  });

  it('refuses to remove a campus intakes or applications use, with what uses it; removes one nothing uses, keeping its history', async () => {
    const refused = await call(editorA, 'campuses/delete', orgA, { campusId: cityCampus });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ message: 'This campus cannot be removed: 2 intakes, 1 application use it. Move or remove them first.' });
    const removed = await call(editorA, 'campuses/delete', orgA, { campusId: added.id });
    expect(removed.statusCode, removed.body).toBe(200);
    const list = json<{ campuses: Campus[]; countries: Array<{ name: string }> }>(await call(viewerA, 'campuses', orgA));
    expect(list.campuses.map((c) => c.name)).toEqual(['City Campus']);
    expect(list.countries.map((c) => c.name)).toContain('Australia');
    expect((await call(viewerA, 'campus', orgA, undefined, { campusId: added.id })).statusCode).toBe(404);
    const history = json<History>(await call(viewerA, 'profile/history', orgA, undefined, { campusId: added.id }));
    expect(history.entries[0]).toMatchObject({ action: 'deleted', who: 'Cat Editor' });
    expect(history.entries[0]!.changes).toContainEqual({ field: 'name', before: 'Coast Campus', after: '' });
  });

  it("refuses a viewer's writes 403 and answers another organisation's owner 404 on every campus, changing nothing", async () => {
    for (const [path, payload] of [
      ['profile/update', { name: 'Stolen' }],
      ['campuses/save', campusFields()],
      ['campuses/delete', { campusId: cityCampus }],
    ] as const) {
      const refused = await call(viewerA, path, orgA, payload);
      expect(refused.statusCode, path).toBe(403);
      expect(json(refused)).toEqual({ message: 'Your role in this organisation does not allow this.' });
    }
    const before = await t.database.db.selectFrom('locations').selectAll().where('legal_id', '=', orgA).execute();
    const probes = [
      await call(ownerB, 'campus', orgB, undefined, { campusId: cityCampus }),
      await call(ownerB, 'profile/history', orgB, undefined, { campusId: cityCampus }),
      await call(ownerB, 'campuses/save', orgB, campusFields({ campusId: cityCampus, name: 'Stolen' })),
      await call(ownerB, 'campuses/delete', orgB, { campusId: cityCampus }),
    ];
    expect(probes.map((r) => [r.statusCode, r.body])).toEqual(Array(4).fill([404, JSON.stringify({ message: 'Campus not found.' })]));
    expect(await t.database.db.selectFrom('locations').selectAll().where('legal_id', '=', orgA).execute()).toEqual(before);
    expect(json<{ profile: Profile }>(await call(ownerB, 'profile', orgB)).profile.name).toBe('Bridge College of Design');
  });
});
