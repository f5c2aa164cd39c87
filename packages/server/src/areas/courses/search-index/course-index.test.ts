import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCourses, type ParsedCourseFilter } from '../search.js';
import { fixtureIds, seedCourseFixture } from '../../../testing/fixtures/courses.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../../testing/databases.js';
import { refreshCourseSearch } from '../../../db/search/index.js';
import type { DialectName } from '../../../db/dialect.js';
import { createCourseIndexKeeper } from './keeper.js';
import type { CourseIndex } from './course-index.js';
import { courseSearchVersion } from '../../../db/search/index.js';
import { searchWords } from '@studyatlas/core';
import { defaultEquivalences } from '../../../text-search/index.js';
import { oracle, type OracleRow } from './ranking-oracle.js';

/** Texts: prefixes, accents, spread, none — and typos, equivalents, phrases, repeats, "&" (issue 14). */
const TEXTS = ['', 'ba', 'nurs', 'Engineering', 'business management', 'science of', 'énergie', 'care land', 'e', 'diploma 2', 'zzzz', 'studio 3e4abc'];
const RANKING_TEXTS = ['Enginering', 'bachelr of horticultral', 'horticulture science', 'science horticultural', 'bsc', 'mba', 'agriculture & environment', 'of of', 'st', 'managment busines', 'Bachelor of Horticultural Science', 'ingenieria', 'grado en ingenieria', 'master informatique', 'ingenierie engineering',
  // Issue 28: the demo's Chinese (one word per character: phrase order ranks), Hindi and Arabic names.
  '工程学士', '学士工程', '硕士 engineering', 'इंजीनियरिंग स्नातक', 'स्नातकोत्तर', 'الهندسة', 'إدارة الأعمال'];
const INTAKE_FROM = '2026-03-02';

/** Prefix-only texts (no word of 5+ letters, no equivalents): the database finds the same rows. */
const prefixOnly = (text: string) => searchWords(text).every((w) => w.length < 5 && defaultEquivalences.of(w).words.length + defaultEquivalences.of(w).phrases.length === 0);

