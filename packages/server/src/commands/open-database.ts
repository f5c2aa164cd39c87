import path from 'node:path';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';

export type DatabaseEnv = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** DATABASE_URL (postgres://… selects PostgreSQL) and DATA_DIR (default ./data, relative to the working directory). */
export function databaseOptions(env: DatabaseEnv = process.env): DatabaseOptions {
  return { databaseUrl: nonEmpty(env.DATABASE_URL), dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data') };
}

export const openDatabase = (env: DatabaseEnv = process.env): DatabaseHandle => createDatabase(databaseOptions(env));

/** Opens the database and applies pending migrations; returns the names of those it applied. */
export async function openMigratedDatabase(env: DatabaseEnv = process.env): Promise<{ handle: DatabaseHandle; applied: string[] }> {
  const handle = openDatabase(env);
  try {
    const result = await migrateToLatest(handle.db, handle.dialect);
    return { handle, applied: (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
