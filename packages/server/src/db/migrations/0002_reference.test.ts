import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';

describe.each(await testDialects())('reference schema on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.dispose())));

  it('keeps the ids we give and full coordinate precision, and enforces the geography chain', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    await t.db.insertInto('continents').values({ id: 5, name: 'Oceania' }).execute();
    await t.db
      .insertInto('countries')
      .values({ id: 14, continent_id: 5, name: 'Australia', iso2: 'AU', iso3: 'AUS', phone_code: '61', currency: 'AUD', nationality: 'Australian', emoji: '🇦🇺', latitude: -27, longitude: 133 })
      .execute();
    await t.db.insertInto('states').values({ id: 3909, country_id: 14, name: 'New South Wales', code: 'NSW', latitude: null, longitude: null }).execute();
    await t.db.insertInto('cities').values({ id: 7408, state_id: 3909, country_id: 14, name: 'Sydney', latitude: -33.86785, longitude: 151.20732 }).execute();
    expect(await t.db.selectFrom('cities').selectAll().execute()).toEqual([
      // approximate: added by 0027 (issue 25), 0 for the registry's cities.
      { id: 7408, state_id: 3909, country_id: 14, name: 'Sydney', latitude: -33.86785, longitude: 151.20732, approximate: 0 },
    ]);
    await expect(
      t.db.insertInto('cities').values({ id: 1, state_id: 42, country_id: 14, name: 'Orphan', latitude: 0, longitude: 0 }).execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto('countries')
        .values({ id: 15, continent_id: 5, name: 'Copy', iso2: 'AU', iso3: 'AUX', phone_code: '', currency: '', nationality: '', emoji: '', latitude: 0, longitude: 0 })
        .execute(),
    ).rejects.toThrow();
  });
});
