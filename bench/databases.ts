/** The bench's databases: a temporary SQLite file, and a fresh PostgreSQL schema dropped afterwards. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest, type DatabaseHandle } from '@studyatlas/server';

export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  /** PostgreSQL: where another process opens the same database (SQLite: the file in `dataDir`). */
  connection?: { databaseUrl: string; pgSchema: string };
  dispose(): Promise<void>;
}

export async function sqliteDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-'));
  const handle = createDatabase({ dataDir });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    handle,
    dataDir,
    async dispose() {
      await handle.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh schema in PostgreSQL, or the reason it cannot be had. */
export async function postgresDatabase(): Promise<BenchDatabase | string> {
  const admin = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 3_000 });
  const schema = `sa_bench_${randomBytes(5).toString('hex')}`;
  try {
    await admin.connect();
    await admin.query(`create schema ${schema}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return `PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@]*@/, '//…@')} unreachable (${(error as Error).message})`;
  }
  await admin.end();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-pg-'));
  const handle = createDatabase({ databaseUrl: BENCH_PG_URL, dataDir, pgSchema: schema });
  await migrateToLatest(handle.db, 'postgres', schema);
  return {
    handle,
    dataDir,
    connection: { databaseUrl: BENCH_PG_URL, pgSchema: schema },
    async dispose() {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: BENCH_PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
