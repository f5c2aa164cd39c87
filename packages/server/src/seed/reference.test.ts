import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { seedReference } from './reference.js';

describe.each(await testDialects())('reference data on %s', (dialect) => {
  let t: TestDatabase;
  let first: Awaited<ReturnType<typeof seedReference>>;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    first = await seedReference(t.db, dialect, { geo: 'sample' });
  });
  afterAll(async () => t?.dispose());

  const countRows = async (table: 'continents' | 'countries' | 'states' | 'cities' | 'study_areas' | 'award_levels') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('loads every continent, country and state, and the sample countries’ cities', async () => {
    expect(first.inserted).toEqual({
      continents: 6,
      countries: 250,
      states: 5308,
      cities: 54_057,
      study_areas: 126,
      award_groups: 5,
      award_levels: 16,
      study_modes: 5,
      contact_subjects: 5,
    });
    expect(await countRows('cities')).toBe(54_057);
    const withCities = await t.db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select('countries.iso2')
      .distinct()
      .orderBy('countries.iso2')
      .execute();
    expect(withCities.map((r) => r.iso2)).toEqual(['AU', 'CA', 'CN', 'DE', 'FR', 'GB', 'IE', 'IN', 'NL', 'NP', 'NZ', 'US']);
  });

  it('keeps the registry’s ids and real coordinates', async () => {
    const sydney = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .innerJoin('continents', 'continents.id', 'countries.continent_id')
      .select(['cities.id', 'cities.latitude', 'cities.longitude', 'states.code', 'countries.iso2', 'countries.currency', 'continents.name as continent'])
      .where('cities.name', '=', 'Sydney')
      .where('countries.iso2', '=', 'AU')
      .executeTakeFirstOrThrow();
    expect(sydney).toMatchObject({ id: 7408, code: 'NSW', iso2: 'AU', currency: 'AUD', continent: 'Oceania' });
    expect(sydney.latitude).toBeCloseTo(-33.87, 2);
    expect(sydney.longitude).toBeCloseTo(151.21, 2);

    const london = await t.db.selectFrom('cities').select(['latitude', 'longitude']).where('id', '=', 50388).executeTakeFirstOrThrow();
    expect(london.latitude).toBeCloseTo(51.51, 2);
    expect(london.longitude).toBeCloseTo(-0.13, 2);

    const japan = await t.db.selectFrom('countries').selectAll().where('iso2', '=', 'JP').executeTakeFirstOrThrow();
    expect(japan).toMatchObject({ name: 'Japan', iso3: 'JPN', currency: 'JPY', continent_id: 3 });
    const japaneseStates = await t.db.selectFrom('states').select('id').where('country_id', '=', japan.id).execute();
    expect(japaneseStates.length).toBe(47);
    expect(await t.db.selectFrom('cities').select('id').where('country_id', '=', japan.id).execute()).toEqual([]);
  });

  it('loads our own lists: study areas, award levels in groups, study modes, contact subjects', async () => {
    const subjects = await t.db.selectFrom('contact_subjects').select('name').orderBy('sort_order').execute();
    expect(subjects.map((s) => s.name)).toEqual(['Feedback', 'General enquiry', 'Registration issue', 'Sign in issue', 'Suggestion']);
    const modes = await t.db.selectFrom('study_modes').select('name').orderBy('sort_order').execute();
    expect(modes.map((m) => m.name)).toEqual(['Full time', 'Part time', 'Online', 'Distance', 'Blended']);
    const postgraduate = await t.db
      .selectFrom('award_levels')
      .innerJoin('award_groups', 'award_groups.id', 'award_levels.group_id')
      .select('award_levels.name')
      .where('award_groups.name', '=', 'Postgraduate')
      .orderBy('award_levels.sort_order')
      .execute();
    expect(postgraduate.map((a) => a.name)).toEqual(['Graduate Certificate', 'Graduate Diploma', 'Master', 'Doctorate']);
    const engineering = await t.db.selectFrom('study_areas').select('id').where('name', '=', 'Engineering').where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const minors = await t.db.selectFrom('study_areas').select('name').where('parent_id', '=', engineering.id).execute();
    expect(minors.map((m) => m.name)).toContain('Civil Engineering');
    expect(await countRows('study_areas')).toBe(126);
  });

  it('skips what is present on a second run, and completes a country whose cities are missing', async () => {
    const again = await seedReference(t.db, dialect, { geo: 'sample' });
    expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
    expect(await countRows('cities')).toBe(54_057);

    const nepal = await t.db.selectFrom('countries').select('id').where('iso2', '=', 'NP').executeTakeFirstOrThrow();
    await t.db.deleteFrom('cities').where('country_id', '=', nepal.id).execute();
    expect(await countRows('cities')).toBe(54_057 - 77);
    const completed = await seedReference(t.db, dialect, { geo: 'sample' });
    expect(completed.inserted.cities).toBe(77);
    expect(completed.inserted.countries).toBe(0);
    expect(await countRows('cities')).toBe(54_057);
  });
});