describe('the in-memory course index answers what the ranking rules say', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, { t: TestDatabase; index: CourseIndex; rows: OracleRow[] }>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect, { content: 'sample-reference' });
      await seedCourseFixture(t.db, dialect);
      const index = await createCourseIndexKeeper(t.db).ready();
      const rows = (await t.db.selectFrom('course_search').select(['id', 'course_id', 'location_id', 'name_norm', 'names_norm', 'area_norm', 'desc_norm', 'loc_norm']).execute()).sort(
        (a, b) => (a.name_norm < b.name_norm ? -1 : a.name_norm > b.name_norm ? 1 : 0) || a.course_id - b.course_id || a.location_id - b.location_id,
      );
      databases.set(dialect, { t, index: index!, rows });
    }
  });
  afterAll(async () => Promise.all([...databases.values()].map(({ t }) => t.dispose())));

  /** The answer through the index for one filter and window. */
  const indexed = async (dialect: DialectName, filter: ParsedCourseFilter, from: number, to: number) => {
    const { t, index } = databases.get(dialect)!;
    return searchCourses(t.db, dialect, filter, { from, to, intakeFrom: INTAKE_FROM }, { index });
  };

  /** The answer of the database alone for one filter and window. */
  const database = async (dialect: DialectName, filter: ParsedCourseFilter, from: number, to: number) => {
    const { t } = databases.get(dialect)!;
    return searchCourses(t.db, dialect, filter, { from, to, intakeFrom: INTAKE_FROM });
  };

  /** Both answers of one filter and window: through the index and by the database alone. */
  const both = async (dialect: DialectName, filter: ParsedCourseFilter, from: number, to: number) => ({
    indexed: await indexed(dialect, filter, from, to),
    database: await database(dialect, filter, from, to),
  });

  /** The oracle's answer: the filter's rows (as the database selects them without text), ranked by the rules. */
  const ranked = new Map<string, ReturnType<typeof oracle>>();
  const filteredRows = new Map<string, Set<number>>();
  const expected = async (dialect: DialectName, filter: ParsedCourseFilter) => {
    const { t, rows } = databases.get(dialect)!;
    const withoutText = { ...filter, keyWord: undefined, search: undefined, SortParm: undefined };
    const filterKey = `${dialect}|${JSON.stringify(withoutText)}`;
    if (!filteredRows.has(filterKey)) {
      const filtered = await searchCourses(t.db, dialect, withoutText, { from: 0, to: 1_000_000, intakeFrom: INTAKE_FROM });
      filteredRows.set(filterKey, new Set(filtered.rows.map((r) => r.id)));
    }
    const allowed = filteredRows.get(filterKey)!;
    const text = `${filter.search ?? ''} ${filter.keyWord ?? ''}`;
    const sort = filter.SortParm === 'L' ? 'L' : 'N';
    const key = `${dialect}|${text}|${sort}`;
    // Ranks are per row: the whole catalogue is ranked once per text and order, then filtered.
    if (!ranked.has(key)) ranked.set(key, oracle(rows, text, sort));
    return ranked.get(key)!.filter((r) => allowed.has(r.id));
  };

  it.each(dialects)('%s: texts × filters × both sorts × windows (first, later, deep, past the end, one row)', async (dialect) => {
    const { t } = databases.get(dialect)!;
    const { au, zti, bne } = await fixtureIds(t.db);
    const some = await t.db.selectFrom('course_search').selectAll().where('country_id', '=', au).orderBy('id').executeTakeFirstOrThrow();
    const scholarship = await t.db.selectFrom('scholarships').select('id').orderBy('id').executeTakeFirst();
    const intake = await t.db.selectFrom('intakes').select(['study_mode_id', 'start_date']).orderBy('id').executeTakeFirstOrThrow();
    const filters: ParsedCourseFilter[] = [
      {},
      { country_fk: au },
      { country_fk: au, AwardG_fk: some.award_group_id },
      { country_fk: au, AwardG_fk: some.award_group_id, majorFk: some.major_id },
      { state_fk: some.state_id, minorFk: some.minor_id ?? undefined },
      { city_fk: some.city_id, Award_fk: some.award_id },
      { legal_fk: zti, campus_fk: bne },
      { scholLegalFk: some.legal_id },
      ...(scholarship ? [{ scholFk: scholarship.id }] : []),
      { scholFk: 2_000_000 },
      { studyModeFk: intake.study_mode_id },
      { country_fk: au, intakeDate: intake.start_date },
      { studyModeFk: intake.study_mode_id, intakeDate: '2026-09-01' },
      { studyModeFk: 2_000_000 },
    ];
    let compared = 0;
    for (const text of [...TEXTS, ...RANKING_TEXTS]) {
      for (const filter of filters) {
        for (const SortParm of ['N', 'L'] as const) {
          const f = { ...filter, keyWord: text || undefined, SortParm };
          const all = await indexed(dialect, f, 0, 1_000_000);
          const ranked = await expected(dialect, f);
          expect(all.rows.map((r) => ({ id: r.id, rank: r.rank })), JSON.stringify(f)).toEqual(ranked);
          expect(all.total).toBe(ranked.length);
          // Without text the order is the database's; prefix-only texts find the database's rows. (The
          // database is asked only then: other texts it cannot answer alike, and asking costs.)
          if (!text) expect(all).toEqual(await database(dialect, f, 0, 1_000_000));
          else if (prefixOnly(text)) expect(all.rows.map((r) => r.id).sort()).toEqual((await database(dialect, f, 0, 1_000_000)).rows.map((r) => r.id).sort());
          for (const [from, to] of [[0, 10], [0, 1], [5, 25], [30, 50], [all.total - 3, all.total + 5]] as const) {
            if (from < 0) continue;
            expect(await indexed(dialect, f, from, to), `${JSON.stringify(f)} ${from}-${to}`).toEqual({ total: all.total, rows: all.rows.slice(from, to) });
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  }, 120_000);

  it.skipIf(dialects.length < 2)('the index built from SQLite and from PostgreSQL answers identically (typos, equivalents, phrases included)', async () => {
    const keyed = async (dialect: DialectName, f: ParsedCourseFilter) => {
      const { t, index } = databases.get(dialect)!;
      const { au } = await fixtureIds(t.db);
      const { total, rows } = await searchCourses(t.db, dialect, { ...f, country_fk: f.country_fk === 0 ? au : undefined }, { from: 0, to: 1_000_000, intakeFrom: INTAKE_FROM }, { index });
      return { total, rows: rows.map((r) => [r.course_id, r.location_id, r.rank]) };
    };
    for (const text of [...TEXTS, ...RANKING_TEXTS]) {
      for (const f of [{ keyWord: text }, { keyWord: text, SortParm: 'L' as const }, { keyWord: text, country_fk: 0 }]) {
        const sqlite = await keyed('sqlite', f);
        expect(await keyed('postgres', f), JSON.stringify(f)).toEqual(sqlite);
      }
    }
  });

  it.each(dialects)('%s: the new filter’s words and the old filter’s keyWord search together', async (dialect) => {
    const { au } = await fixtureIds(databases.get(dialect)!.t.db);
    const f = { search: 'business', keyWord: 'man', country_fk: au };
    const found = await indexed(dialect, f, 0, 50);
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.map((r) => ({ id: r.id, rank: r.rank }))).toEqual((await expected(dialect, f)).slice(0, 50));
  });

  it.each(dialects)('%s: intake conditions (study mode, intake from) select by each row’s latest intake', async (dialect) => {
    const { au } = await fixtureIds(databases.get(dialect)!.t.db);
    const mode = await databases.get(dialect)!.t.db.selectFrom('intakes').select('study_mode_id').executeTakeFirstOrThrow();
    for (const filter of [{ country_fk: au, studyModeFk: mode.study_mode_id }, { keyWord: 'e', intakeDate: '2026-09-01' }]) {
      const { indexed, database } = await both(dialect, filter, 0, 1_000_000);
      expect(database.total).toBeGreaterThan(0);
      expect(indexed.total).toBe(database.total);
      expect(indexed.rows.map((r) => r.id).sort()).toEqual(database.rows.map((r) => r.id).sort());
    }
  });
});

describe('the index keeper', async () => {
  const dialects = await testDialects();

  it.each(dialects)('%s: an index serves its own version only; a refresh of the catalogue builds the next one', async (dialect) => {
    const t = await createTestDatabase(dialect, { content: 'sample-reference' });
    try {
      await seedCourseFixture(t.db, dialect);
      const keeper = createCourseIndexKeeper(t.db);
      const version = await courseSearchVersion(t.db);
      expect(keeper.at(version)).toBeUndefined(); // starts building
      const first = await keeper.ready();
      expect(first?.version).toBe(version);
      expect(keeper.at(version)).toBe(first);

      const { A } = await fixtureIds(t.db);
      await t.db.updateTable('courses').set({ name: 'Zymurgy Xenial Studies' }).where('id', '=', A).execute();
      await refreshCourseSearch(t.db, dialect, [A]);
      const next = await courseSearchVersion(t.db);
      expect(next).toBeGreaterThan(version);
      expect(keeper.at(next)).toBeUndefined();
      const second = await keeper.ready();
      expect(second?.version).toBe(next);
      const page = { from: 0, to: 10, intakeFrom: INTAKE_FROM };
      const found = await searchCourses(t.db, dialect, { keyWord: 'zymurgy xenial' }, page, { index: second });
      expect(found.rows.map((r) => [r.course_id, r.name])).toEqual(found.rows.map(() => [A, 'Zymurgy Xenial Studies']));
      expect(found.total).toBeGreaterThan(0);
      expect(await searchCourses(t.db, dialect, { keyWord: 'zymurgy xenial' }, page, { index: first })).toEqual({ total: 0, rows: [] });
    } finally {
      await t.dispose();
    }
  });

  it.each(dialects)('%s: a failed build leaves the databases answering and is not retried at once', async (dialect) => {
    const t = await createTestDatabase(dialect, { content: 'sample-reference' });
    const warnings: string[] = [];
    const keeper = createCourseIndexKeeper(t.db, (message) => warnings.push(message));
    await t.db.schema.dropTable('course_search_version').execute();
    expect(await keeper.ready()).toBeUndefined();
    expect(warnings).toEqual(['course search index not built; the database answers searches']);
    expect(keeper.at(1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warnings).toHaveLength(1);
    await t.dispose();
  });
});
