import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { events } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { GEO, seedEventsFixture, type EventsFixture } from '../../testing/fixtures/events.js';

const PUBLIC_SEARCH = '/api/EventP/EventPSearchRData';
const SEARCH = '/api/Event/EventSearchRData';
const PUBLIC_DETAIL = '/api/EventP/EventPDetail';
const DETAIL = '/api/Event/EventDetail';
const REGISTER = '/api/Event/RegisterEvent';

type Failure = { message: string; errors?: Record<string, string> };

describe.each(await testDialects())('events area on %s', (dialect) => {
  let t: TestApp;
  let f: EventsFixture;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp(dialect); // clock: 2026-03-02
    f = await seedEventsFixture(t.database.db);
    member = await signedInMember(t);
  });
  afterAll(async () => t?.close());

  const get = (url: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const search = async (filter: Record<string, unknown>, url = PUBLIC_SEARCH, headers: Record<string, string> = {}) => {
    const response = await post(url, filter, headers);
    expect(response.statusCode, response.body).toBe(200);
    return json<events.EventSearchReply>(response);
  };
  const names = async (filter: Record<string, unknown>) => (await search(filter)).rows.map((r) => r.eventName);
  const rejected = async (filter: unknown, status = 400) => {
    const response = await post(PUBLIC_SEARCH, filter);
    expect(response.statusCode, response.body).toBe(status);
    return json<Failure>(response);
  };
  const AU = { country_fk: GEO.australia };

  describe('filter lists', () => {
    it('StatePDetail: the states of a country with upcoming events; unknown country 404, junk 400', async () => {
      const au = await get('/api/EventP/StatePDetail', { countryFk: GEO.australia, rndm: 0.4 });
      expect(au.statusCode).toBe(200);
      expect(json(au)).toEqual([
        { id: GEO.nsw, name: 'New South Wales', countryFk: GEO.australia },
        { id: GEO.victoria, name: 'Victoria', countryFk: GEO.australia },
      ]);
      expect(json(await get('/api/EventP/StatePDetail', { countryFk: GEO.unitedKingdom }))).toEqual([{ id: GEO.england, name: 'England', countryFk: GEO.unitedKingdom }]);
      const unknown = await get('/api/EventP/StatePDetail', { countryFk: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(json<Failure>(unknown).message).toBe('The country was not found.');
      expect((await get('/api/EventP/StatePDetail', { countryFk: 'abc' })).statusCode).toBe(400);
      expect((await get('/api/EventP/StatePDetail')).statusCode).toBe(400);
    });

    it('CityPDetail: the cities of a state with upcoming events (Newcastle has none); unknown state 404, junk 400', async () => {
      const nsw = await get('/api/EventP/CityPDetail', { stateFk: GEO.nsw });
      expect(nsw.statusCode).toBe(200);
      expect(json(nsw)).toEqual([
        { id: GEO.sydney, name: 'Sydney', stateFk: GEO.nsw, countryFk: GEO.australia },
        { id: GEO.wollongong, name: 'Wollongong', stateFk: GEO.nsw, countryFk: GEO.australia },
      ]);
      expect((await get('/api/EventP/CityPDetail', { stateFk: 999_999 })).statusCode).toBe(404);
      expect((await get('/api/EventP/CityPDetail', { stateFk: '-1' })).statusCode).toBe(400);
    });

    it('EventPFilterData: places of upcoming events (table 1–3) and their organisers and participants (table 4)', async () => {
      const response = await get('/api/EventP/EventPFilterData');
      expect(response.statusCode).toBe(200);
      const data = json<events.EventFilterData>(response);
      expect(data.countries).toEqual([
        { id: GEO.australia, name: 'Australia' },
        { id: GEO.unitedKingdom, name: 'United Kingdom' },
      ]);
      expect(data.states.map((s) => s.name)).toEqual(['England', 'New South Wales', 'Victoria']);
      expect(data.cities.map((c) => c.name)).toEqual(['London', 'Melbourne', 'Sydney', 'Wollongong']);
      expect(data.institutions).toEqual([
        { id: f.bridge, name: 'Bridge College', entType: 'I' },
        { id: f.harbour, name: 'Harbour University', entType: 'I' },
        { id: f.koala, name: 'Koala Advisors', entType: 'A' },
      ]);
    });

    it('EventPAllFilterData: where those institutions and agents have campuses, and their upcoming event counts', async () => {
      const response = await get('/api/EventP/EventPAllFilterData');
      expect(response.statusCode).toBe(200);
      const data = json<events.EventAllFilterData>(response);
      expect(data.instCountries.map((c) => c.name)).toEqual(['Australia', 'United Kingdom']);
      expect(data.instStates.map((s) => s.name)).toEqual(['England', 'New South Wales', 'Victoria']);
      expect(data.instCities.map((c) => c.name)).toEqual(['London', 'Melbourne', 'Sydney']);
      // Harbour: Open Day, Winter School, Beach Careers Day and the fair it takes part in (not the ended expo).
      expect(data.institutions).toEqual([
        { id: f.bridge, name: 'Bridge College', entType: 'I', eventCount: 3 },
        { id: f.harbour, name: 'Harbour University', entType: 'I', eventCount: 4 },
        { id: f.koala, name: 'Koala Advisors', entType: 'A', eventCount: 1 },
      ]);
    });
  });

  describe('search validation (discovery §5)', () => {
    it("'Event country is required.'", async () => {
      expect(await rejected({})).toEqual({ message: 'Event country is required.', errors: { country_fk: 'Event country is required.' } });
      expect((await rejected({ country_fk: '' })).message).toBe('Event country is required.');
      expect((await rejected({ country_fk: null, date_from: '2026-03-02' })).message).toBe('Event country is required.');
    });

    it("'From Date should be greater than or equal to current date.'", async () => {
      expect(await rejected({ ...AU, date_from: '2026-03-01' })).toEqual({
        message: 'From Date should be greater than or equal to current date.',
        errors: { date_from: 'From Date should be greater than or equal to current date.' },
      });
    });

    it("'Invalid Date' for a from or to date that is no date", async () => {
      expect((await rejected({ ...AU, date_from: '2026-02-30' })).errors).toEqual({ date_from: 'Invalid Date' });
      expect((await rejected({ ...AU, date_from: '05/04/2026' })).errors).toEqual({ date_from: 'Invalid Date' });
      expect(await rejected({ ...AU, date_from: '2026-04-01', date_to: 'soon' })).toEqual({ message: 'Invalid Date', errors: { date_to: 'Invalid Date' } });
    });

    it("'Date To can not be smaller than Date From.'", async () => {
      expect(await rejected({ ...AU, date_from: '2026-04-01', date_to: '2026-03-31' })).toEqual({
        message: 'Date To can not be smaller than Date From.',
        errors: { date_to: 'Date To can not be smaller than Date From.' },
      });
    });

    it('a to date without a from date: the from date is required', async () => {
      expect((await rejected({ ...AU, date_to: '2026-04-01' })).errors).toEqual({ date_from: 'From Date is required.' });
    });

    it('every message at once, one per field', async () => {
      expect((await rejected({ date_from: '2026-01-01', date_to: '2025-12-31' })).errors).toEqual({
        country_fk: 'Event country is required.',
        date_from: 'From Date should be greater than or equal to current date.',
        date_to: 'Date To can not be smaller than Date From.',
      });
    });

    it('junk is 400, never 500: wrong types, bad rows, unknown codes', async () => {
      expect((await rejected({ country_fk: 'Australia' })).message).toBe('Invalid input');
      expect((await rejected({ ...AU, date_from: 20260401 })).errors).toHaveProperty('date_from');
      expect((await rejected({ ...AU, showType: 'X' })).errors).toHaveProperty('showType');
      expect((await rejected({ ...AU, rowFrom: 0, rowTo: 101 })).message).toMatch(/^Rows must run from 0 upwards, at most 100/);
      expect((await rejected({ ...AU, rowFrom: 5, rowTo: 2 })).errors).toHaveProperty('rowFrom');
      const malformed = await t.app.inject({ method: 'POST', url: PUBLIC_SEARCH, payload: '{"country_fk":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('search', () => {
    it('with no date range searches from today: under way and upcoming, soonest first, not ended', async () => {
      const reply = await search({ ...AU, rndm: 0.7, unknownField: 'ignored' });
      expect(reply.total).toBe(4);
      expect(reply.rows.map((r) => r.eventName)).toEqual(['Winter School', 'Study Fair Melbourne', 'Open Day', 'Beach Careers Day']);
      const openDay = reply.rows.find((r) => r.evtId === f.openDay)!;
      expect(openDay).toEqual({
        evtId: f.openDay,
        eventName: 'Open Day',
        legalFk: f.harbour,
        legalName: 'Harbour University',
        locationFk: f.harbourSydney,
        dateFrom: '2026-04-10',
        dateTo: '2026-04-10',
        VenueName: 'Great Hall, City Campus',
        city: 'Sydney',
        state: 'New South Wales',
        country: 'Australia',
        InstLocation: 'City Campus',
        favExists: false,
        favDetailFk: 0,
        faveourateFk: 0,
        isRegistered: false,
      });
      const beach = reply.rows.find((r) => r.evtId === f.beachDay)!;
      expect([beach.locationFk, beach.InstLocation, beach.city]).toEqual([0, '', 'Wollongong']);
      // The same with empty dates, as the form sends them.
      expect((await search({ ...AU, date_from: '', date_to: null })).total).toBe(4);
    });

    it('a date range keeps the events overlapping it', async () => {
      expect(await names({ ...AU, date_from: '2026-03-21', date_to: '2026-04-30' })).toEqual(['Study Fair Melbourne', 'Open Day']);
      expect(await names({ ...AU, date_from: '2026-03-02', date_to: '2026-03-02' })).toEqual(['Winter School']);
      expect(await names({ ...AU, date_from: '2026-06-02' })).toEqual([]);
    });

    it('the event place: state and city', async () => {
      expect(await names({ ...AU, state_fk: GEO.victoria })).toEqual(['Study Fair Melbourne']);
      expect(await names({ ...AU, state_fk: GEO.nsw, city_fk: GEO.wollongong })).toEqual(['Beach Careers Day']);
      expect(await names({ country_fk: GEO.unitedKingdom })).toEqual(["Soirée d'information"]);
    });

    it('an institution (legal_fk) finds what it organises and what it takes part in', async () => {
      expect(await names({ ...AU, legal_fk: f.bridge })).toEqual(['Study Fair Melbourne', 'Open Day']);
      expect(await names({ ...AU, legal_fk: f.koala })).toEqual(['Study Fair Melbourne']);
    });

    it("the institution's place: an organiser or participant with a campus there", async () => {
      expect(await names({ ...AU, inststate_fk: GEO.victoria })).toEqual(['Study Fair Melbourne']);
      // Bridge (London) takes part in the fair and the open day; Harbour has a London centre.
      expect(await names({ ...AU, instcountry_fk: GEO.unitedKingdom, instcity_fk: GEO.london })).toEqual([
        'Winter School',
        'Study Fair Melbourne',
        'Open Day',
        'Beach Careers Day',
      ]);
      expect(await names({ ...AU, instcity_fk: GEO.melbourne })).toEqual(['Study Fair Melbourne']);
    });

    it('searchKey by name (default) or by location (IsEventLocOrName L); searchInstKey by organiser or participant', async () => {
      expect(await names({ ...AU, searchKey: 'OPEN' })).toEqual(['Open Day']);
      expect(await names({ ...AU, searchKey: 'surf' })).toEqual([]);
      expect(await names({ ...AU, searchKey: 'surf', IsEventLocOrName: 'L' })).toEqual(['Beach Careers Day']);
      expect(await names({ ...AU, searchKey: 'melbourne', IsEventLocOrName: 'L' })).toEqual(['Study Fair Melbourne']);
      expect(await names({ ...AU, searchInstKey: 'koala' })).toEqual(['Study Fair Melbourne']);
      expect(await names({ ...AU, searchInstKey: 'bridge' })).toEqual(['Study Fair Melbourne', 'Open Day']);
      // Case, diacritics and the kind of apostrophe do not matter.
      expect(await names({ country_fk: GEO.unitedKingdom, searchKey: 'SOIREE D’INFO' })).toEqual(["Soirée d'information"]);
    });

    it('showType N orders by name; paging by rowFrom … rowTo − 1 with the whole total', async () => {
      expect(await names({ ...AU, showType: 'N' })).toEqual(['Beach Careers Day', 'Open Day', 'Study Fair Melbourne', 'Winter School']);
      const page = await search({ ...AU, rowFrom: 1, rowTo: 3 });
      expect(page.total).toBe(4);
      expect(page.rows.map((r) => r.eventName)).toEqual(['Study Fair Melbourne', 'Open Day']);
      expect((await search({ ...AU, rowFrom: '4', rowTo: '14' })).rows).toEqual([]);
    });

    it('signed in (EventSearchRData), rows carry the favourite and registration flags', async () => {
      const signedOut = await post(SEARCH, AU);
      expect(signedOut.statusCode).toBe(200); // optional auth: the public answer
      const other = await signedInMember(t);
      const favourite = await post('/api/Favourite/AddFavourite', { Category: 'E', ReferenceFk: f.fair }, bearer(other.token));
      expect(favourite.statusCode, favourite.body).toBe(200);
      const preferenceId = json<{ preferenceId: number }>(favourite).preferenceId;
      expect((await get(REGISTER, { locationFk: f.harbourSydney, eventFk: f.winterSchool }, bearer(other.token))).statusCode).toBe(200);
      const rows = (await search(AU, SEARCH, bearer(other.token))).rows;
      expect(rows.find((r) => r.evtId === f.fair)).toMatchObject({ favExists: true, favDetailFk: preferenceId, faveourateFk: preferenceId, isRegistered: false });
      expect(rows.find((r) => r.evtId === f.winterSchool)).toMatchObject({ favExists: false, favDetailFk: 0, isRegistered: true });
      // Nobody else sees them.
      expect((await search(AU, SEARCH, bearer(member.token))).rows.every((r) => !r.favExists && !r.isRegistered)).toBe(true);
      expect((await search(AU)).rows.every((r) => !r.favExists && !r.isRegistered)).toBe(true);
    });
  });

  describe('detail', () => {
    const detail = async (query: Record<string, string | number>, url = PUBLIC_DETAIL, headers: Record<string, string> = {}) => {
      const response = await get(url, query, headers);
      expect(response.statusCode, response.body).toBe(200);
      return json<events.EventDetail>(response);
    };

    it('an event with its costs, contacts, documents, locations and participants', async () => {
      const { db } = t.database;
      const file = (referenceId: number, name: string, kind: 'EEM' | 'EFM' = 'EEM') =>
        db
          .insertInto('stored_files')
          .values({ kind, reference_id: referenceId, legal_id: f.harbour, client_id: null, file_name: name, content_type: 'application/pdf', size: 2048, storage_key: null, created_at: '2026-01-02T00:00:00.000Z' })
          .returning('id')
          .executeTakeFirstOrThrow();
      const programme = await file(f.openDay, 'Programme.pdf');
      const map = await file(f.openDay, 'Campus map.pdf');
      await file(f.fair, 'Fair floor plan.pdf'); // another event's
      await file(f.openDay, 'Not an event document.pdf', 'EFM');

      const event = await detail({ legalFk: f.harbour, locationFk: f.harbourSydney, eventFk: f.openDay, flagAction: 'V', rndm: 0.1 });
      expect(event).toEqual({
        evtId: f.openDay,
        eventName: 'Open Day',
        legalFk: f.harbour,
        legalName: 'Harbour University',
        logo: `/api/ImagePublic/GetImagePublic?legalFk=${f.harbour}`,
        entType: 'I',
        webSite: 'https://events.example',
        RegUrl: 'https://events.example/open-day',
        dateFrom: '2026-04-10',
        dateTo: '2026-04-10',
        description: 'Open Day: meet the people who teach and study here.',
        city: 'Sydney',
        state: 'New South Wales',
        country: 'Australia',
        InstLocation: 'City Campus',
        VenueName: 'Great Hall, City Campus',
        locationFk: f.harbourSydney,
        locCount: 1,
        ended: false,
        favExists: false,
        favDetailFk: 0,
        faveourateFk: 0,
        isRegistered: false,
        costs: [
          { id: expect.any(Number), label: 'Standard registration', amount: 10, currency: 'AUD' },
          { id: expect.any(Number), label: 'Early bird', amount: 5, currency: 'AUD' },
        ],
        contacts: [{ id: expect.any(Number), name: 'Mia Chen', email: 'events@harbour.example', phone: '+61 2 5550 1234' }],
        documents: [
          { fileId: map.id, fileName: 'Campus map.pdf', contentType: 'application/pdf', size: 2048 },
          { fileId: programme.id, fileName: 'Programme.pdf', contentType: 'application/pdf', size: 2048 },
        ],
        locations: [
          {
            locationFk: f.harbourSydney,
            name: 'City Campus',
            VenueName: 'Great Hall, City Campus',
            address: '1 City Campus Street',
            city: 'Sydney',
            state: 'New South Wales',
            country: 'Australia',
            latitude: -33.87,
            longitude: 151.21,
          },
        ],
        participants: [{ lglId: f.bridge, name: 'Bridge College', entType: 'I', logo: `/api/ImagePublic/GetImagePublic?legalFk=${f.bridge}` }],
      });
    });

    it('opens from a participant too, and with location 0 (held elsewhere, or not known)', async () => {
      const fair = await detail({ legalFk: f.bridge, locationFk: f.koalaMelbourne, eventFk: f.fair });
      expect([fair.legalName, fair.entType, fair.participants.map((p) => p.name)]).toEqual(['Koala Advisors', 'A', ['Bridge College', 'Harbour University']]);
      expect((await detail({ legalFk: f.koala, locationFk: 0, eventFk: f.fair })).evtId).toBe(f.fair);
      const beach = await detail({ legalFk: f.harbour, locationFk: 0, eventFk: f.beachDay });
      expect([beach.locationFk, beach.InstLocation, beach.locations[0]]).toEqual([
        0,
        '',
        { locationFk: 0, name: '', VenueName: 'Wollongong Surf Club', address: '', city: 'Wollongong', state: 'New South Wales', country: 'Australia', latitude: null, longitude: null },
      ]);
      expect((await detail({ legalFk: f.harbour, locationFk: f.harbourSydney, eventFk: f.graduation })).ended).toBe(true);
    });

    it('unknown ids → 404; an institution with no part in it or another location → 404; junk → 400', async () => {
      const notFound = async (query: Record<string, string | number>, message: string) => {
        const response = await get(PUBLIC_DETAIL, query);
        expect(response.statusCode, response.body).toBe(404);
        expect(json<Failure>(response).message).toBe(message);
      };
      await notFound({ legalFk: f.harbour, locationFk: 0, eventFk: 999_999 }, 'The event was not found.');
      await notFound({ legalFk: f.koala, locationFk: 0, eventFk: f.openDay }, 'The event was not found.');
      await notFound({ legalFk: f.harbour, locationFk: f.harbourLondon, eventFk: f.openDay }, 'The event is not held at this location.');
      await notFound({ legalFk: f.harbour, locationFk: 999_999, eventFk: f.openDay }, 'The event is not held at this location.');
      const junk: Array<Record<string, string | number>> = [{ legalFk: f.harbour, eventFk: 'x' }, { legalFk: 'x', eventFk: f.openDay }, { legalFk: f.harbour }, { legalFk: f.harbour, locationFk: '1.5', eventFk: f.openDay }];
      for (const query of junk) {
        const response = await get(PUBLIC_DETAIL, query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('registration (discovery §4)', () => {
    it('needs a signed-in member', async () => {
      const response = await get(REGISTER, { locationFk: f.harbourSydney, eventFk: f.openDay });
      expect(response.statusCode).toBe(401);
    });

    it("registers once: 'You have now registered to attend this Event.', the same answer when asked twice", async () => {
      const first = await get(REGISTER, { locationFk: f.harbourSydney, eventFk: f.openDay, rndm: 1 }, bearer(member.token));
      expect(first.statusCode, first.body).toBe(200);
      const reply = json<events.RegisterEventReply>(first);
      expect(reply).toEqual({ message: 'You have now registered to attend this Event.', evtId: f.openDay, isRegistered: true, registeredAt: '2026-03-02T09:00:00.000Z' });
      t.clock.advance(60_000);
      const second = await get(REGISTER, { locationFk: f.harbourSydney, eventFk: f.openDay }, bearer(member.token));
      expect(second.statusCode).toBe(200);
      expect(json(second)).toEqual(reply);
      const rows = await t.database.db.selectFrom('event_registrations').selectAll().where('client_id', '=', member.clientId).execute();
      expect(rows.map((r) => [r.event_id, r.location_id])).toEqual([[f.openDay, f.harbourSydney]]);
      // The detail says so for this member only.
      const query = { legalFk: f.harbour, locationFk: f.harbourSydney, eventFk: f.openDay };
      expect(json<events.EventDetail>(await get(DETAIL, query, bearer(member.token))).isRegistered).toBe(true);
      expect(json<events.EventDetail>(await get(PUBLIC_DETAIL, query)).isRegistered).toBe(false);
      expect(json<events.EventDetail>(await get(DETAIL, query)).isRegistered).toBe(false);
    });

    it('an event held elsewhere registers with location 0', async () => {
      const response = await get(REGISTER, { locationFk: 0, eventFk: f.beachDay }, bearer(member.token));
      expect(response.statusCode, response.body).toBe(200);
      const row = await t.database.db.selectFrom('event_registrations').select('location_id').where('event_id', '=', f.beachDay).executeTakeFirstOrThrow();
      expect(row.location_id).toBeNull();
    });

    it('unknown event or location → 404, an ended event → 400, junk → 400', async () => {
      const auth = bearer(member.token);
      const unknown = await get(REGISTER, { locationFk: 0, eventFk: 999_999 }, auth);
      expect([unknown.statusCode, json<Failure>(unknown).message]).toEqual([404, 'The event was not found.']);
      const elsewhere = await get(REGISTER, { locationFk: f.harbourLondon, eventFk: f.openDay }, auth);
      expect([elsewhere.statusCode, json<Failure>(elsewhere).message]).toEqual([404, 'The event is not held at this location.']);
      const ended = await get(REGISTER, { locationFk: f.harbourSydney, eventFk: f.graduation }, auth);
      expect([ended.statusCode, json<Failure>(ended).message]).toEqual([400, 'This event has ended; registration is closed.']);
      expect((await get(REGISTER, { locationFk: f.harbourSydney }, auth)).statusCode).toBe(400);
      expect((await get(REGISTER, { locationFk: 'abc', eventFk: f.openDay }, auth)).statusCode).toBe(400);
      expect((await get(REGISTER, { eventFk: '0' }, auth)).statusCode).toBe(400);
    });
  });
});
