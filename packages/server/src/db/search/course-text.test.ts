import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '@studyatlas/core';
import { searchCourses } from '../../areas/courses/search.js';
import { fixtureIds, seedCourseFixture } from '../../testing/fixtures/courses.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import type { DialectName } from '../dialect.js';
import { refreshCourseSearch } from './refresh.js';

/** Texts over the demo catalogue: broad, narrow, multi-word, prefixes, accents, spread, none. */
const QUERIES = [
  'ba',
  // Demo courses' translated names (seed/demo/translations.ts): alone and with words of the English name.
  'ingenieria',
  'grado engineering',
  'informatique master',
  // Issue 28: Chinese (one word per character), Hindi (vowel signs kept, checked exactly by SQLite), Arabic.
  '工程',
  '学士 engineering',
  'इंजीनियरिंग',
  'स्नातक',
  'कप्यूटर',
  'الهندسة',
  'بكالوريوس إدارة',
  'nurs',
  'Engineering',
  'business management',
  'master data',
  'science of',
  'intern',
  'énergie',
  'HORTI',
  'care land',
  'e',
  'diploma 2',
  'zzzz',
  '3e4',
  'abc',
  'studio 3e4abc',
];
const ALL = { from: 0, to: 1_000_000, intakeFrom: '2026-03-02' };

type Key = [course: number, location: number];

describe('course text search: the same answers on every database', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, TestDatabase>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect, { content: 'sample-reference' });
      databases.set(dialect, t);
      await seedCourseFixture(t.db, dialect);
    }
  });
  afterAll(async () => Promise.all([...databases.values()].map((t) => t.dispose())));

  const run = async (dialect: DialectName, filter: Record<string, unknown>): Promise<{ total: number; keys: Key[] }> => {
    const t = databases.get(dialect)!;
    const { total, rows } = await searchCourses(t.db, dialect, filter, ALL);
    return { total, keys: rows.map((r) => [r.course_id, r.location_id]) };
  };

  /** The specification of the search in plain JS over the index rows: match, rank, order. */
  const oracle = async (dialect: DialectName, text: string, countryId?: number): Promise<Key[]> => {
    const rows = await databases.get(dialect)!.db.selectFrom('course_search').selectAll().execute();
    const words = searchWords(text);
    const has = (field: string, w: string) => ` ${field}`.includes(` ${w}`);
    const all = (field: string) => words.every((w) => has(field, w));
    // A course's name is found in any of its languages (migration 0038: names_norm).
    const named = (r: { name_norm: string; names_norm: string }) => words.every((w) => has(r.name_norm, w) || has(r.names_norm, w));
    return rows
      .filter((r) => countryId === undefined || r.country_id === countryId)
      .filter((r) => words.every((w) => has(r.name_norm, w) || has(r.names_norm, w) || has(r.area_norm, w) || has(r.desc_norm, w)))
      .map((r) => ({ r, rank: named(r) ? 1 : all(r.area_norm) ? 2 : all(r.desc_norm) ? 3 : 4 }))
      .sort((a, b) => a.rank - b.rank || (a.r.name_norm < b.r.name_norm ? -1 : a.r.name_norm > b.r.name_norm ? 1 : 0) || a.r.course_id - b.r.course_id || a.r.location_id - b.r.location_id)
      .map(({ r }) => [r.course_id, r.location_id]);
  };

  it.each(dialects)('%s: every query gives exactly the oracle’s ordered list and total', async (dialect) => {
    const { au } = await fixtureIds(databases.get(dialect)!.db);
    for (const text of QUERIES) {
      const expected = await oracle(dialect, text);
      const got = await run(dialect, { keyWord: text });
      expect(got.keys, text).toEqual(expected);
      expect(got.total, text).toBe(expected.length);
      const inAustralia = await run(dialect, { keyWord: text, country_fk: au });
      expect(inAustralia.keys, `${text} in AU`).toEqual(await oracle(dialect, text, au));
    }
    expect((await run(dialect, { keyWord: 'nurs' })).total).toBeGreaterThan(0);
    for (const text of ['工程', 'स्नातक', 'الهندسة']) expect((await run(dialect, { keyWord: text })).total, text).toBeGreaterThan(0);
    expect((await run(dialect, { keyWord: 'zzzz' })).total).toBe(0);
    expect((await run(dialect, { keyWord: 'ingenieria' })).total).toBeGreaterThan(0);
  });

  it.skipIf(dialects.length < 2)('SQLite and PostgreSQL give identical ordered lists for the same data', async () => {
    for (const text of QUERIES) {
      for (const SortParm of ['N', 'L'] as const) {
        const [sqlite, postgres] = await Promise.all([run('sqlite', { keyWord: text, SortParm }), run('postgres', { keyWord: text, SortParm })]);
        expect(postgres, `${text} / ${SortParm}`).toEqual(sqlite);
      }
    }
    const [sqlite, postgres] = await Promise.all([run('sqlite', { SortParm: 'L' }), run('postgres', { SortParm: 'L' })]);
    expect(postgres).toEqual(sqlite);
    expect(sqlite.total).toBeGreaterThan(200);
  });

  it.each(dialects)('%s: the name-ordered walk (rank 1 filling the window) gives the ranked query’s pages', async (dialect) => {
    const t = databases.get(dialect)!;
    const { au } = await fixtureIds(t.db);
    const keysOf = (rows: Array<{ course_id: number; location_id: number; rank: number }>) => rows.map((r) => [r.course_id, r.location_id, Number(r.rank)]);
    let walked = 0;
    for (const text of ['ba', 'science', 'master', 'diploma', 'nurs', 'business management', 'e']) {
      for (const filter of [{ keyWord: text }, { keyWord: text, country_fk: au }, { keyWord: text, SortParm: 'L' as const }]) {
        const { total } = await searchCourses(t.db, dialect, filter, ALL);
        for (const [from, to] of [[0, 10], [0, 1], [5, 25], [10, 11], [30, 50], [0, total + 5]] as const) {
          const window = { from, to, intakeFrom: ALL.intakeFrom };
          const ranked = await searchCourses(t.db, dialect, filter, { ...window, walkFrom: Number.MAX_SAFE_INTEGER });
          const walk = await searchCourses(t.db, dialect, filter, { ...window, walkFrom: 0 });
          expect(keysOf(walk.rows), `${JSON.stringify(filter)} ${from}-${to}`).toEqual(keysOf(ranked.rows));
          expect(walk.total).toBe(ranked.total);
          if (walk.rows.length === to - from && walk.rows.every((r) => Number(r.rank) === 1)) walked++;
        }
      }
    }
    expect(walked).toBeGreaterThan(10);
  });

  it.each(dialects)('%s: the seeder and a full rebuild leave one index row per course and campus', async (dialect) => {
    const t = databases.get(dialect)!;
    const count = async (table: 'course_search' | 'course_campuses') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const pairs = await count('course_campuses');
    expect(await count('course_search')).toBe(pairs);
    const before = await run(dialect, { keyWord: 'science' });
    expect(await refreshCourseSearch(t.db, dialect)).toBe(pairs);
    expect(await count('course_search')).toBe(pairs);
    expect(await run(dialect, { keyWord: 'science' })).toEqual(before);
  });
});
