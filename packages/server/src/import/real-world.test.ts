import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourse } from '../areas/courses/queries.js';
import { studyLists } from '../catalogue/study-lists.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { importFile } from './import-rows.js';
import { GAZETTEER_ID_BASE } from './lookups.js';
import { formatImportReport } from './report.js';

/**
 * Issue 25: a catalogue written like real registers (test-catalogues/real-world.csv) — suburbs with
 * postcodes only, capitals, "Washington" without a state, award names no level has ("Non AQF Award"),
 * missing accents, upper case — imported as-is, with no award map and no coordinates, against the
 * real gazetteer (GeoNames cities500 from the npm package). At least 97 % of its rows land, and every
 * other row says why.
 */
const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-catalogues', 'real-world.csv');
const NOW = '2026-05-01T00:00:00.000Z';

describe.each(await testDialects())('a real-world catalogue on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect, { content: 'sample-reference' });
  });
  afterAll(async () => t?.dispose());

  const place = (externalId: string) =>
    t.db
      .selectFrom('locations as l')
      .innerJoin('cities as c', 'c.id', 'l.city_id')
      .innerJoin('states as s', 's.id', 'c.state_id')
      .select(['c.id', 'c.name as city', 's.name as state', 'l.approximate'])
      .where('l.external_id', '=', externalId)
      .executeTakeFirstOrThrow();

  it('lands at least 97 % of its rows; the rest say why', async () => {
    const { report } = await importFile(t.db, FILE, { now: NOW });
    const landed = report.records - report.rejected.length;
    expect(report.records).toBe(119);
    expect(landed / report.records).toBeGreaterThanOrEqual(0.97);
    expect(report.rejected.map((r) => [r.line, r.key, r.reason])).toEqual([
      [40, 'HKUX-XX', 'country "XX" is not an ISO 3166-1 two-letter country code (such as AU, GB, US)'],
      [119, 'UQX-BAD', 'major "Underwater Basketry" is not a study area'],
      [120, 'HKUX-LOST', 'campus "HKUX-XX" was rejected on line 40'],
    ]);
    const printed = formatImportReport('real-world.csv', report);
    expect(printed[0]).toMatch(/^real-world\.csv: 119 records read, 116 imported \(\d+ with warnings\), 3 rejected/);
    expect(printed).toContain('Rejections by reason (not imported):');

    // Capitals and cities of countries whose cities the catalogue had not loaded come from the gazetteer, exactly.
    for (const [id, city, state] of [
      ['UIX-JKT', 'Jakarta', 'DKI Jakarta'],
      ['UNALX-BOG', 'Bogotá', 'Bogotá D.C.'],
      ['UNAMX-CU', 'Mexico City', 'Ciudad de México'],
      ['VNUX-HN', 'Hanoi', 'Hà Nội'],
      ['NUSX-KR', 'Singapore', expect.any(String)],
      ['UBAX-BA', 'Buenos Aires', 'Autonomous City of Buenos Aires'],
      ['ENUX-AST', 'Astana', 'Astana'],
      ['HKUX-HK', 'Hong Kong', expect.any(String)],
    ] as const) {
      expect(await place(id), id).toMatchObject({ city, state, approximate: 0 });
    }
    expect((await place('UIX-JKT')).id).toBe(GAZETTEER_ID_BASE + 1642911);
    // "Washington" alone is the capital; a suburb the gazetteer knows joins its state with a state suffix read off the name.
    // The list's own city keeps its id (the registry's, not a gazetteer one).
    expect(await place('GWX-FB')).toMatchObject({ city: 'Washington D.C.', state: 'District of Columbia', approximate: 0 });
    expect((await place('GWX-FB')).id).toBeLessThan(GAZETTEER_ID_BASE);
    expect(report.warnings.find((w) => w.key === 'GWX-FB')?.message).toMatch(
      /^city "Washington" exists in several states of United States \((\w\w, )+\w\w\): took the one in DC, the capital \(add the state to choose another\)$/,
    );
    expect(await place('UQX-KG')).toMatchObject({ city: 'Kelvin Grove', state: 'Queensland', approximate: 0 });
    // A suburb nobody knows lands under its state, approximate, and the warning says what would place it.
    expect(await place('UQX-SL')).toMatchObject({ city: 'ST LUCIA', state: 'Queensland', approximate: 1 });
    expect(await place('UNSWX-WL')).toMatchObject({ city: 'WATERLOO', state: 'New South Wales', approximate: 1 });
    expect(report.warnings.find((w) => w.key === 'UQX-SL')?.message).toBe(
      'city "ST LUCIA" is not in the city list or the gazetteer of Queensland, Australia: placed at the centre of Queensland and marked approximate; the gazetteer has no postcodes, so postcode 4067 cannot place it; give latitude and longitude to place it exactly',
    );

    // "Non AQF Award" lands under an Other award level and keeps its name.
    const nonAqf = await t.db
      .selectFrom('courses as c')
      .innerJoin('award_levels as al', 'al.id', 'c.award_id')
      .select(['c.id', 'c.award_id', 'al.name', 'c.award_name'])
      .where('c.external_id', '=', 'UQX-SL-C3')
      .executeTakeFirstOrThrow();
    expect(nonAqf).toEqual({ id: expect.any(Number), award_id: expect.any(Number), name: 'Other award', award_name: 'Non AQF Award' });
    // The course detail shows the award as the file gave it.
    expect(await findCourse(t.db, nonAqf.id)).toMatchObject({ award: 'Non AQF Award', award_group: 'Other' });
    // The award filter names the Other award level by the awards the file gave its courses.
    const { awards } = await studyLists(t.db);
    const level = awards.find((award) => award.id === nonAqf.award_id);
    expect(level?.name).toMatch(/^Other award: Non AQF Award/);
  });

  it('a dry run reports the same and writes nothing', async () => {
    const before = await t.db.selectFrom('locations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const cities = await t.db.selectFrom('cities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { report } = await importFile(t.db, FILE, { now: NOW, dryRun: true });
    expect(report.rejected).toHaveLength(3);
    expect(await t.db.selectFrom('locations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('cities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(cities);
  });
});
