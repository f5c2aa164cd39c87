import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';

const postgres = (await testDialects()).includes('postgres');

describe.runIf(postgres)('a PostgreSQL connection of ours', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(() => t.dispose());

  it('lets the planner order up to 11 joined tables itself (an application\'s courses join nine)', async () => {
    const setting = async (name: string) => (await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(t.db)).rows[0]!.value;
    expect(await setting('join_collapse_limit')).toBe('11');
    expect(await setting('from_collapse_limit')).toBe('11');
  });
});
