import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentMessages, institutionMessages } from '@studyatlas/core';
import { createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { appRequests } from '../../testing/requests.js';
import { GEO, seedAgentsFixture, type AgentsFixture } from '../../testing/fixtures/agents.js';

type Row = { legalFk: number; agentName: string; city: string; favourite: number; imagePath: string; locationFk: number; state: string; country: string; distanceKm: number | null };
type MapRecord = { iconType: string; name: string; locationCount: number; legalFk: number | null; locationFk: number | null; linkStatus: boolean };
type SearchReply = { total: number; lst: Row[]; mpDat: { locationCount: number; records: MapRecord[] } };

const PUBLIC_SEARCH = '/api/AgentP/AgentSearchDataP';
const SIGNED_IN_SEARCH = '/api/Agent/AgentSearchData';

describe.each(await testDialects())('agents area on %s', (dialect) => {
  let t: TestApp;
  let f: AgentsFixture;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await seedAgentsFixture(t.database.db);
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const { post, get, searchAt } = appRequests(() => t);
  const search = searchAt<SearchReply>(PUBLIC_SEARCH);
  const names = (reply: SearchReply) => reply.lst.map((r) => r.agentName);
  const tier = (reply: SearchReply, iconType: string) =>
    reply.mpDat.records.filter((r) => r.iconType === iconType).map((r) => `${r.name}:${r.locationCount}`);

  describe('filter lists', () => {
    it('AgentFilterDataP: Table1 places with agent offices, Table2 agents, Table3 institutions represented', async () => {
      const response = await get('/api/AgentP/AgentFilterDataP', { rndm: '0.1' });
      expect(response.statusCode).toBe(200);
      const data = json<Record<string, Array<Record<string, unknown>>>>(response);
      expect(data.countries).toEqual([
        { id: GEO.australia, name: 'Australia' },
        { id: GEO.unitedKingdom, name: 'United Kingdom' },
      ]);
      expect(data.states!.map((s) => s.name)).toEqual(['England', 'New South Wales', 'Victoria']);
      expect(data.cities!.map((c) => c.name)).toEqual(['London', 'Melbourne', 'Sydney', 'Wollongong']);
      expect(data.cities).toContainEqual({ id: GEO.wollongong, name: 'Wollongong', stateFk: GEO.nsw, countryFk: GEO.australia });
      expect(data.agents).toEqual([
        { id: f.harbourAgents, name: 'Harbour Agents' },
        { id: f.koala, name: 'Koala Advisors' },
        { id: f.lonely, name: 'Lonely Agency' },
      ]);
      expect(data.institutions!.map((i) => i.name)).toEqual(["King's College London", 'Melbourne Institute of Technology', 'Université Harbour']);
    });

    it('FilterByLoc: the agents with an office in the place and the institutions they represent', async () => {
      const australia = json(await get('/api/AgentP/FilterByLoc', { country_fk: String(GEO.australia) }));
      expect(australia).toEqual({
        agents: [
          { id: f.harbourAgents, name: 'Harbour Agents' },
          { id: f.koala, name: 'Koala Advisors' },
        ],
        institutions: [
          { id: f.melbourne, name: 'Melbourne Institute of Technology' },
          { id: f.harbour, name: 'Université Harbour' },
        ],
      });
      const wollongong = json<{ agents: unknown[] }>(await get('/api/AgentP/FilterByLoc', { city_fk: String(GEO.wollongong) }));
      expect(wollongong.agents).toEqual([{ id: f.koala, name: 'Koala Advisors' }]);
      expect((await get('/api/AgentP/FilterByLoc', { country_fk: 'abc' })).statusCode).toBe(400);
    });

    it('FilterInstByAgent: the institutions one agent represents; unknown agent 404, junk 400', async () => {
      expect(json(await get('/api/AgentP/FilterInstByAgent', { legalFk: String(f.harbourAgents) }))).toEqual({
        institutions: [
          { id: f.melbourne, name: 'Melbourne Institute of Technology' },
          { id: f.harbour, name: 'Université Harbour' },
        ],
      });
      const unknown = await get('/api/AgentP/FilterInstByAgent', { legalFk: '999999' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: agentMessages.agentNotFound });
      expect((await get('/api/AgentP/FilterInstByAgent', { legalFk: String(f.harbour) })).statusCode).toBe(404);
      expect((await get('/api/AgentP/FilterInstByAgent', { legalFk: 'x1' })).statusCode).toBe(400);
      expect((await get('/api/AgentP/FilterInstByAgent')).statusCode).toBe(400);
    });

    it('GetInstByAgentCountry: institutions of the agents in a country, with their campus places', async () => {
      const data = json<Record<string, Array<{ name: string }>>>(await get('/api/AgentP/GetInstByAgentCountry', { countryFk: String(GEO.unitedKingdom) }));
      expect(data.institutions!.map((i) => i.name)).toEqual(["King's College London"]);
      expect(data.countries!.map((c) => c.name)).toEqual(['United Kingdom']);
      expect(data.cities!.map((c) => c.name)).toEqual(['London']);
      const australia = json<Record<string, Array<{ name: string }>>>(await get('/api/AgentP/GetInstByAgentCountry', { countryFk: String(GEO.australia) }));
      expect(australia.institutions!.map((i) => i.name)).toEqual(['Melbourne Institute of Technology', 'Université Harbour']);
      expect(australia.cities!.map((c) => c.name)).toEqual(['Melbourne', 'Sydney', 'Wollongong']);
      expect((await get('/api/AgentP/GetInstByAgentCountry', { countryFk: '-3' })).statusCode).toBe(400);
    });
  });

  describe('search', () => {
    it('"Country is required": no country is 400 with the specification\'s message', async () => {
      for (const body of [{}, { country_fk: null, keyword: 'koala' }, { country_fk: 0 }, { country_fk: '' }]) {
        const response = await post(PUBLIC_SEARCH, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(json(response)).toEqual({ message: 'Country is required', errors: { country_fk: 'Country is required' } });
      }
    });

    it('the refined search needs a country or a keyword', async () => {
      const response = await post(PUBLIC_SEARCH, { showMore: true, keyword: '  ' });
      expect(response.statusCode).toBe(400);
      expect(json(response).message).toBe(agentMessages.agentCountryOrKeywordRequired);
      expect(names(await search({ showMore: 'true', keyword: 'KOALA' }))).toEqual(['Koala Advisors']);
      expect(names(await search({ showMore: true, country_fk: GEO.unitedKingdom }))).toEqual(['Lonely Agency']);
    });

    it('by country: one row per agent at its head office, by location; map data of every office in four tiers', async () => {
      const reply = await search({ country_fk: GEO.australia, rndm: 0.3, ViewFlag: 'L', currentPage: 1, client_fk: 'x' });
      expect(reply.total).toBe(2);
      expect(reply.lst).toEqual([
        { legalFk: f.harbourAgents, agentName: 'Harbour Agents', city: 'Sydney', favourite: 0, imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbourAgents}`, locationFk: f.harbourAgentsSydney, state: 'New South Wales', country: 'Australia', distanceKm: null },
        { legalFk: f.koala, agentName: 'Koala Advisors', city: 'Melbourne', favourite: 0, imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.koala}`, locationFk: f.koalaMelbourne, state: 'Victoria', country: 'Australia', distanceKm: null },
      ]);
      expect(reply.mpDat.locationCount).toBe(3);
      expect(tier(reply, 'ICON1')).toEqual(['Oceania:3']);
      expect(tier(reply, 'ICON2')).toEqual(['Australia:3']);
      expect(tier(reply, 'ICON3')).toEqual(['New South Wales:2', 'Victoria:1']);
      const offices = reply.mpDat.records.filter((r) => r.iconType === 'ICON4');
      expect(offices.map((r) => [r.name, r.legalFk, r.locationFk, r.linkStatus])).toEqual([
        ['Harbour Agents', f.harbourAgents, f.harbourAgentsSydney, true],
        ['Koala Advisors', f.koala, f.koalaMelbourne, true],
        ['Koala Advisors', f.koala, f.koalaWollongong, true],
      ]);
    });

    it('IsLocOrName N orders by name; rowFrom/rowTo page the list, the total stays', async () => {
      expect(names(await search({ country_fk: GEO.australia, IsLocOrName: 'N' }))).toEqual(['Harbour Agents', 'Koala Advisors']);
      const second = await search({ country_fk: GEO.australia, rowFrom: 1, rowTo: 2 });
      expect(second.total).toBe(2);
      expect(names(second)).toEqual(['Koala Advisors']);
      expect((await search({ country_fk: GEO.australia, rowFrom: 5, rowTo: 1 })).lst).toEqual([]);
    });

    it('distance around the chosen city: 50 km, 100 km (the nearest office stands for the agent), 0 km the city itself', async () => {
      const fifty = await search({ country_fk: GEO.australia, city_fk: GEO.sydney, distence: 50 });
      expect(names(fifty)).toEqual(['Harbour Agents']);
      expect(fifty.lst[0]!.distanceKm).toBe(0);
      const hundred = await search({ country_fk: GEO.australia, state_fk: GEO.nsw, city_fk: GEO.sydney, distence: 100 });
      expect(hundred.lst.map((r) => [r.agentName, r.city, r.locationFk])).toEqual([
        ['Harbour Agents', 'Sydney', f.harbourAgentsSydney],
        ['Koala Advisors', 'Wollongong', f.koalaWollongong],
      ]);
      expect(hundred.lst[1]!.distanceKm).toBeGreaterThan(60);
      expect(hundred.lst[1]!.distanceKm).toBeLessThan(75);
      expect(hundred.mpDat.locationCount).toBe(2);
      expect(names(await search({ country_fk: GEO.australia, city_fk: GEO.wollongong, distence: 0 }))).toEqual(['Koala Advisors']);
      // No distence: the slider's default, 50 km.
      expect(names(await search({ country_fk: GEO.australia, city_fk: GEO.sydney }))).toEqual(['Harbour Agents']);
      expect(names(await search({ country_fk: GEO.australia, city_fk: GEO.canberra, distence: 100 }))).toEqual([]);
    });

    it('institution fields: represented institution, its campus place and name', async () => {
      expect(names(await search({ country_fk: GEO.australia, legal_fk: f.melbourne }))).toEqual(['Harbour Agents']);
      expect(names(await search({ country_fk: GEO.australia, instKeyword: 'universite' }))).toEqual(['Harbour Agents', 'Koala Advisors']);
      expect(names(await search({ country_fk: GEO.australia, instCity_fk: GEO.melbourne }))).toEqual(['Harbour Agents']);
      const none = await search({ country_fk: GEO.australia, instCountry_fk: GEO.unitedKingdom });
      expect(none).toEqual({ total: 0, lst: [], mpDat: { locationCount: 0, records: [] } });
      expect(names(await search({ country_fk: GEO.unitedKingdom, instCountry_fk: GEO.unitedKingdom, instState_fk: GEO.england }))).toEqual(['Lonely Agency']);
    });

    it('bad filters are 400, an unknown city 404, never a 500', async () => {
      for (const body of [{ country_fk: 'abc' }, { country_fk: GEO.australia, distence: 150 }, { country_fk: GEO.australia, distence: -1 }, { country_fk: GEO.australia, rowFrom: 1.5 }, { country_fk: GEO.australia, keyword: 12 }]) {
        expect((await post(PUBLIC_SEARCH, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
      const broken = await t.app.inject({ method: 'POST', url: PUBLIC_SEARCH, payload: '{"country_fk":', headers: { 'content-type': 'application/json' } });
      expect(broken.statusCode).toBe(400);
      const city = await post(PUBLIC_SEARCH, { country_fk: GEO.australia, city_fk: 999999 });
      expect(city.statusCode).toBe(404);
      expect(json(city).message).toBe(institutionMessages.cityNotFound);
    });

    it('signed in: AgentSearchData carries the member\'s favourite preference id', async () => {
      const added = await post('/api/Favourite/AddFavourite', { ReferenceFk: f.koala, Category: 'A' }, member.token);
      expect(added.statusCode, added.body).toBe(200);
      const preferenceId = json<{ preferenceId: number }>(added).preferenceId;
      expect(preferenceId).toBeGreaterThan(0);
      const reply = await search({ country_fk: GEO.australia }, SIGNED_IN_SEARCH, member.token);
      expect(reply.lst.map((r) => [r.agentName, r.favourite])).toEqual([
        ['Harbour Agents', 0],
        ['Koala Advisors', preferenceId],
      ]);
      expect((await search({ country_fk: GEO.australia })).lst.map((r) => r.favourite)).toEqual([0, 0]);
      const detail = json<{ favourite: number }>(await get('/api/Agent/AgentDetail', { legalFk: String(f.koala) }, member.token));
      expect(detail.favourite).toBe(preferenceId);
    });
  });

  it('AgentSearchMapP: map records of the agent offices among LocationIds', async () => {
    const response = await post('/api/AgentP/AgentSearchMapP', { LocationIds: [f.koalaWollongong, f.harbourSydney, 999999] });
    expect(response.statusCode).toBe(200);
    const reply = json<SearchReply['mpDat']>(response);
    expect(reply.locationCount).toBe(1);
    expect(reply.records.map((r) => `${r.iconType}:${r.name}:${r.locationCount}`)).toEqual([
      'ICON1:Oceania:1',
      'ICON2:Australia:1',
      'ICON3:New South Wales:1',
      'ICON4:Koala Advisors:1',
    ]);
    expect(json(await post('/api/AgentP/AgentSearchMapP', { LocationIds: [] }))).toEqual({ locationCount: 0, records: [] });
    expect((await post('/api/AgentP/AgentSearchMapP', { LocationIds: ['x'] })).statusCode).toBe(400);
    expect((await post('/api/AgentP/AgentSearchMapP', {})).statusCode).toBe(400);
  });

  describe('detail and address', () => {
    it('AgentDetailP: offices, professional bodies, institutions represented with their place, the head office contact', async () => {
      const response = await get('/api/AgentP/AgentDetailP', { legalFk: String(f.harbourAgents), rndm: '7' });
      expect(response.statusCode).toBe(200);
      const detail = json<Record<string, unknown>>(response);
      expect(detail).toMatchObject({
        legalFk: f.harbourAgents,
        agentName: 'Harbour Agents',
        webAddress: 'https://harbour.example',
        imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbourAgents}`,
        favourite: 0,
        professionalBodies: [
          { name: 'Council of Study Abroad Advisers', membershipNo: null, webAddress: null },
          { name: 'Register of Qualified Education Counsellors', membershipNo: 'RQEC-1234', webAddress: 'https://www.rqec.example' },
        ],
        institutions: [
          { legalFk: f.melbourne, name: 'Melbourne Institute of Technology', city: 'Melbourne', state: 'Victoria', country: 'Australia', imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.melbourne}` },
          { legalFk: f.harbour, name: 'Université Harbour', city: 'Sydney', state: 'New South Wales', country: 'Australia', imagePath: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbour}` },
        ],
        contact: { locationFk: f.harbourAgentsSydney, phone: '+61 2 0000 0000', email: 'info@example.org', webAddress: 'https://harbour.example', legalName: 'Harbour Agents', locationHead: 'Ann Lee' },
      });
      expect(detail.locations).toEqual([
        expect.objectContaining({ locationFk: f.harbourAgentsSydney, name: 'Harbour Agents Sydney', city: 'Sydney', state: 'New South Wales', country: 'Australia', cityFk: GEO.sydney, isHeadOffice: true, locationHead: 'Ann Lee' }),
      ]);
    });

    it('locationFk picks the office of the contact; another agent\'s office is 404', async () => {
      const koala = json<{ locations: Array<{ name: string }>; contact: Record<string, unknown> }>(
        await get('/api/AgentP/AgentDetailP', { legalFk: String(f.koala), locationFk: String(f.koalaWollongong) }),
      );
      expect(koala.locations.map((l) => l.name)).toEqual(['Koala Melbourne', 'Koala Wollongong']);
      expect(koala.contact).toEqual({ locationFk: f.koalaWollongong, phone: '+61 2 4200 0000', email: 'wollongong@koala.example', webAddress: 'https://koala.example', legalName: 'Koala Advisors', locationHead: null });
      const other = await get('/api/AgentP/AgentDetailP', { legalFk: String(f.koala), locationFk: String(f.harbourAgentsSydney) });
      expect(other.statusCode).toBe(404);
      expect(json(other)).toEqual({ message: agentMessages.agentLocationNotFound });
    });

    it('unknown legalFk → 404 "The agent was not found.", an institution too; junk → 400 (public and signed in)', async () => {
      for (const [url, token] of [['/api/AgentP/AgentDetailP', undefined], ['/api/Agent/AgentDetail', member.token]] as const) {
        for (const legalFk of ['999999', String(f.harbour)]) {
          const response = await get(url, { legalFk }, token);
          expect(response.statusCode).toBe(404);
          expect(json(response)).toEqual({ message: 'The agent was not found.' });
        }
        for (const query of [{ legalFk: 'abc' }, { legalFk: '-1' }, {}, { legalFk: '1', locationFk: 'x' }]) {
          expect((await get(url, query as Record<string, string>, token)).statusCode, JSON.stringify(query)).toBe(400);
        }
      }
    });

    it('AgentAddressP: the office asked for, else the head office', async () => {
      const head = json<Record<string, unknown>>(await get('/api/AgentP/AgentAddressP', { legalFk: String(f.koala) }));
      expect(head).toMatchObject({ locationFk: f.koalaMelbourne, name: 'Koala Melbourne', city: 'Melbourne', state: 'Victoria', country: 'Australia', isHeadOffice: true });
      const second = json<Record<string, unknown>>(await get('/api/AgentP/AgentAddressP', { legalFk: String(f.koala), locationFk: String(f.koalaWollongong) }));
      expect(second).toMatchObject({ locationFk: f.koalaWollongong, address: '5 Crown Street', postcode: '2500', city: 'Wollongong', countryFk: GEO.australia, isHeadOffice: false });
      expect((await get('/api/AgentP/AgentAddressP', { legalFk: String(f.koala), locationFk: String(f.lonelyOffice) })).statusCode).toBe(404);
      expect((await get('/api/AgentP/AgentAddressP', { legalFk: '999999' })).statusCode).toBe(404);
      expect((await get('/api/AgentP/AgentAddressP', { legalFk: '' })).statusCode).toBe(400);
    });

    it('an agent without a logo gets the default agent logo from GetImagePublic', async () => {
      const agent = await get('/api/ImagePublic/GetImagePublic', { legalFk: String(f.koala) });
      const institution = await get('/api/ImagePublic/GetImagePublic', { legalFk: String(f.harbour) });
      expect(agent.statusCode).toBe(200);
      expect(agent.headers['content-type']).toContain('image/svg+xml');
      expect(agent.body).not.toBe(institution.body);
    });
  });
});
