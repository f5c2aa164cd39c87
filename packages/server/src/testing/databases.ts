import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DialectName } from '../db/dialect.js';

/** The PostgreSQL server the suite uses; .ci/run starts one there. */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

let pgAvailable: Promise<boolean> | undefined;

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is mandatory in CI but ${TEST_PG_URL} is not reachable: ${String(error)}`);
    }
    console.warn(`[studyatlas] PostgreSQL suite skipped: ${TEST_PG_URL} is not reachable (${String(error)}).`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases the server suite runs on: SQLite always; PostgreSQL when reachable (mandatory with
 * CI=true). Use with `describe.each(await testDialects())`.
 */
export async function testDialects(): Promise<DialectName[]> {
  pgAvailable ??= probePostgres();
  return (await pgAvailable) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  dataDir: string;
  /** Closes and removes everything the test database created. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database: a temporary SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-test-'));
  if (dialect === 'sqlite') {
    const handle = createDatabase({ dataDir });
    await migrateToLatest(handle.db, 'sqlite');
    return {
      ...handle,
      dataDir,
      async dispose() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `sa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = createDatabase({ databaseUrl: TEST_PG_URL, dataDir, pgSchema: schema });
  await migrateToLatest(handle.db, 'postgres', schema);
  return {
    ...handle,
    dataDir,
    async dispose() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
