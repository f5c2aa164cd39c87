import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, institutionMessages, httpMessages } from '@studyatlas/core';
import { createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { appRequests } from '../../testing/requests.js';
import { haversineKm } from '../../catalogue/distance.js';
import { AREA, AWARD, BONDI_LOGO, CITY, GEO, seedInstitutionsFixture, type Fixture } from '../../testing/fixtures/institutions.js';
import { importRows } from '../../import/import-rows.js';
import { NO_CAMPUS_WARNING } from '../../import/session.js';
import { campusIndexKeeper } from './campus-index.js';

type Row = { legalFk: number; name: string; locationFk: number; city: string; state: string; country: string; logoPath: string | null; courseCount: number; preferenceId: number; distanceKm?: number };
type SearchReply = { total: number; rows: Row[] };

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(await testDialects())('institutions area on %s', (dialect) => {
  let t: TestApp;
  let f: Fixture;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await seedInstitutionsFixture(t.database.db);
    mkdirSync(path.join(t.config.dataDir, 'logos'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, BONDI_LOGO), PNG);
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const { post, get, searchAt } = appRequests(() => t);
  const search = searchAt<SearchReply>('/api/InstitutePublic/InstSearchDataPublic');
  const names = (reply: SearchReply) => reply.rows.map((r) => r.name);

  describe('filter data', () => {
    it('InstFilterDataPublic: places with institution campuses, study areas, groups and levels', async () => {
      const response = await get('/api/InstitutePublic/InstFilterDataPublic');
      expect(response.statusCode).toBe(200);
      const data = json<Record<string, Array<Record<string, unknown>>>>(response);
      expect(data.countries).toEqual([
        { id: GEO.australia, name: 'Australia' },
        { id: GEO.unitedKingdom, name: 'United Kingdom' },
      ]);
      expect(data.states).toEqual([
        { id: GEO.england, name: 'England', countryFk: GEO.unitedKingdom },
        { id: GEO.nsw, name: 'New South Wales', countryFk: GEO.australia },
        { id: GEO.victoria, name: 'Victoria', countryFk: GEO.australia },
      ]);
      expect(data.cities!.map((c) => c.name)).toEqual(['London', 'Melbourne', 'Newcastle', 'Sydney', 'Wollongong']);
      expect(data.cities![3]).toEqual({ id: GEO.sydney, name: 'Sydney', stateFk: GEO.nsw, countryFk: GEO.australia });
      expect(data.majors).toHaveLength(20);
      expect(data.majors![0]).toEqual({ id: 1, name: 'Agriculture and Environment' });
      expect(data.minors).toContainEqual({ id: AREA.nursing, name: 'Nursing', parentFk: AREA.health });
      expect(data.awardGroups!.map((g) => g.name)).toEqual(['School', 'English language', 'Vocational', 'Undergraduate', 'Postgraduate']);
      expect(data.awardLevels).toHaveLength(16);
      expect(data.awardLevels).toContainEqual({ id: AWARD.master, name: 'Master', groupFk: AWARD.postgraduate });
    });

    it('InstFilterDataNewLkp: countries and study level groups', async () => {
      const data = json<Record<string, unknown[]>>(await get('/api/institutepublic/instfilterdatanewlkp'));
      expect(Object.keys(data).sort()).toEqual(['awardGroups', 'countries']);
      expect(data.countries).toHaveLength(2);
      expect(data.awardGroups).toHaveLength(5);
    });

    it('GetStudyLevel: every level, or those of one group; junk group is 400', async () => {
      expect(json<{ levels: unknown[] }>(await get('/api/InstitutePublic/GetStudyLevel')).levels).toHaveLength(16);
      expect(json(await get('/api/InstitutePublic/GetStudyLevel', { group_fk: String(AWARD.postgraduate), rndm: '0.42' }))).toEqual({
        levels: [
          { id: 51, name: 'Graduate Certificate', groupFk: 5, group: 'Postgraduate' },
          { id: 52, name: 'Graduate Diploma', groupFk: 5, group: 'Postgraduate' },
          { id: 53, name: 'Master', groupFk: 5, group: 'Postgraduate' },
          { id: 54, name: 'Doctorate', groupFk: 5, group: 'Postgraduate' },
        ],
      });
      expect((await get('/api/InstitutePublic/GetStudyLevel', { group_fk: 'abc' })).statusCode).toBe(400);
    });

    it('InstFilterDataNew: the study area object', async () => {
      const data = json<Record<string, Array<{ id: number; parent_fk: number | null }>>>(await get('/api/InstitutePublic/InstFilterDataNew'));
      expect(data.major).toHaveLength(20);
      expect(data.major!.every((m) => m.parent_fk === null)).toBe(true);
      expect(data.minor).toContainEqual({ id: AREA.nursing, name: 'Nursing', parent_fk: AREA.health });
      expect(data.detail).toEqual([]);
    });
  });

  describe('search', () => {
    it('lists every institution by name with its head-office place and course count', async () => {
      const reply = await search({});
      expect(reply.total).toBe(5);
      expect(names(reply)).toEqual(['Bondi Academy', "King's College London", 'Melbourne Institute of Technology', 'Newcastle College', 'Université Harbour']);
      expect(reply.rows[4]).toEqual({
        legalFk: f.harbour,
        name: 'Université Harbour',
        locationFk: f.harbourSydney,
        city: 'Sydney',
        state: 'New South Wales',
        country: 'Australia',
        logoPath: null,
        courseCount: 2,
        preferenceId: 0,
      });
      expect(reply.rows[0]!.logoPath).toBe(BONDI_LOGO);
      expect(reply.rows[3]!.courseCount).toBe(0);
    });

    it('answers the same on the signed-in path, signed in or not', async () => {
      const anonymous = await search({});
      const signedIn = await post('/api/Institute/InstSearchData', {}, member.token);
      expect(json(signedIn)).toEqual(anonymous);
      expect(await search({}, '/api/Institute/InstSearchData')).toEqual(anonymous);
    });

    it('matches searchKey case- and diacritics-insensitively, as substring or word prefix', async () => {
      expect(names(await search({ searchKey: 'UNIVERSITE' }))).toEqual(['Université Harbour']);
      expect(names(await search({ searchKey: 'harb' }))).toEqual(['Université Harbour']);
      expect(names(await search({ searchKey: 'kings coll' }))).toEqual(["King's College London"]);
      expect(names(await search({ searchKey: 'co' }))).toEqual(["King's College London", 'Newcastle College']);
      expect(await search({ searchKey: 'zzz' })).toEqual({ total: 0, rows: [] });
    });

    it('filters by country, state, city and typed city name, showing the matching campus', async () => {
      expect(names(await search({ country_fk: GEO.unitedKingdom }))).toEqual(["King's College London"]);
      expect(names(await search({ country_fk: String(GEO.unitedKingdom) }))).toEqual(["King's College London"]);
      expect(names(await search({ state_fk: GEO.victoria }))).toEqual(['Melbourne Institute of Technology']);
      const wollongong = await search({ city_fk: GEO.wollongong });
      expect(wollongong.rows).toEqual([expect.objectContaining({ legalFk: f.harbour, locationFk: f.harbourWollongong, city: 'Wollongong' })]);
      expect((await search({ CityName: 'WOLLON' })).rows).toEqual(wollongong.rows);
      expect(names(await search({ legal_fk: f.bondi }))).toEqual(['Bondi Academy']);
      expect(names(await search({ country_fk: GEO.australia, searchKey: 'college' }))).toEqual(['Newcastle College']);
    });

    it("filters through the institution's courses: major, minor, award level and study level group", async () => {
      expect(names(await search({ major_fk: AREA.computing }))).toEqual(['Melbourne Institute of Technology', 'Université Harbour']);
      expect(names(await search({ minor_fk: AREA.nursing }))).toEqual(['Université Harbour']);
      expect(names(await search({ awardFk: AWARD.bachelor }))).toEqual(["King's College London", 'Université Harbour']);
      expect(names(await search({ group_fk: AWARD.postgraduate }))).toEqual(['Melbourne Institute of Technology', 'Université Harbour']);
      expect(names(await search({ group_fk: AWARD.english }))).toEqual(['Bondi Academy']);
      expect(names(await search({ major_fk: AREA.law, country_fk: GEO.australia }))).toEqual([]);
    });

    it('pages with rowFrom (first row) and rowTo (row after the last), keeping the exact total', async () => {
      expect(await search({ rowFrom: 1, rowTo: 3 })).toMatchObject({ total: 5, rows: [{ name: "King's College London" }, { name: 'Melbourne Institute of Technology' }] });
      expect(names(await search({ rowFrom: 4, rowTo: 100 }))).toEqual(['Université Harbour']);
      expect(await search({ rowFrom: 10, rowTo: 20 })).toEqual({ total: 5, rows: [] });
      expect(await search({ rowFrom: 3, rowTo: 1 })).toEqual({ total: 5, rows: [] });
    });

    it('accepts old clients: nulls, strings, unknown fields and the ignored flags', async () => {
      const reply = await search({ country_fk: null, searchKey: null, CityName: null, showMore: true, IsInstOrSchName: 'I', rndm: 0.3, distance: null });
      expect(reply.total).toBe(5);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/InstitutePublic/InstSearchDataPublic',
        payload: 'country_fk=&rowFrom=0&rowTo=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(json(form)).toMatchObject({ total: 5, rows: [{ name: 'Bondi Academy' }, { name: "King's College London" }] });
    });

    it('answers 400 for junk, never 500', async () => {
      for (const body of [{ rowFrom: 'abc' }, { country_fk: -1 }, { country_fk: 'x' }, { rowTo: 1.5 }, { searchKey: 5 }, [1, 2]]) {
        const response = await post('/api/InstitutePublic/InstSearchDataPublic', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(json(response).message).toBe(httpMessages.invalidInput);
      }
      const malformed = await t.app.inject({ method: 'POST', url: '/api/Institute/InstSearchData', payload: '{"rowFrom":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
    });

    it("answers a name or city longer than the catalogue's limits with the limit's message, on every search", async () => {
      const tooLongName = { message: 'Institution name must be at most 300 characters', errors: { searchKey: 'Institution name must be at most 300 characters' } };
      const tooLongCity = { message: 'City name must be at most 100 characters', errors: { CityName: 'City name must be at most 100 characters' } };
      const paths = ['/api/InstitutePublic/InstSearchDataPublic', '/api/Institute/InstSearchByLoc', '/api/InstitutePublic/SearchByDistanceAwardP'];
      for (const url of paths) {
        const name = await post(url, { searchKey: 'x'.repeat(301), majorcity_fk: GEO.sydney });
        expect(name.statusCode, url).toBe(400);
        expect(json(name), url).toEqual(tooLongName);
        const city = await post(url, { CityName: 'y'.repeat(101), majorcity_fk: GEO.sydney });
        expect(json(city), url).toEqual(tooLongCity);
      }
      // At the limit (and with spaces around) it is a search like any other.
      expect(await search({ searchKey: ` ${'x'.repeat(300)} ` })).toEqual({ total: 0, rows: [] });
    });

    it('InstSearchByLoc and InstSearhByLoc order by country, state, city, then name', async () => {
      const expected = ['Newcastle College', 'Bondi Academy', 'Université Harbour', 'Melbourne Institute of Technology', "King's College London"];
      expect(names(await search({}, '/api/Institute/InstSearchByLoc'))).toEqual(expected);
      expect(names(await search({}, '/api/Institute/InstSearhByLoc'))).toEqual(expected);
      expect(await search({ rowFrom: 1, rowTo: 2 }, '/api/Institute/InstSearhByLoc')).toMatchObject({ total: 5, rows: [{ name: 'Bondi Academy' }] });
    });
  });

  describe('distance search', () => {
    const distance = (filter: object, url = '/api/InstitutePublic/SearchByDistanceAwardP') => search(filter, url);
    const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => Math.round(haversineKm(a, b) * 10) / 10;
    const BONDI = { latitude: -33.8915, longitude: 151.2767 };

    it('finds institutions with a campus within the radius of a city, nearest first', async () => {
      const reply = await distance({ majorcity_fk: GEO.sydney, distance: 100 });
      expect(reply.total).toBe(2);
      expect(reply.rows.map((r) => [r.name, r.city, r.distanceKm])).toEqual([
        ['Université Harbour', 'Sydney', 0],
        ['Bondi Academy', 'Sydney', km(CITY.sydney, BONDI)],
      ]);
      expect(names(await distance({ majorcity_fk: GEO.sydney, distance: 120 }))).toEqual(['Université Harbour', 'Bondi Academy', 'Newcastle College']);
    });

    it('measures Sydney → Melbourne as about 713 km', async () => {
      const below = await distance({ majorcity_fk: GEO.sydney, distance: 700 });
      expect(names(below)).not.toContain('Melbourne Institute of Technology');
      const above = await distance({ majorcity_fk: GEO.sydney, distance: 720 });
      const melbourne = above.rows.find((r) => r.legalFk === f.melbourne);
      expect(melbourne?.distanceKm).toBe(km(CITY.sydney, CITY.melbourne));
      expect(melbourne!.distanceKm).toBeGreaterThan(712);
      expect(melbourne!.distanceKm).toBeLessThan(715);
    });

    it('shows the nearest campus, defaults to 50 km and combines with award filters', async () => {
      const fromWollongong = await distance({ majorcity_fk: GEO.wollongong, distance: 30 });
      expect(fromWollongong.rows).toEqual([expect.objectContaining({ legalFk: f.harbour, locationFk: f.harbourWollongong, distanceKm: 0 })]);
      expect(names(await distance({ majorcity_fk: GEO.sydney }))).toEqual(['Université Harbour', 'Bondi Academy']);
      expect(names(await distance({ majorcity_fk: GEO.sydney, distance: 800, awardFk: AWARD.master }))).toEqual([
        'Université Harbour',
        'Melbourne Institute of Technology',
      ]);
      expect(names(await distance({ majorcity_fk: GEO.sydney, distance: 800, group_fk: AWARD.english }))).toEqual(['Bondi Academy']);
      expect(await distance({ majorcity_fk: GEO.canberra, distance: 10 })).toEqual({ total: 0, rows: [] });
      expect(names(await distance({ majorcity_fk: GEO.sydney, distance: 100 }, '/api/Institute/SearchByDistanceAward'))).toHaveLength(2);
    });

    it('needs a known city and a sane distance', async () => {
      const missing = await post('/api/InstitutePublic/SearchByDistanceAwardP', { distance: 50 });
      expect(missing.statusCode).toBe(400);
      expect(json(missing)).toEqual({ message: institutionMessages.distanceCityRequired, errors: { majorcity_fk: institutionMessages.distanceCityRequired } });
      const unknown = await post('/api/InstitutePublic/SearchByDistanceAwardP', { majorcity_fk: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: institutionMessages.cityNotFound });
      for (const d of [-5, 'far', 30_000]) {
        expect((await post('/api/InstitutePublic/SearchByDistanceAwardP', { majorcity_fk: GEO.sydney, distance: d })).statusCode).toBe(400);
      }
    });
  });

  describe('map', () => {
    type MapReply = { locationCount: number; records: Array<Record<string, unknown>> };
    const map = async (filter: object) => {
      const response = await post('/api/InstitutePublic/SearchMapDataByInstLoc', filter);
      expect(response.statusCode, response.body).toBe(200);
      return json<MapReply>(response);
    };
    const tier = (reply: MapReply, icon: string) => reply.records.filter((r) => r.iconType === icon);

    it('clusters campuses by continent, country and state with counts, and lists each campus', async () => {
      const reply = await map({});
      expect(reply.locationCount).toBe(6);
      expect(tier(reply, 'ICON1').map((r) => [r.name, r.locationCount, r.position])).toEqual([
        ['Europe', 1, { lat: 50, lng: 15 }],
        ['Oceania', 5, { lat: -25, lng: 140 }],
      ]);
      expect(tier(reply, 'ICON2').map((r) => [r.name, r.continent, r.locationCount, r.position])).toEqual([
        ['Australia', 'Oceania', 5, { lat: -27, lng: 133 }],
        ['United Kingdom', 'Europe', 1, { lat: 54, lng: -2 }],
      ]);
      expect(tier(reply, 'ICON3').map((r) => [r.name, r.country, r.locationCount, r.position])).toEqual([
        ['England', 'United Kingdom', 1, { lat: 52.36, lng: -1.17 }],
        ['New South Wales', 'Australia', 4, { lat: -31.84, lng: 145.61 }],
        ['Victoria', 'Australia', 1, { lat: CITY.melbourne.latitude, lng: CITY.melbourne.longitude }],
      ]);
      const locations = tier(reply, 'ICON4');
      expect(locations.map((r) => r.name)).toEqual([
        'Bondi Academy',
        "King's College London",
        'Melbourne Institute of Technology',
        'Newcastle College',
        'Université Harbour',
        'Université Harbour',
      ]);
      expect(locations[4]).toEqual({
        iconType: 'ICON4',
        continent: 'Oceania',
        country: 'Australia',
        state: 'New South Wales',
        city: 'Wollongong',
        position: { lat: CITY.wollongong.latitude, lng: CITY.wollongong.longitude },
        locationCount: 1,
        legalFk: f.harbour,
        locationFk: f.harbourWollongong,
        name: 'Université Harbour',
        address: '1 Wollongong Street',
        phone: '+61 2 0000 0000',
        webAddress: 'https://université.example',
        linkStatus: true,
      });
      expect(tier(reply, 'ICON1')[0]).toMatchObject({ legalFk: null, locationFk: null, linkStatus: false, address: null });
    });

    it('follows the filter, and answers empty records when nothing matches', async () => {
      const uk = await map({ country_fk: GEO.unitedKingdom });
      expect(uk.records.map((r) => [r.iconType, r.name, r.locationCount])).toEqual([
        ['ICON1', 'Europe', 1],
        ['ICON2', 'United Kingdom', 1],
        ['ICON3', 'England', 1],
        ['ICON4', "King's College London", 1],
      ]);
      expect(await map({ searchKey: 'zzz' })).toEqual({ locationCount: 0, records: [] });
      const signedIn = await post('/api/Institute/SearchMapDataByInstLoc', { major_fk: AREA.computing }, member.token);
      expect(json<MapReply>(signedIn).locationCount).toBe(3);
      expect((await post('/api/InstitutePublic/SearchMapDataByInstLoc', { state_fk: 'x' })).statusCode).toBe(400);
    });
  });

  describe('detail', () => {
    it('answers the institution, its campuses (head office first), counts and current events', async () => {
      const response = await get('/api/InstitutePublic/instDetailPublic', { legalFk: String(f.harbour), clientFk: '' });
      expect(response.statusCode).toBe(200);
      const detail = json(response);
      expect(detail).toMatchObject({
        legalFk: f.harbour,
        name: 'Université Harbour',
        description: 'A harbour-side university.',
        webAddress: 'https://université.example',
        email: 'info@example.org',
        phone: '+61 2 0000 0000',
        logoPath: null,
        imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbour}`,
        preferenceId: 0,
        counts: { campuses: 2, courses: 2, scholarships: 2, agents: 2, events: 2, forms: 3 },
      });
      expect(detail.campuses).toEqual([
        {
          locationFk: f.harbourSydney,
          name: 'Sydney',
          address: '1 Sydney Street',
          postcode: '2000',
          city: 'Sydney',
          state: 'New South Wales',
          country: 'Australia',
          latitude: CITY.sydney.latitude,
          longitude: CITY.sydney.longitude,
          phone: null,
          email: null,
          isHeadOffice: true,
        },
        expect.objectContaining({ locationFk: f.harbourWollongong, city: 'Wollongong', isHeadOffice: false }),
      ]);
      expect(detail.events).toEqual([
        expect.objectContaining({ eventName: 'Sydney Study Fair', dateFrom: '2026-03-20', dateTo: '2026-03-21', organiser: false, locationFk: null, city: 'Sydney', country: 'Australia' }),
        expect.objectContaining({ eventName: 'Harbour Open Day', dateFrom: '2026-04-10', organiser: true, locationFk: f.harbourSydney, venueName: 'Town Hall' }),
      ]);
      const signedIn = await get('/api/Institute/instDetail', { legalFk: String(f.harbour), clientFk: String(member.clientId) }, member.token);
      expect(json(signedIn)).toEqual(detail);
    });

    it('answers 404 for an unknown id or an agent, 400 for junk', async () => {
      for (const legalFk of ['999999', String(f.harbourAgents), '0']) {
        const response = await get('/api/InstitutePublic/instDetailPublic', { legalFk });
        expect(response.statusCode, legalFk).toBe(404);
        expect(json(response)).toEqual({ message: institutionMessages.instNotFound });
      }
      expect((await get('/api/InstitutePublic/instDetailPublic', { legalFk: 'abc' })).statusCode).toBe(400);
      expect((await get('/api/InstitutePublic/instDetailPublic')).statusCode).toBe(400);
      expect((await get('/api/Institute/instDetailPrint', { legalFk: String(f.koala) })).statusCode).toBe(404);
    });

    it('instDetailPrint adds the scholarships and agents, with or without a sign-in', async () => {
      const response = await get('/api/Institute/instDetailPrint', { legalFk: String(f.harbour) });
      expect(response.statusCode).toBe(200);
      const print = json(response);
      expect(print).toMatchObject({ name: 'Université Harbour', counts: { scholarships: 2 } });
      expect((print.scholarships as Array<{ name: string }>).map((s) => s.name)).toEqual(['Harbour Research Grant', 'Harbour Merit Award']);
      expect((print.agents as Array<{ agentName: string }>).map((a) => a.agentName)).toEqual(['Harbour Agents', 'Koala Advisors']);
      expect((await get('/api/Institute/instDetailPrint', { legalFk: String(f.harbour) }, member.token)).statusCode).toBe(200);
    });

    it('scholarships / scholarshipsPublic: the open ones, closing soonest first', async () => {
      const response = await get('/api/InstitutePublic/scholarshipsPublic', { legalFk: String(f.harbour) });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        rows: [
          { schId: expect.any(Number), name: 'Harbour Research Grant', amount: null, currency: 'AUD', country: 'Australia', awardGroup: null, openDate: '2026-01-01', closeDate: '2026-06-30', webAddress: null, preferenceId: 0 },
          { schId: expect.any(Number), name: 'Harbour Merit Award', amount: 5000.5, currency: 'AUD', country: 'Australia', awardGroup: 'Undergraduate', openDate: '2026-01-01', closeDate: '2026-09-30', webAddress: null, preferenceId: 0 },
        ],
      });
      expect(json(await get('/api/Institute/scholarships', { legalFk: String(f.bondi) }, member.token))).toEqual({ rows: [] });
      expect((await get('/api/Institute/scholarships', { legalFk: '999999' })).statusCode).toBe(404);
    });

    it('repAgent / repAgentPublic: agents representing the institution, paged', async () => {
      const response = await post('/api/InstitutePublic/repAgentPublic', { legalFk: f.harbour });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({
        total: 2,
        rows: [
          { legalFk: f.harbourAgents, agentName: 'Harbour Agents', city: 'Sydney', favourite: 0, imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbourAgents}` },
          { legalFk: f.koala, agentName: 'Koala Advisors', city: 'Melbourne', favourite: 0, imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.koala}` },
        ],
      });
      expect(json(await post('/api/Institute/repAgent', { legalFk: f.harbour, rowFrom: 1, rowTo: 2 }, member.token))).toMatchObject({
        total: 2,
        rows: [{ agentName: 'Koala Advisors' }],
      });
      expect(json(await post('/api/InstitutePublic/repAgentPublic', { legalFk: String(f.newcastle) }))).toEqual({ total: 0, rows: [] });
      const agent = await post('/api/InstitutePublic/repAgentPublic', { legalFk: f.koala });
      expect(agent.statusCode).toBe(404);
      expect(json(agent)).toEqual({ message: institutionMessages.instNotFound });
      expect((await post('/api/InstitutePublic/repAgentPublic', {})).statusCode).toBe(400);
      expect((await post('/api/InstitutePublic/repAgentPublic', { legalFk: 'x' })).statusCode).toBe(400);
    });

    it('formCategoryPublic and formSubCategoryPublic walk the categories holding its forms', async () => {
      const top = await get('/api/InstitutePublic/formCategoryPublic', { legalFk: String(f.harbour) });
      expect(json(top)).toEqual({
        categories: [
          { categoryFk: f.admissions, name: 'Admissions', level: 0, formCount: 2 },
          { categoryFk: f.visa, name: 'Visa', level: 0, formCount: 1 },
        ],
      });
      expect(json(await get('/api/InstitutePublic/formCategoryPublic', { legalFk: String(f.harbour), categoryFk: String(f.admissions) }))).toEqual({
        categories: [{ categoryFk: f.applications, name: 'Applications', level: 1, formCount: 2 }],
      });
      expect(json(await get('/api/InstitutePublic/formSubCategoryPublic', { legalFk: String(f.harbour), categoryFk: String(f.applications) }))).toEqual({
        categories: [],
        forms: [
          { formId: expect.any(Number), name: 'Postgraduate application', fileName: 'Postgraduate application.pdf', header: 'Print and sign' },
          { formId: expect.any(Number), name: 'Undergraduate application', fileName: 'Undergraduate application.pdf', header: 'Print and sign' },
        ],
      });
      expect(json(await get('/api/InstitutePublic/formSubCategoryPublic', { legalFk: String(f.harbour), categoryFk: String(f.admissions) }))).toEqual({
        categories: [{ categoryFk: f.applications, name: 'Applications', level: 1, formCount: 2 }],
        forms: [],
      });
      expect(json(await get('/api/InstitutePublic/formCategoryPublic', { legalFk: String(f.kings) }))).toEqual({ categories: [] });
      const unknown = await get('/api/InstitutePublic/formSubCategoryPublic', { legalFk: String(f.harbour), categoryFk: '999999' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: institutionMessages.formCategoryNotFound });
      expect((await get('/api/InstitutePublic/formSubCategoryPublic', { legalFk: String(f.harbour) })).statusCode).toBe(400);
      expect((await get('/api/InstitutePublic/formCategoryPublic', { legalFk: String(f.lonely) })).statusCode).toBe(404);
    });
  });

  describe('GetImagePublic', () => {
    const image = (legalFk?: string) => get('/api/ImagePublic/GetImagePublic', legalFk === undefined ? {} : { legalFk });

    it('serves a stored logo with its type and a cache header', async () => {
      const response = await image(String(f.bondi));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.rawPayload.equals(PNG)).toBe(true);
    });

    it('falls back to the default institute or agent logo', async () => {
      const institute = await image(String(f.harbour));
      expect(institute.statusCode).toBe(200);
      expect(institute.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(institute.headers['cache-control']).toBe('public, max-age=86400');
      expect(institute.body).toContain('aria-label="Institution"');
      const agent = await image(String(f.koala));
      expect(agent.body).toContain('aria-label="Agent"');
      for (const legalFk of ['999999', 'abc', '-1', undefined]) {
        const fallback = await image(legalFk);
        expect(fallback.statusCode, String(legalFk)).toBe(200);
        expect(fallback.body).toBe(institute.body);
      }
    });

    it('never serves a file outside the data directory or a missing one', async () => {
      await t.database.db.updateTable('legal_entities').set({ logo_path: '../../../etc/hostname.png' }).where('id', '=', f.melbourne).execute();
      await t.database.db.updateTable('legal_entities').set({ logo_path: 'logos/missing.png' }).where('id', '=', f.newcastle).execute();
      for (const id of [f.melbourne, f.newcastle]) {
        const response = await image(String(id));
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.body).toContain('aria-label="Institution"');
      }
    });
  });

  describe('connect-me', () => {
    const connect = (query: Record<string, string>, token?: string) => get('/api/ConnectMe/CUpsert', query, token);
    const valid = () => ({
      clientFk: '1',
      locationFk: String(f.harbourSydney),
      senderType: 'S',
      subjectLookupFk: '2',
      subject: ' Intakes ',
      noteText: 'When does the next nursing intake start?',
      type: 'I',
      rndm: '0.5',
    });

    it('needs a sign-in', async () => {
      const response = await connect(valid());
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: messages.signInRequired });
    });

    it('stores the enquiry of the signed-in member for the institution', async () => {
      const response = await connect(valid(), member.token);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ message: 'Request sent successfully.' });
      const rows = await t.database.db.selectFrom('connect_me_requests').selectAll().where('client_id', '=', member.clientId).execute();
      expect(rows).toEqual([
        expect.objectContaining({
          client_id: member.clientId,
          legal_id: f.harbour,
          location_id: f.harbourSydney,
          sender_type: 'S',
          subject_lookup_fk: 2,
          subject: 'Intakes',
          note_text: 'When does the next nursing intake start?',
          type: 'I',
          sender_name: null,
          created_at: '2026-03-02T09:00:00.000Z',
        }),
      ]);
    });

    it('needs a campus, a subject and a message', async () => {
      const empty = await connect({}, member.token);
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toEqual({
        message: institutionMessages.connectCampusRequired,
        errors: { locationFk: institutionMessages.connectCampusRequired, subject: institutionMessages.connectSubjectRequired, noteText: institutionMessages.connectNoteRequired },
      });
      const noNote = await connect({ ...valid(), noteText: '  ' }, member.token);
      expect(json(noNote)).toEqual({ message: institutionMessages.connectNoteRequired, errors: { noteText: institutionMessages.connectNoteRequired } });
      expect((await connect({ ...valid(), locationFk: 'abc' }, member.token)).statusCode).toBe(400);
    });

    it('answers 404 for an unknown campus or an agent office', async () => {
      for (const locationFk of ['999999', String(f.lonelyOffice)]) {
        const response = await connect({ ...valid(), locationFk }, member.token);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: institutionMessages.campusNotFound });
      }
    });

    it('connectPublic stores an anonymous enquiry with a name and e-mail', async () => {
      const body = { name: 'Lee', email: 'Lee@Example.org', phone: '0400 000 000', locationFk: f.melbourneCampus, subject: 'Fees', noteText: 'How much?' };
      const response = await post('/api/InstitutePublic/connectPublic', body);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ message: institutionMessages.requestSent });
      const row = await t.database.db.selectFrom('connect_me_requests').selectAll().where('legal_id', '=', f.melbourne).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ client_id: null, sender_name: 'Lee', sender_email: 'lee@example.org', sender_phone: '0400 000 000', sender_type: 'P', subject: 'Fees' });
      const missing = await post('/api/InstitutePublic/connectPublic', { ...body, name: '', email: 'x' });
      expect(json(missing)).toEqual({
        message: institutionMessages.connectNameRequired,
        errors: { name: institutionMessages.connectNameRequired, email: institutionMessages.connectInvalidEmail },
      });
      expect((await post('/api/InstitutePublic/connectPublic', { ...body, locationFk: f.lonelyOffice })).statusCode).toBe(404);
    });

    it('connectPublic takes the phone as digits only ("Invalid number") and stores none when it is blank', async () => {
      const body = { name: 'Kim', email: 'kim@example.org', locationFk: f.melbourneCampus, subject: 'Visas', noteText: 'Which visa?' };
      const bad = await post('/api/InstitutePublic/connectPublic', { ...body, phone: '+61-400' });
      expect(bad.statusCode).toBe(400);
      expect(json(bad)).toEqual({ message: institutionMessages.connectInvalidPhone, errors: { phone: institutionMessages.connectInvalidPhone } });
      expect((await post('/api/InstitutePublic/connectPublic', { ...body, phone: '  ' })).statusCode).toBe(200);
      const row = await t.database.db.selectFrom('connect_me_requests').selectAll().where('sender_name', '=', 'Kim').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ sender_phone: null, sender_email: 'kim@example.org', subject: 'Visas' });
    });
  });

  it('never answers 500 to junk on any call', async () => {
    const posts = [
      '/api/InstitutePublic/InstSearchDataPublic',
      '/api/Institute/InstSearhByLoc',
      '/api/InstitutePublic/SearchByDistanceAwardP',
      '/api/InstitutePublic/SearchMapDataByInstLoc',
      '/api/InstitutePublic/repAgentPublic',
      '/api/InstitutePublic/connectPublic',
    ];
    const junk: unknown[] = [null, [], 'text', { rowFrom: {} }, { legalFk: [1] }, { country_fk: true }, { majorcity_fk: 1e300 }, { distance: 'NaN' }];
    for (const url of posts) {
      for (const body of junk) {
        const response = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
    const gets = ['/api/InstitutePublic/instDetailPublic', '/api/Institute/instDetailPrint', '/api/InstitutePublic/scholarshipsPublic', '/api/InstitutePublic/formCategoryPublic', '/api/InstitutePublic/GetStudyLevel'];
    for (const url of gets) {
      for (const query of ['legalFk=1e400', 'legalFk=%00', 'legalFk[]=1', 'legalFk=99999999999999999999', 'group_fk=-3']) {
        const response = await t.app.inject({ url: `${url}?${query}` });
        expect(response.statusCode, `${url}?${query}`).toBeLessThan(500);
      }
    }
  });
});

describe.each(await testDialects())('an institution imported without a campus, on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedInstitutionsFixture(t.database.db);
  });
  afterAll(async () => t?.close());

  const { searchAt, get } = appRequests(() => t);
  const byName = searchAt<SearchReply>('/api/InstitutePublic/InstSearchDataPublic');
  const byLocation = searchAt<SearchReply>('/api/Institute/InstSearchByLoc');
  const near = searchAt<SearchReply>('/api/InstitutePublic/SearchByDistanceAwardP');

  it('is a warning at import, then found by name (no place, its logo, its detail), last by location, never by a place or distance', async () => {
    const report = await importRows(t.database.db, [{ line: 2, values: { type: 'institution', external_id: 'LONE', name: 'Lonely Harbour Institute' } }], { now: '2026-03-01T00:00:00.000Z' });
    expect(report.rejected).toEqual([]);
    expect(report.warnings).toEqual([{ line: 2, type: 'institution', key: 'LONE', message: NO_CAMPUS_WARNING }]);
    const { id: legalFk } = await t.database.db.selectFrom('legal_entities').select('id').where('external_id', '=', 'LONE').executeTakeFirstOrThrow();
    await t.database.db.updateTable('legal_entities').set({ logo_path: 'logos/lonely.png' }).where('id', '=', legalFk).execute();
    const row = { legalFk, name: 'Lonely Harbour Institute', locationFk: 0, city: '', state: '', country: '', logoPath: 'logos/lonely.png', courseCount: 0, preferenceId: 0 };
    // First from the database (the index is of the version before the import), then from the rebuilt index.
    for (const path of ['database', 'index']) {
      if (path === 'index') expect((await campusIndexKeeper(t.database)!.ready())!.campusless).toHaveLength(1);
      expect(await byName({ searchKey: 'lonely' }), path).toEqual({ total: 1, rows: [row] });
      expect((await byName({ searchKey: 'harbour' })).rows.map((r) => r.name), path).toEqual(['Lonely Harbour Institute', 'Université Harbour']);
      const every = await byLocation({});
      expect(every.total, path).toBe(6);
      expect(every.rows[5], path).toEqual(row);
      expect(await byName({ searchKey: 'lonely', country_fk: GEO.australia }), path).toEqual({ total: 0, rows: [] });
      expect(await byName({ searchKey: 'lonely', city_fk: GEO.sydney }), path).toEqual({ total: 0, rows: [] });
      expect(await byName({ searchKey: 'lonely', CityName: 'sydney' }), path).toEqual({ total: 0, rows: [] });
      expect(await byName({ searchKey: 'lonely', group_fk: AWARD.postgraduate }), path).toEqual({ total: 0, rows: [] });
      expect(await near({ searchKey: 'lonely', majorcity_fk: GEO.sydney, distance: 20_000 }), path).toEqual({ total: 0, rows: [] });
    }
    // The row's link: the institution's detail by its id, with no campus.
    const detail = json<{ legalFk: number; campuses: unknown[] }>(await get('/api/InstitutePublic/instDetailPublic', { legalFk: String(legalFk) }));
    expect(detail).toMatchObject({ legalFk, campuses: [] });
  });
});
