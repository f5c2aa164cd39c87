import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../areas/auth/password.js';
import { createTestDatabase, testDialects, type TestDatabase } from '../../testing/databases.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, DEMO_STAFF } from './members.js';
import { seedDemo } from './seed-demo.js';
import { DEMO_TABLES } from './types.js';

const SMALL = { institutions: 20, courses: 200, today: '2026-01-15' };

describe.each(await testDialects())('demo data on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  const fresh = async () => {
    const t = await createTestDatabase(dialect, { content: 'sample-reference' });
    opened.push(t);
    return t;
  };
  afterAll(async () => Promise.all(opened.map((d) => d.dispose())));

  /** Every catalogue row, ordered, so two databases can be compared. */
  const dump = async (t: TestDatabase) => {
    const tables: Record<string, unknown[]> = {};
    for (const table of DEMO_TABLES) tables[table] = await t.db.selectFrom(table).selectAll().orderBy((eb) => eb.lit(1)).orderBy((eb) => eb.lit(2)).execute();
    return tables;
  };

  let a: TestDatabase;
  let result: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    a = await fresh();
    result = await seedDemo(a.db, dialect, { ...SMALL, seed: 1 });
  });

  it('seeds the requested size with institutions and agents in real destination cities', async () => {
    expect(result.rows.courses).toBe(200);
    expect(result.rows.legal_entities).toBe(25);
    expect(result.members).toBe(DEMO_MEMBERS.length);
    const kinds = await a.db.selectFrom('legal_entities').select('kind').execute();
    expect(kinds.filter((k) => k.kind === 'I')).toHaveLength(20);
    expect(kinds.filter((k) => k.kind === 'A')).toHaveLength(5);

    const placed = await a.db
      .selectFrom('locations')
      .innerJoin('legal_entities', 'legal_entities.id', 'locations.legal_id')
      .innerJoin('cities', 'cities.id', 'locations.city_id')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['legal_entities.kind', 'countries.iso2', 'locations.latitude', 'locations.longitude', 'cities.latitude as city_lat', 'cities.longitude as city_lng'])
      .execute();
    for (const p of placed) {
      expect(Math.abs(p.latitude - p.city_lat)).toBeLessThanOrEqual(0.06);
      expect(Math.abs(p.longitude - p.city_lng)).toBeLessThanOrEqual(0.06);
      if (p.kind === 'I') expect(['AU', 'GB', 'US', 'CA', 'NZ', 'IE', 'DE', 'FR', 'NL']).toContain(p.iso2);
    }
  });

  it('produces identical rows for the same seed and different ones for another seed', async () => {
    const b = await fresh();
    await seedDemo(b.db, dialect, { ...SMALL, seed: 1, members: false });
    const c = await fresh();
    await seedDemo(c.db, dialect, { ...SMALL, seed: 2, members: false });
    const first = await dump(a);
    expect(await dump(b)).toEqual(first);
    const other = await dump(c);
    expect(other.courses).toHaveLength(200);
    expect(other.legal_entities).not.toEqual(first.legal_entities);
    expect(other.courses).not.toEqual(first.courses);
  });

  it('creates verified demo members who can sign in with the demo password', async () => {
    const members = await a.db.selectFrom('clients').select(['email', 'verified_at', 'password_hash']).orderBy('email').execute();
    expect(members.map((m) => m.email).sort()).toEqual([...DEMO_MEMBERS, ...DEMO_STAFF].map((m) => m.email).sort());
    const student = members.find((m) => m.email === DEMO_MEMBER_EMAIL)!;
    expect(student.verified_at).toBe('2026-01-15T00:00:00.000Z');
    expect(await verifyPassword(student.password_hash, DEMO_MEMBER_PASSWORD)).toBe(true);
    expect(new Set(members.map((m) => m.password_hash)).size).toBe(1);
  });

  it("puts the workspace's demo owner and admissions officer on the staff of the demo student's first favourite institution", async () => {
    const favourite = await a.db
      .selectFrom('favourites as f')
      .innerJoin('clients as s', 's.id', 'f.client_id')
      .innerJoin('intakes as i', 'i.id', 'f.reference_id')
      .innerJoin('courses as c', 'c.id', 'i.course_id')
      .select('c.legal_id')
      .where('s.email', '=', DEMO_MEMBER_EMAIL)
      .where('f.category', '=', 'C')
      .orderBy('c.legal_id')
      .executeTakeFirstOrThrow();
    expect(result.workspaceInstitution).toBe(Number(favourite.legal_id));
    const staff = await a.db
      .selectFrom('workspace_members as m')
      .innerJoin('clients as c', 'c.id', 'm.client_id')
      .innerJoin('legal_entities as le', 'le.id', 'm.legal_id')
      .select(['c.email', 'm.role', 'm.legal_id', 'le.kind'])
      .orderBy('c.email')
      .execute();
    expect(staff.map((m) => [m.email, m.role, Number(m.legal_id), m.kind])).toEqual([
      ['admissions@studyatlas.test', 'admissions', result.workspaceInstitution, 'I'],
      ['owner@studyatlas.test', 'owner', result.workspaceInstitution, 'I'],
    ]);
  });

  it('appends with fresh ids and leaves the id sequence ready for normal inserts', async () => {
    const again = await seedDemo(a.db, dialect, { institutions: 2, courses: 5, today: SMALL.today, seed: 3 });
    expect(again.members).toBe(0);
    const max = await a.db.selectFrom('legal_entities').select((eb) => eb.fn.max<number>('id').as('id')).executeTakeFirstOrThrow();
    const inserted = await a.db
      .insertInto('legal_entities')
      .values({ kind: 'I', name: 'Added later', created_at: '2026-01-16T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBe(Number(max.id) + 1);
    const categories = await a.db.selectFrom('form_categories').select('id').execute();
    expect(categories).toHaveLength(result.rows.form_categories);
  });

  it('rejects a bad size or date before writing anything', async () => {
    await expect(seedDemo(a.db, dialect, { institutions: -1 })).rejects.toThrow('institutions must be a whole number');
    await expect(seedDemo(a.db, dialect, { today: '2026-02-30' })).rejects.toThrow('today must be a yyyy-MM-dd date');
  });
});
