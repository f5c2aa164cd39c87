/** The databases of the load-and-crash part (bench/crash.ts): a temporary SQLite directory, a fresh PostgreSQL database. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '@studyatlas/server';
import { BENCH_PG_URL } from './databases.js';

/** Where a `serve` process runs (its environment) and how the bench opens the same database. */
export interface Target {
  label: string;
  env: NodeJS.ProcessEnv;
  open(): DatabaseHandle;
  dispose(): Promise<void>;
}

export function sqliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-crash-'));
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    open: () => createDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database (dropped afterwards), or why there is none. */
export async function postgresTarget(): Promise<Target | string> {
  const name = `sa_bench_crash_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 3_000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database ${name}`);
  } catch (error) {
    return `PostgreSQL at ${BENCH_PG_URL.replace(/\/\/[^@]*@/, '//…@')} unreachable (${(error as Error).message})`;
  }
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-bench-crash-pg-'));
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => createDatabase({ databaseUrl, dataDir }),
    async dispose() {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the target's database for `use`, closed afterwards (SQLite: a fresh connection, which recovers the WAL). */
export async function withDatabase<T>(target: Target, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = target.open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}
