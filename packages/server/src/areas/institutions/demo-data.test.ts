import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/index.js';
import { createTestApp, json, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';

/** The area on the seeded demo catalogue (registry geography): every call answers and agrees with the tables. */
describe.each(await testDialects())('institutions on demo data (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 20, courses: 200, today: '2026-03-01', members: false });
  }, 60_000);
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('searches, pages and maps every institution', async () => {
    const all = json<{ total: number; rows: Array<{ legalFk: number; courseCount: number }> }>(await post('/api/InstitutePublic/InstSearchDataPublic', {}));
    expect(all.total).toBe(20);
    const courses = await t.database.db.selectFrom('courses').select('id').execute();
    expect(all.rows.reduce((sum, r) => sum + r.courseCount, 0)).toBe(courses.length);
    const pageTwo = json<{ total: number; rows: Array<{ legalFk: number }> }>(await post('/api/InstitutePublic/InstSearchDataPublic', { rowFrom: 10, rowTo: 20 }));
    expect(pageTwo.rows.map((r) => r.legalFk)).toEqual(all.rows.slice(10, 20).map((r) => r.legalFk));

    const campuses = await t.database.db
      .selectFrom('locations')
      .innerJoin('legal_entities', 'legal_entities.id', 'locations.legal_id')
      .where('legal_entities.kind', '=', 'I')
      .select('locations.id')
      .execute();
    const map = json<{ locationCount: number; records: Array<{ iconType: string; locationCount: number }> }>(
      await post('/api/InstitutePublic/SearchMapDataByInstLoc', {}),
    );
    expect(map.locationCount).toBe(campuses.length);
    for (const icon of ['ICON1', 'ICON2', 'ICON3', 'ICON4']) {
      expect(map.records.filter((r) => r.iconType === icon).reduce((sum, r) => sum + r.locationCount, 0), icon).toBe(campuses.length);
    }
  });

  it('answers the detail, print view and related lists of every institution', async () => {
    const ids = await t.database.db.selectFrom('legal_entities').select('id').where('kind', '=', 'I').execute();
    for (const { id } of ids) {
      const legalFk = String(id);
      for (const url of ['/api/InstitutePublic/instDetailPublic', '/api/Institute/instDetailPrint', '/api/InstitutePublic/scholarshipsPublic', '/api/InstitutePublic/formCategoryPublic']) {
        const response = await t.app.inject({ url, query: { legalFk } });
        expect(response.statusCode, `${url} ${legalFk}: ${response.body}`).toBe(200);
      }
      expect((await post('/api/InstitutePublic/repAgentPublic', { legalFk: id })).statusCode).toBe(200);
    }
  });

  it('searches by distance around a demo city', async () => {
    const campus = await t.database.db.selectFrom('locations').select('city_id').orderBy('id').executeTakeFirstOrThrow();
    const reply = json<{ total: number; rows: Array<{ distanceKm: number }> }>(
      await post('/api/InstitutePublic/SearchByDistanceAwardP', { majorcity_fk: campus.city_id, distance: 100 }),
    );
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.rows.every((r) => r.distanceKm <= 100)).toBe(true);
  });
});
