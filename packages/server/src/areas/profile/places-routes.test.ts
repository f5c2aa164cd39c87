import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profile } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, json, type TestApp } from '../../testing/app.js';

type Row = { id: number; name: string };

describe.each(await testDialects())('profile places on %s', (dialect) => {
  let t: TestApp;
  let country: Row;
  let state: Row;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    // The sample state with the most cities: its list is long enough to narrow with a keyword.
    const busiest = await t.database.db
      .selectFrom('cities')
      .select((eb) => ['state_id', eb.fn.countAll<number>().as('n')])
      .groupBy('state_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const s = await t.database.db.selectFrom('states').select(['id', 'name', 'country_id']).where('id', '=', busiest.state_id).executeTakeFirstOrThrow();
    state = { id: s.id, name: s.name };
    country = await t.database.db.selectFrom('countries').select(['id', 'name']).where('id', '=', s.country_id).executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url });
    return { status: response.statusCode, body: json(response) as unknown };
  };

  it('lists every country by name, without a sign-in', async () => {
    const { status, body } = await get('/api/BasicDetail/CountryLoad');
    expect(status).toBe(200);
    const names = (body as Row[]).map((c) => c.name);
    expect(names).toContain(country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it("lists a country's states and a state's cities; an unknown id answers an empty list", async () => {
    const states = (await get(`/api/BasicDetail/StateLoad?CountryFk=${country.id}`)).body as Row[];
    expect(states.map((s) => s.id)).toContain(state.id);
    expect((await get('/api/BasicDetail/StateLoad?CountryFk=999999')).body).toEqual([]);
    const cities = (await get(`/api/BasicDetail/CityLoad?StateFk=${state.id}`)).body as Row[];
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.length).toBeLessThanOrEqual(profile.CITY_LOAD_LIMIT);
    expect((await get('/api/BasicDetail/CityLoad?StateFk=999999')).body).toEqual([]);
  });

  it('narrows the cities by keyword (any case) and keeps the saved city', async () => {
    const cities = (await get(`/api/BasicDetail/CityLoad?StateFk=${state.id}`)).body as Row[];
    const [first, last] = [cities[0]!, cities.at(-1)!];
    const part = last.name.slice(0, 3).toUpperCase();
    const narrowed = (await get(`/api/BasicDetail/CityLoad?StateFk=${state.id}&keyWord=${encodeURIComponent(part)}`)).body as Row[];
    expect(narrowed.map((c) => c.id)).toContain(last.id);
    expect(narrowed.every((c) => c.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    const none = (await get(`/api/BasicDetail/CityLoad?StateFk=${state.id}&keyWord=zzzzqqq&cityFk=${first.id}`)).body as Row[];
    expect(none).toEqual([first]);
    // LIKE's wildcards are the keyword's own characters, not patterns.
    for (const wildcard of ['%', '_', '\\'])
      expect((await get(`/api/BasicDetail/CityLoad?StateFk=${state.id}&keyWord=${encodeURIComponent(wildcard)}`)).body, wildcard).toEqual([]);
  });

  it('answers 400 to a missing, junk or huge id, never 500', async () => {
    for (const url of ['/api/BasicDetail/StateLoad', '/api/BasicDetail/StateLoad?CountryFk=abc', '/api/BasicDetail/StateLoad?CountryFk=99999999999', '/api/BasicDetail/CityLoad?StateFk=-1']) {
      expect((await get(url)).status, url).toBe(400);
    }
  });
});
