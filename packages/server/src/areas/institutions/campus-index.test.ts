import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { institutions as contract } from '@studyatlas/core/contracts';
import { seedCourseFixture } from '../../testing/fixtures/courses.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import type { DialectName } from '../../db/dialect.js';
import type { AppContext } from '../../http/context.js';
import { createInstitutionsService, type InstitutionsService } from './service.js';
import { campusIndexKeeper } from './campus-index.js';

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

describe('institutions near a city: the campus index answers what the database answers', async () => {
  const dialects = await testDialects();
  const databases = new Map<DialectName, TestDatabase>();
  beforeAll(async () => {
    for (const dialect of dialects) {
      const t = await createTestDatabase(dialect);
      await seedCourseFixture(t.db, dialect);
      expect(await campusIndexKeeper(t)!.ready()).toBeDefined();
      databases.set(dialect, t);
    }
  });
  afterAll(async () => Promise.all([...databases.values()].map((t) => t.dispose())));

  it.each(dialects)('%s: cities × distances × place, institution and name filters × windows', async (dialect) => {
    const t = databases.get(dialect)!;
    const { indexed, database } = services(t);
    const cities = (
      await sql<{ city_id: number; country_id: number; state_id: number; legal_id: number }>`
        select l.city_id, ci.country_id, ci.state_id, min(l.legal_id) as legal_id from locations l
        join legal_entities le on le.id = l.legal_id join cities ci on ci.id = l.city_id
        where le.kind = 'I' group by l.city_id, ci.country_id, ci.state_id order by count(*) desc, l.city_id limit 6`.execute(t.db)
    ).rows;
    let nonEmpty = 0;
    for (const city of cities) {
      for (const distance of [10, 100, 500, 1_000]) {
        for (const extra of [{}, { country_fk: city.country_id }, { state_fk: city.state_id }, { legal_fk: city.legal_id }, { searchKey: 'a' }, { group_fk: 1 }]) {
          for (const [rowFrom, rowTo] of [[0, 100], [0, 3], [2, 5]] as const) {
            const f = filter({ majorcity_fk: city.city_id, distance, rowFrom, rowTo, ...extra });
            const expected = await database.searchByDistance(f);
            expect(await indexed.searchByDistance(f), JSON.stringify(f)).toEqual(expected);
            if (expected.total > 0) nonEmpty++;
          }
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });
});
