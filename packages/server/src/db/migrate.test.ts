import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';

describe.each(await testDialects())('migrations on %s', (dialect) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => Promise.all(opened.map((d) => d.dispose())));

  it('creates the account tables and enforces unique e-mails', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    const row = { email: 'a@b.co', first_name: 'A', surname: 'B', password_hash: 'x', created_at: '2026-01-01T00:00:00Z' };
    const inserted = await t.db.insertInto('clients').values(row).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    await expect(t.db.insertInto('clients').values(row).execute()).rejects.toThrow();
  });

  it('enforces foreign keys', async () => {
    const t = await createTestDatabase(dialect);
    opened.push(t);
    await expect(
      t.db.insertInto('sessions').values({ id: 's', client_id: 999, created_at: 'x', expires_at: 'y' }).execute(),
    ).rejects.toThrow();
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(t.db);
    expect(rows[0]?.n).toBe(1);
  });
});
