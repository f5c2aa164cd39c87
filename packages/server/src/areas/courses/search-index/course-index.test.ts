import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCourses, type ParsedCourseFilter } from '../search.js';
import { fixtureIds, seedCourseFixture } from '../../../testing/fixtures/courses.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../../testing/databases.js';
import { refreshCourseSearch } from '../../../db/search/index.js';
import type { DialectName } from '../../../db/dialect.js';
import { createCourseIndexKeeper } from './keeper.js';
import type { CourseIndex } from './course-index.js';
import { courseSearchVersion } from '../../../db/search/index.js';

const TEXTS = ['', 'ba', 'nurs', 'Engineering', 'business management', 'science of', 'énergie', 'care land', 'e', 'diploma 2', 'zzzz', 'studio 3e4abc'];
const INTAKE_FROM = '2026-03-02';

describe('the in-memory course index answers exactly what the database answers', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, { t: TestDatabase; index: CourseIndex }>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect);
      await seedCourseFixture(t.db, dialect);
      const index = await createCourseIndexKeeper(t.db).ready();
      databases.set(dialect, { t, index: index! });
    }
  });
  afterAll(async () => Promise.all([...databases.values()].map(({ t }) => t.dispose())));

  /** Both answers of one filter and window: through the index and by the database alone. */
  const both = async (dialect: DialectName, filter: ParsedCourseFilter, from: number, to: number) => {
    const { t, index } = databases.get(dialect)!;
    const page = { from, to, intakeFrom: INTAKE_FROM };
    return {
      indexed: await searchCourses(t.db, dialect, filter, page, { index }),
      database: await searchCourses(t.db, dialect, filter, page),
    };
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
    for (const text of TEXTS) {
      for (const filter of filters) {
        for (const SortParm of ['N', 'L'] as const) {
          const f = { ...filter, keyWord: text || undefined, SortParm };
          const { database } = await both(dialect, f, 0, 1_000_000);
          for (const [from, to] of [[0, 10], [0, 1], [5, 25], [30, 50], [database.total - 3, database.total + 5], [0, 1_000_000]] as const) {
            if (from < 0) continue;
            const { indexed, database: expected } = await both(dialect, f, from, to);
            expect(indexed, `${JSON.stringify(f)} ${from}-${to}`).toEqual(expected);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it.each(dialects)('%s: the new filter’s words and the old filter’s keyWord search together', async (dialect) => {
    const { au } = await fixtureIds(databases.get(dialect)!.t.db);
    const { indexed, database } = await both(dialect, { search: 'business', keyWord: 'man', country_fk: au }, 0, 50);
    expect(database.total).toBeGreaterThan(0);
    expect(indexed).toEqual(database);
  });

  it.each(dialects)('%s: intake conditions (study mode, intake from) select by each row’s latest intake', async (dialect) => {
    const { au } = await fixtureIds(databases.get(dialect)!.t.db);
    const mode = await databases.get(dialect)!.t.db.selectFrom('intakes').select('study_mode_id').executeTakeFirstOrThrow();
    for (const filter of [{ country_fk: au, studyModeFk: mode.study_mode_id }, { keyWord: 'e', intakeDate: '2026-09-01' }]) {
      const { indexed, database } = await both(dialect, filter, 0, 20);
      expect(database.total).toBeGreaterThan(0);
      expect(indexed).toEqual(database);
    }
  });
});

describe('the index keeper', async () => {
  const dialects = await testDialects();

  it.each(dialects)('%s: an index serves its own version only; a refresh of the catalogue builds the next one', async (dialect) => {
    const t = await createTestDatabase(dialect);
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
    const t = await createTestDatabase(dialect);
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
