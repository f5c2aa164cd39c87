import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { compiledOnce } from './compiled-once.js';

const postgres = (await testDialects()).includes('postgres');

describe.runIf(postgres)('queries compiled once on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t.dispose());

  it('are named prepared statements on the connection, and answer each call with its arguments', async () => {
    const byId = compiledOnce<{ id: number; name: string }>((k, [id]) => k.selectFrom('award_groups').select(['id', 'name']).where('id', '=', id as number), ['number']);
    await sql`insert into award_groups (id, name, sort_order) values (901, 'Alpha', 1), (902, 'Beta', 2)`.execute(t.db);
    await t.db.connection().execute(async (connection) => {
      expect(await byId(connection, [901])).toEqual([{ id: 901, name: 'Alpha' }]);
      expect(await byId(connection, [902])).toEqual([{ id: 902, name: 'Beta' }]);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(connection);
      expect(rows.filter((r) => r.statement.includes('award_groups'))).toEqual([{ name: expect.stringMatching(/^sa_[0-9a-f]{20}$/), statement: expect.stringContaining('where "id" = $1') }]);
    });
  });

  it('leave every other query unprepared', async () => {
    await t.db.connection().execute(async (connection) => {
      await sql`select count(*) from award_groups`.execute(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      expect(rows.some((r) => r.statement.includes('count(*)'))).toBe(false);
    });
  });
});
