import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { ensureDemoData } from './ensure-demo-data.js';

const OPTIONS = { geo: 'sample', institutions: 10, courses: 60, today: '2026-03-01' } as const;

describe.each(await testDialects())('ensureDemoData on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.dispose())));

  it('seeds reference and demo data on first run, then skips', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    const first = await ensureDemoData(t, OPTIONS);
    expect(first.reference.inserted.cities).toBe(54_057);
    expect(first.demo?.rows.courses).toBe(60);
    expect(first.demo?.today).toBe('2026-03-01');

    const second = await ensureDemoData(t, OPTIONS);
    expect(second.demo).toBeNull();
    expect(Object.values(second.reference.inserted).every((n) => n === 0)).toBe(true);
    const courses = await t.db.selectFrom('courses').select('id').execute();
    expect(courses).toHaveLength(60);
  });

  it('leaves a catalogue that already has an institution alone', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    await t.db.insertInto('legal_entities').values({ kind: 'I', name: 'Imported first', created_at: '2026-01-01T00:00:00Z' }).execute();
    const result = await ensureDemoData(t, OPTIONS);
    expect(result.demo).toBeNull();
    expect(result.reference.inserted.countries).toBe(250);
    expect(await t.db.selectFrom('legal_entities').select('name').execute()).toEqual([{ name: 'Imported first' }]);
    expect(await t.db.selectFrom('clients').select('id').execute()).toEqual([]);
  });
});
