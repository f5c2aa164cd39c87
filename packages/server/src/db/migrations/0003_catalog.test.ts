import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import { seedReference } from '../../seed/reference.js';

const NOW = '2026-01-15T00:00:00.000Z';
const SYDNEY = 7408;

describe.each(await testDialects())('catalogue schema on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    await seedReference(t.db, dialect, { geo: 'sample' });
  });
  afterAll(async () => t?.dispose());

  const institution = (externalId: string | null, kind: 'I' | 'A' = 'I') =>
    t.db
      .insertInto('legal_entities')
      .values({ kind, external_id: externalId, name: `Org ${externalId}`, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('stores a whole catalogue chain: institution → campus → course → intake, and cascades deletes', async () => {
    const { id: legalId } = await institution('SCHEMA-1');
    const { id: locationId } = await t.db
      .insertInto('locations')
      .values({ legal_id: legalId, name: 'City Campus', city_id: SYDNEY, latitude: -33.87, longitude: 151.21, is_head_office: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: courseId } = await t.db
      .insertInto('courses')
      .values({ legal_id: legalId, name: 'Bachelor of Nursing', major_id: 9, minor_id: 901, award_id: 43, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('course_campuses').values({ course_id: courseId, location_id: locationId }).execute();
    await t.db
      .insertInto('intakes')
      .values({ course_id: courseId, location_id: locationId, study_mode_id: 1, start_date: '2026-07-20', seats: 40, annual_fee: 32500.5, total_fee: 97501.5, currency: 'AUD' })
      .execute();

    const intake = await t.db.selectFrom('intakes').selectAll().where('course_id', '=', courseId).executeTakeFirstOrThrow();
    expect(intake).toMatchObject({ start_date: '2026-07-20', seats: 40, annual_fee: 32500.5, total_fee: 97501.5, currency: 'AUD' });
    const course = await t.db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirstOrThrow();
    expect(course).toMatchObject({ description: '', course_code: '', interview_required: 0, min_reference: 0, duration_months: null });

    await t.db.deleteFrom('legal_entities').where('id', '=', legalId).execute();
    expect(await t.db.selectFrom('intakes').select('id').where('course_id', '=', courseId).execute()).toEqual([]);
    expect(await t.db.selectFrom('locations').select('id').where('legal_id', '=', legalId).execute()).toEqual([]);
  });

  it('keeps external ids unique but allows many without one', async () => {
    await institution('DUP-1');
    await expect(institution('DUP-1', 'A')).rejects.toThrow();
    await institution(null);
    await institution(null);
    const nulls = await t.db.selectFrom('legal_entities').select('id').where('external_id', 'is', null).execute();
    expect(nulls.length).toBeGreaterThanOrEqual(2);
  });

  it('rejects an unknown kind, an unknown city and a duplicate intake', async () => {
    await expect(
      t.db.insertInto('legal_entities').values({ kind: 'X' as 'I', name: 'Bad', created_at: NOW }).execute(),
    ).rejects.toThrow();
    const { id: legalId } = await institution('SCHEMA-2');
    await expect(
      t.db.insertInto('locations').values({ legal_id: legalId, name: 'Nowhere', city_id: 999_999_999, latitude: 0, longitude: 0 }).execute(),
    ).rejects.toThrow();
    const { id: locationId } = await t.db
      .insertInto('locations')
      .values({ legal_id: legalId, name: 'Main', city_id: SYDNEY, latitude: -33.87, longitude: 151.21 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: courseId } = await t.db
      .insertInto('courses')
      .values({ legal_id: legalId, name: 'Diploma of Nursing', major_id: 9, award_id: 41, created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const intake = { course_id: courseId, location_id: locationId, study_mode_id: 1, start_date: '2026-02-01', currency: 'AUD' };
    await t.db.insertInto('intakes').values(intake).execute();
    await expect(t.db.insertInto('intakes').values(intake).execute()).rejects.toThrow();
  });

  it('limits form categories to 12 levels', async () => {
    await t.db.insertInto('form_categories').values({ parent_id: null, level: 11, name: 'Deep' }).execute();
    await expect(t.db.insertInto('form_categories').values({ parent_id: null, level: 12, name: 'Too deep' }).execute()).rejects.toThrow();
  });
});
