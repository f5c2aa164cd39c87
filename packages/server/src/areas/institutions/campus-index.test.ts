import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { INST_MAX_ROWS } from '@studyatlas/core';
import type { institutions as contract } from '@studyatlas/core/contracts';
import { seedCourseFixture } from '../../testing/fixtures/courses.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import type { DialectName } from '../../db/dialect.js';
import type { AppContext } from '../../http/context.js';
import { importRows } from '../../import/import-rows.js';
import { courseSearchVersion } from '../../db/search/index.js';
import { createInstitutionsService, type InstitutionsService } from './service.js';
import { buildCampusIndex, campusIndexKeeper } from './campus-index.js';
import { nearCampusIndex, searchCampusIndex } from './campus-search.js';

/** One service with the campus index and one without (SEARCH_INDEX=off when it is made). */
function services(t: TestDatabase): { indexed: InstitutionsService; database: InstitutionsService } {
  const ctx = { db: t.db, database: t, now: () => new Date('2026-03-02T09:00:00.000Z'), log: { warn: () => undefined } } as unknown as AppContext;
  const indexed = createInstitutionsService(ctx);
  process.env.SEARCH_INDEX = 'off';
  try {
    return { indexed, database: createInstitutionsService(ctx) };
  } finally {
    delete process.env.SEARCH_INDEX;
  }
}

const filter = (values: Partial<contract.InstituteFilter>) => ({ rowFrom: 0, rowTo: 100, ...values }) as contract.InstituteFilter;

type Search = 'searchByName' | 'searchByLocation' | 'searchByDistance';
type Answer = Awaited<ReturnType<InstitutionsService[Search]>>;

/**
 * The database's answer for a filter's window. The database path finds every match and cuts the
 * window in memory, so one full answer per filter (the most rows a search answers) gives every
 * window's: the matrices then ask the database once per filter, not once per window.
 */
function windowsOf(database: InstitutionsService) {
  const full = new Map<string, Promise<Answer>>();
  return (by: Search, f: contract.InstituteFilter): Promise<Answer> => {
    const { rowFrom, rowTo, ...rest } = f;
    const key = `${by} ${JSON.stringify(rest)}`;
    if (!full.has(key)) full.set(key, database[by]({ ...rest, rowFrom: 0, rowTo: INST_MAX_ROWS } as contract.InstituteFilter));
    return full.get(key)!.then(({ total, rows }) => ({ total, rows: rows.slice(rowFrom, Math.max(rowFrom, Math.min(rowTo, rowFrom + INST_MAX_ROWS))) }) as Answer);
  };
}

const record = (values: Record<string, unknown>, line: number) => ({ line, values });

/**
 * Institutions that make the orders visible: names equal to the collator but not as texts (accents,
 * case), a repeated name, an apostrophe, a head office that is not the first campus, two campuses in
 * one city, and institutions without a campus (found by name on both paths, by no place), one of them
 * equal to the collator to an institution with campuses.
 */
const ORDER_RECORDS = [
  { type: 'institution', external_id: 'OR-U1', name: 'Université Saint Étienne' },
  { type: 'location', external_id: 'OR-U1-SYD', institution: 'OR-U1', name: 'Harbour', country: 'AU', state: 'NSW', city: 'Sydney' },
  { type: 'location', external_id: 'OR-U1-BNE', institution: 'OR-U1', name: 'River', country: 'AU', state: 'QLD', city: 'Brisbane', head_office: true },
  { type: 'institution', external_id: 'OR-U2', name: 'universite saint etienne' },
  { type: 'location', external_id: 'OR-U2-BNE', institution: 'OR-U2', name: 'Main', country: 'AU', state: 'QLD', city: 'Brisbane', head_office: true },
  { type: 'institution', external_id: 'OR-K', name: "King's Test College" },
  { type: 'location', external_id: 'OR-K-1', institution: 'OR-K', name: 'North', country: 'AU', state: 'NSW', city: 'Sydney' },
  { type: 'location', external_id: 'OR-K-2', institution: 'OR-K', name: 'South', country: 'AU', state: 'NSW', city: 'Sydney' },
  { type: 'institution', external_id: 'OR-Z', name: 'Zephyr Test Institute' },
  { type: 'location', external_id: 'OR-Z-SYD', institution: 'OR-Z', name: 'Zed', country: 'AU', state: 'NSW', city: 'Sydney', head_office: true },
  { type: 'institution', external_id: 'OR-NONE', name: 'Campusless Test Academy' },
  { type: 'institution', external_id: 'OR-NONE-K', name: "KING'S TEST COLLEGE" },
].map(record);

