import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/databases.js';
import { createEmbedOriginList } from './embed-origins.js';

/*
 * Several instances: each keeps its own copy of the allowed origins for a short time. A change made
 * through another instance (here: straight in the table) shows once the copy is older than the TTL;
 * one made through this instance (changed()) at once.
 */
describe.each(await testDialects())('the allowed origins every instance reads on %s', (dialect) => {
  let database: TestDatabase;
  let legalId: number;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const { id } = await database.db.insertInto('legal_entities').values({ kind: 'I', name: 'Harbour University', logo_path: null, external_id: null, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    legalId = Number(id);
  });
  afterAll(async () => database?.dispose());

  it('sees another instance’s addition and removal within the TTL, its own at once', async () => {
    const other = createEmbedOriginList(database.db, 200);
    const mine = createEmbedOriginList(database.db, 60_000);
    expect(await other.has('https://a.example')).toBe(false);
    const row = await database.db.insertInto('embed_origins').values({ legal_id: legalId, origin: 'https://a.example', created_by: null, created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    expect(await other.has('https://a.example')).toBe(false); // still its cached copy
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await other.has('https://a.example')).toBe(true);

    expect(await mine.has('https://a.example')).toBe(true);
    await database.db.deleteFrom('embed_origins').where('id', '=', row.id).execute();
    expect(await mine.has('https://a.example')).toBe(true);
    mine.changed();
    expect(await mine.has('https://a.example')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await other.has('https://a.example')).toBe(false);
  });
});
