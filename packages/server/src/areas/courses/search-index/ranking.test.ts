import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { searchCourses } from '../search.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../../testing/databases.js';
import { importRows } from '../../../import/import-rows.js';
import type { DialectName } from '../../../db/dialect.js';
import type { Database } from '../../../db/schema/index.js';
import { createCourseIndexKeeper } from './keeper.js';
import type { CourseIndex } from './course-index.js';

/** Course names with the difficulties of real catalogues: shared beginnings, "&", St/Saint, long and repeated names. */
const NAMES: Record<string, string> = {
  ABIT: 'Bachelor of Accounting and Business Information Technology (Professional)',
  BIT: 'Bachelor of Information Technology',
  BITD: 'Bachelor of Information Technology and Design',
  AIT: 'Advanced Information Technology Bachelor',
  PHD1: 'Doctor of Philosophy',
  PHDW: 'Doctor of Philosophy (Warwick-Monash)',
  PHDA: 'Doctor of Philosophy (Arts)',
  PHDE: 'Doctor of Philosophy (Engineering)',
  MASE: 'Master of Applied Science in Data and Information Systems Engineering',
  MASM: 'Master of Applied Science in Data and Information Systems Management',
  BAS: 'Bachelor of Arts & Science',
  BASX: 'Bachelor of Arts (Science Communication)',
  BENG: 'Bachelor of Engineering (Honours)',
  BENV: 'Bachelor of Environmental Engineering',
  SPS: "Saint Patrick's Studies",
  SMT: "St Mary's Theology",
  BSN: 'Bachelor of Science (Nursing)',
  BN: 'Bachelor of Nursing',
  ART: 'Bachelor of Arts',
  // Misspelt in the catalogue: "engineering" finds it with one typo, after the courses spelt right.
  AEF: 'Applied Enginering Foundations',
};

const RECORDS = [
  { type: 'institution', external_id: 'RNK', name: 'Ranking Test University', web_address: 'https://rnk.example' },
  { type: 'location', external_id: 'RNK-BNE', institution: 'RNK', name: 'City Campus', country: 'AU', state: 'QLD', city: 'Brisbane', head_office: true },
  ...Object.entries(NAMES).map(([id, name]) => ({
    type: 'course', external_id: `RNK-${id}`, institution: 'RNK', name, major: 'Natural Sciences', minor: 'Biology', award: 'Bachelor', campuses: ['RNK-BNE'],
  })),
].map((values, line) => ({ line, values }));

const WINDOW = { from: 0, to: 100, intakeFrom: '2026-03-02' };