/** The campus-less institutions of ORDER_RECORDS, by external id. */
async function campuslessIds(t: TestDatabase): Promise<Record<string, number>> {
  const rows = await t.db.selectFrom('legal_entities').select(['id', 'external_id']).where('external_id', 'in', ['OR-NONE', 'OR-NONE-K']).execute();
  return Object.fromEntries(rows.map((r) => [r.external_id, r.id]));
}

const TEXTS = ['', 'college', 'UNIVERSITE', 'saint-étienne', "king's", 'test', 'ollege', 'a', 'zzqx'];
const WINDOWS = [[0, 100], [0, 3], [2, 5], [5, 2], [40, 60], [0, 5_000], [3, 3]] as const;

describe('institution searches: the campus index answers what the database answers', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, TestDatabase>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect, { content: 'sample-reference' });
      await seedCourseFixture(t.db, dialect);
      const report = await importRows(t.db, ORDER_RECORDS, { now: '2026-03-01T00:00:00.000Z' });
      expect(report.rejected).toEqual([]);
      expect(await campusIndexKeeper(t)!.ready()).toBeDefined();
      databases.set(dialect, t);
    }
  }, 120_000);
  afterAll(async () => Promise.all([...databases.values()].map((t) => t.dispose())));

  /** The filters worth trying on a database: every place and course filter with a value that matches something. */
  async function extras(t: TestDatabase): Promise<Array<Partial<contract.InstituteFilter>>> {
    const place = (
      await sql<{ city_id: number; country_id: number; state_id: number; legal_id: number }>`
        select l.city_id, ci.country_id, ci.state_id, min(l.legal_id) as legal_id from locations l
        join legal_entities le on le.id = l.legal_id join cities ci on ci.id = l.city_id
        where le.kind = 'I' group by l.city_id, ci.country_id, ci.state_id order by count(*) desc, l.city_id limit 1`.execute(t.db)
    ).rows[0]!;
    const course = (await t.db.selectFrom('courses').select(['major_id', 'minor_id', 'award_id']).where('minor_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow());
    return [
      {},
      { country_fk: place.country_id },
      { state_fk: place.state_id },
      { city_fk: place.city_id },
      { legal_fk: place.legal_id },
      { legal_fk: (await campuslessIds(t))['OR-NONE'] },
      { legal_fk: (await campuslessIds(t))['OR-NONE'], country_fk: place.country_id },
      { major_fk: course.major_id },
      { minor_fk: course.minor_id! },
      { awardFk: course.award_id },
      { group_fk: 1 },
      { major_fk: course.major_id, awardFk: course.award_id, country_fk: place.country_id },
      { CityName: 'syd' },
      { CityName: 'BRISBANE', searchKey: 'test' },
      { CityName: 'nowhere at all' },
    ];
  }

  it.each(dialects)('%s: by name and by location — texts × place, institution and course filters × windows, the empty match too', async (dialect) => {
    const t = databases.get(dialect)!;
    const { indexed, database } = services(t);
    const expectedOf = windowsOf(database);
    let nonEmpty = 0;
    let empty = 0;
    for (const extra of await extras(t)) {
      for (const searchKey of TEXTS) {
        for (const [rowFrom, rowTo] of WINDOWS) {
          const f = filter({ searchKey, rowFrom, rowTo, ...extra });
          for (const by of ['searchByName', 'searchByLocation'] as const) {
            const expected = await expectedOf(by, f);
            expect(await indexed[by](f), `${by} ${JSON.stringify(f)}`).toEqual(expected);
            if (expected.total > 0) nonEmpty++;
            else empty++;
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(500);
    expect(empty).toBeGreaterThan(100);
  }, 120_000);

  it.each(dialects)('%s: collator-equal names, a head office that is not the first campus, two campuses in one city', async (dialect) => {
    const t = databases.get(dialect)!;
    const { indexed } = services(t);
    const ids = Object.fromEntries(
      (await t.db.selectFrom('locations').select(['id', 'external_id']).where('external_id', 'like', 'OR-%').execute()).map((r) => [r.external_id, r.id]),
    );
    const byName = await indexed.searchByName(filter({ searchKey: 'saint etienne' }));
    // Equal to the collator: the lower institution id first; each shown at its head office.
    expect(byName.rows.map((r) => [r.name, r.locationFk])).toEqual([
      ['Université Saint Étienne', ids['OR-U1-BNE']],
      ['universite saint etienne', ids['OR-U2-BNE']],
    ]);
    // No head office: the lower campus id stands for the institution (then its campus-less namesake).
    expect((await indexed.searchByName(filter({ searchKey: "king's test" }))).rows.map((r) => r.locationFk)).toEqual([ids['OR-K-1'], 0]);
    // A typed city shows the campus in that city.
    expect((await indexed.searchByName(filter({ searchKey: 'saint etienne', CityName: 'sydney' }))).rows.map((r) => r.locationFk)).toEqual([ids['OR-U1-SYD']]);
  });

  it.each(dialects)('%s: an institution without a campus is found by name (locationFk 0, no place), last by location, never by a place', async (dialect) => {
    const t = databases.get(dialect)!;
    const none = await campuslessIds(t);
    const row = (name: string, legalFk: number) => ({ legalFk, name, locationFk: 0, city: '', state: '', country: '', logoPath: null, courseCount: 0, preferenceId: 0 });
    for (const service of Object.values(services(t))) {
      expect(await service.searchByName(filter({ searchKey: 'campusless' }))).toEqual({ total: 1, rows: [row('Campusless Test Academy', none['OR-NONE']!)] });
      // Equal to the collator: the lower id first, whether it has a campus or not.
      expect((await service.searchByName(filter({ searchKey: "king's test" }))).rows.map((r) => [r.name, r.locationFk === 0])).toEqual([
        ["King's Test College", false],
        ["KING'S TEST COLLEGE", true],
      ]);
      // By location: after every place, by name.
      const byPlace = (await service.searchByLocation(filter({ searchKey: 'test' }))).rows;
      expect(byPlace.slice(-2).map((r) => r.name)).toEqual(['Campusless Test Academy', "KING'S TEST COLLEGE"]);
      expect(byPlace.slice(0, -2).every((r) => r.locationFk !== 0)).toBe(true);
      const sydney = (await t.db.selectFrom('cities').select(['id', 'country_id', 'state_id']).where('name', '=', 'Sydney').executeTakeFirstOrThrow());
      for (const place of [{ country_fk: sydney.country_id }, { state_fk: sydney.state_id }, { city_fk: sydney.id }, { CityName: 'syd' }]) {
        for (const by of ['searchByName', 'searchByLocation'] as const) {
          expect(await service[by](filter({ searchKey: 'campusless', ...place })), `${by} ${JSON.stringify(place)}`).toEqual({ total: 0, rows: [] });
        }
      }
      expect(await service.searchByName(filter({ searchKey: 'campusless', group_fk: 1 }))).toEqual({ total: 0, rows: [] });
      expect(await service.searchByDistance(filter({ searchKey: 'campusless', majorcity_fk: sydney.id, distance: 20_000 }))).toEqual({ total: 0, rows: [] });
    }
  });

  it.each(dialects)('%s: near a city — cities × distances × place, institution, course and name filters × windows', async (dialect) => {
    const t = databases.get(dialect)!;
    const { indexed, database } = services(t);
    const cities = (
      await sql<{ city_id: number; country_id: number; state_id: number; legal_id: number }>`
        select l.city_id, ci.country_id, ci.state_id, min(l.legal_id) as legal_id from locations l
        join legal_entities le on le.id = l.legal_id join cities ci on ci.id = l.city_id
        where le.kind = 'I' group by l.city_id, ci.country_id, ci.state_id order by count(*) desc, l.city_id limit 6`.execute(t.db)
    ).rows;
    const expectedOf = windowsOf(database);
    let nonEmpty = 0;
    for (const city of cities) {
      for (const distance of [10, 100, 500, 1_000, 20_000]) {
        for (const extra of [{}, { country_fk: city.country_id }, { state_fk: city.state_id }, { legal_fk: city.legal_id }, { searchKey: 'a' }, { group_fk: 1 }, { CityName: 'syd' }, { searchKey: 'zzqx' }]) {
          for (const [rowFrom, rowTo] of [[0, 100], [0, 3], [2, 5], [4, 1]] as const) {
            const f = filter({ majorcity_fk: city.city_id, distance, rowFrom, rowTo, ...extra });
            const expected = await expectedOf('searchByDistance', f);
            expect(await indexed.searchByDistance(f), JSON.stringify(f)).toEqual(expected);
            if (expected.total > 0) nonEmpty++;
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  }, 120_000);

  it.runIf(dialects.length === 2)('SQLite and PostgreSQL answer alike, with the index and without', async () => {
    const answers = async (dialect: DialectName) => {
      const t = databases.get(dialect)!;
      const { indexed, database } = services(t);
      const sydney = (await t.db.selectFrom('cities').select('id').where('name', '=', 'Sydney').executeTakeFirstOrThrow()).id;
      const out: unknown[] = [];
      for (const extra of await extras(t)) {
        for (const searchKey of TEXTS) {
          const f = filter({ searchKey, rowFrom: 1, rowTo: 9, ...extra });
          out.push(await indexed.searchByName(f), await indexed.searchByLocation(f), await database.searchByName(f), await database.searchByLocation(f));
          const near = { ...f, majorcity_fk: sydney, distance: 1_000 };
          out.push(await indexed.searchByDistance(near), await database.searchByDistance(near));
        }
      }
      return out;
    };
    expect(await answers('postgres')).toEqual(await answers('sqlite'));
  });

  it.each(dialects)('%s: an import moves the version on; the database answers at once and the index is rebuilt in the background', async (dialect) => {
    const t = databases.get(dialect)!;
    const keeper = campusIndexKeeper(t)!;
    const before = (await keeper.ready())!;
    const { indexed } = services(t);
    const quokka = filter({ searchKey: 'quokka' });
    expect(await indexed.searchByName(quokka)).toEqual({ total: 0, rows: [] });
    const report = await importRows(
      t.db,
      [
        { type: 'institution', external_id: `Q-${dialect}`, name: 'Quokka Test Academy' },
        { type: 'location', external_id: `Q-${dialect}-PER`, institution: `Q-${dialect}`, name: 'Main', country: 'AU', state: 'NSW', city: 'Sydney', head_office: true },
      ].map(record),
      { now: '2026-03-01T00:00:00.000Z' },
    );
    expect(report.rejected).toEqual([]);
    const version = await courseSearchVersion(t.db);
    expect(version).toBeGreaterThan(before.version);
    // The index of the old version is not used: this answer comes from the database and starts the build.
    expect(keeper.at(version)).toBeUndefined();
    expect((await indexed.searchByName(quokka)).rows.map((r) => r.name)).toEqual(['Quokka Test Academy']);
    const after = (await keeper.ready())!;
    expect(after.version).toBe(version);
    expect(after.size).toBe(before.size + 1);
    expect(keeper.at(version)).toBe(after);
    expect((await indexed.searchByName(quokka)).rows.map((r) => r.name)).toEqual(['Quokka Test Academy']);
  });
});

describe('the campus index build', () => {
  it('lets timers run while it builds (its sorts and loops run in slices)', async () => {
    const rows = Array.from({ length: 50_000 }, (_, k) => ({
      id: k + 1,
      legal_id: (k % 10_000) + 1,
      name: `Institut ${['Saint', 'Étienne', 'Royal', 'Harbour'][k % 4]} ${k % 10_000}`,
      is_head_office: k < 10_000 ? 1 : 0,
      latitude: (k % 90) - 45,
      longitude: (k % 180) - 90,
      country_id: k % 50,
      state_id: k % 200,
      city_id: k % 2_000,
      city: `City ${k % 2_000}`,
      state: `State ${k % 200}`,
      country: `Country ${k % 50}`,
    }));
    const offers = Array.from({ length: 30_000 }, (_, k) => ({ legal_id: (k % 10_000) + 1, major_id: k % 20, minor_id: k % 200, award_id: k % 16, group_id: k % 5 }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const index = await buildCampusIndex(1, rows, offers, [{ id: 20_001, name: 'Aardvark Institut' }]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
    expect([index.size, index.institutions, index.names[index.byName[0]!], [...index.campusless]]).toEqual([50_000, 10_001, 'Aardvark Institut', [0]]);
  });
});

describe('approximate campuses (issue 25)', () => {
  it('are found by place and name, but left out of distance search', async () => {
    const campus = (id: number, approximate: number) => ({
      id,
      legal_id: id,
      name: `Institute ${id}`,
      is_head_office: 1,
      latitude: -20.9,
      longitude: 142.7,
      approximate,
      country_id: 14,
      state_id: 3905,
      city_id: id,
      city: `Town ${id}`,
      state: 'Queensland',
      country: 'Australia',
    });
    const index = await buildCampusIndex(1, [campus(1, 0), campus(2, 1)], [], []);
    const q = { name: '', city: '', countryFk: 0, stateFk: 0, cityFk: 0, legalFk: 0, majorFk: 0, minorFk: 0, awardFk: 0, groupFk: 0 };
    expect(searchCampusIndex(index, { ...q, stateFk: 3905 }, 'name', 0, 10).rows.map((r) => r.legalFk)).toEqual([1, 2]);
    expect(nearCampusIndex(index, q, { latitude: -20.9, longitude: 142.7 }, 10, 0, 10).rows.map((r) => r.campus.legalFk)).toEqual([1]);
  });
});