describe('course search ranking (issue 14)', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, { t: TestDatabase; index: CourseIndex; byId: Map<number, string> }>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect, { content: 'sample-reference' });
      const report = await importRows(t.db, RECORDS, { now: '2026-03-01T00:00:00.000Z' });
      if (report.rejected.length) throw new Error(JSON.stringify(report.rejected));
      const index = (await createCourseIndexKeeper(t.db).ready())!;
      databases.set(dialect, { t, index, byId: await externalIds(t.db) });
    }
  });
  afterAll(async () => Promise.all([...databases.values()].map(({ t }) => t.dispose())));

  /** The course keys (RNK-… without the prefix) of a search in order, with the total. */
  const search = async (dialect: DialectName, keyWord: string, window = WINDOW) => {
    const { t, index, byId } = databases.get(dialect)!;
    const { total, rows } = await searchCourses(t.db, dialect, { keyWord }, window, { index });
    return { total, keys: rows.map((r) => byId.get(r.course_id)!), ranks: rows.map((r) => r.rank) };
  };
  const keys = async (dialect: DialectName, keyWord: string) => (await search(dialect, keyWord)).keys;

  it.each(dialects)('%s: a course’s own name puts it first, above longer names holding the same words', async (dialect) => {
    expect((await keys(dialect, 'Bachelor of Information Technology'))[0]).toBe('BIT');
    expect(await keys(dialect, 'Bachelor of Information Technology')).toEqual(['BIT', 'BITD', 'ABIT']);
    expect((await keys(dialect, 'Doctor of Philosophy (Warwick-Monash)'))).toEqual(['PHDW']);
    expect((await keys(dialect, 'Doctor of Philosophy'))[0]).toBe('PHD1');
    // The words as a phrase in order rank above the same words scattered (then shorter names first).
    expect(await keys(dialect, 'information technology bachelor')).toEqual(['AIT', 'BIT', 'BITD', 'ABIT']);
  });

  it.each(dialects)('%s: every word counts: a ninth word tells two courses apart', async (dialect) => {
    expect(await keys(dialect, NAMES.MASM!)).toEqual(['MASM']);
    expect(await keys(dialect, NAMES.MASE!)).toEqual(['MASE']);
  });

  it.each(dialects)('%s: "and" finds "&" and "&" finds "and"', async (dialect) => {
    expect((await keys(dialect, 'Bachelor of Arts and Science'))[0]).toBe('BAS');
    expect((await keys(dialect, 'Bachelor of Arts & Science'))[0]).toBe('BAS');
    expect((await keys(dialect, 'accounting & business'))).toEqual(['ABIT']);
  });

  it.each(dialects)('%s: typos: "Bachelr of Enginering" finds Engineering; 1 typo from 5 letters, 2 from 9, none on a first letter', async (dialect) => {
    expect((await keys(dialect, 'Bachelr of Enginering'))[0]).toBe('BENG');
    expect(await keys(dialect, 'Bachelr of Enginering')).toContain('BENV');
    expect(await keys(dialect, 'nrusing')).toEqual(['BN', 'BSN']); // transposition: one typo
    expect(await keys(dialect, 'bursing')).toEqual([]); // first letter: two typos, "nursing" allows one
    expect(await keys(dialect, 'bachelor arst')).toEqual([]); // a 4-letter word allows none
    expect(await keys(dialect, 'phylosophy')).toEqual(['PHD1', 'PHDA', 'PHDE', 'PHDW']);
    // Fewer typos first: the words spelt as typed above the one-typo match (alphabetically first).
    expect(await keys(dialect, 'engineering')).toEqual(['BENG', 'BENV', 'PHDE', 'MASE', 'AEF']);
  });

  it.each(dialects)('%s: St / Saint and degree abbreviations (BSc, PhD) find their long forms', async (dialect) => {
    expect(await keys(dialect, 'st patrick')).toEqual(['SPS']);
    expect(await keys(dialect, "saint mary's")).toEqual(['SMT']);
    expect(await keys(dialect, 'bsc nursing')).toEqual(['BSN']);
    expect(await keys(dialect, 'phd arts')).toEqual(['PHDA']);
  });

  it.each(dialects)('%s: totals are exact and pages are slices of one stable order', async (dialect) => {
    for (const text of ['bachelor', 'bachelor of information technology', 'Bachelr of Enginering', 'of', 'doctor philosophy']) {
      const whole = await search(dialect, text, { ...WINDOW, from: 0, to: 100 });
      expect(whole.total, text).toBe(whole.keys.length);
      const pages: string[] = [];
      for (let from = 0; from < whole.total; from += 3) pages.push(...(await search(dialect, text, { ...WINDOW, from, to: from + 3 })).keys);
      expect(pages, text).toEqual(whole.keys);
      expect(whole.ranks, text).toEqual([...whole.ranks].sort((a, b) => a - b));
    }
  });

  it.skipIf(dialects.length < 2)('the index built from SQLite and from PostgreSQL answers identically', async () => {
    for (const text of ['bachelor of information technology', 'Bachelr of Enginering', 'bsc nursing', 'st patrick', 'arts and science', 'phylosophy', 'information technology bachelor', NAMES.MASM!, 'b', 'of']) {
      expect(await search('postgres', text), text).toEqual(await search('sqlite', text));
    }
  });
});

async function externalIds(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('courses').select(['id', 'external_id']).execute();
  return new Map(rows.map((r) => [r.id, String(r.external_id).replace(/^RNK-/, '')]));
}
