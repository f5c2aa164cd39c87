import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_SQLITE_FILE, isPostgresUrl } from '../db/create-database.js';
import type { DialectName } from '../db/dialect.js';
import { readArchive, type ArchiveEntry } from './backup-archive.js';
import { databaseEntry, dataTarget, listDataFiles, MANIFEST, type Manifest } from './backup-layout.js';
import { databaseOptions, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';
import { libpqEnv, postgresTool, runPostgresTool } from './postgres-tools.js';

export interface RestoreOptions {
  /** --force: restore over a database and data folder that are not empty. */
  force?: boolean;
}

async function readManifest(entry: ArchiveEntry | undefined, file: string): Promise<Manifest> {
  if (entry?.name !== MANIFEST) throw new Error(`${file} is not a StudyAtlas backup (it does not start with ${MANIFEST})`);
  const manifest = JSON.parse((await entry.bytes()).toString('utf8')) as Partial<Manifest>;
  if (manifest.format !== 'studyatlas-backup' || manifest.version !== 1 || (manifest.dialect !== 'sqlite' && manifest.dialect !== 'postgres')) {
    throw new Error(`${file} is a backup of an unknown format or version`);
  }
  return manifest as Manifest;
}

/** Tables in the PostgreSQL database's current schema. */
async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = current_schema()`);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** What is already in the place to restore into (empty: nothing). */
async function occupied(dialect: DialectName, dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  const found: string[] = [];
  if (dialect === 'sqlite' && (await stat(path.join(dataDir, DEFAULT_SQLITE_FILE)).then((info) => info.size > 0, () => false))) found.push(`the database ${DEFAULT_SQLITE_FILE}`);
  if (dialect === 'postgres') {
    const tables = await postgresTables(databaseUrl!);
    if (tables > 0) found.push(`${tables} table${tables === 1 ? '' : 's'} in the database`);
  }
  const files = await listDataFiles(dataDir);
  if (files.length > 0) found.push(`${files.length} file${files.length === 1 ? '' : 's'} in ${dataDir}`);
  return found;
}

/** Writes an entry aside in the target's folder, then renames it into place (an interrupted restore leaves no half file). */
async function place(entry: ArchiveEntry, target: string): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const aside = `${target}.restoring`;
  await rm(aside, { force: true });
  await entry.copyTo(aside);
  await rename(aside, target);
}

/**
 * `studyatlas restore FILE [--force]`: puts a backup's database and data files back, into an empty
 * place (no database tables, no data files) unless --force. The server must be stopped; it
 * applies any newer migrations when it starts. A backup restores into the dialect it was taken on.
 */
export async function restore(file: string, { force = false }: RestoreOptions, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { dataDir, databaseUrl } = databaseOptions(env);
  const dialect: DialectName = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  const entries = readArchive(path.resolve(file));
  const manifest = await readManifest((await entries.next()).value || undefined, file);
  if (manifest.dialect !== dialect) {
    throw new Error(`${file} is a backup of a ${manifest.dialect} database; set ${manifest.dialect === 'postgres' ? 'DATABASE_URL to a PostgreSQL database' : 'no DATABASE_URL (SQLite)'} to restore it`);
  }
  const present = await occupied(dialect, dataDir, databaseUrl);
  if (present.length > 0 && !force) {
    output.err(`studyatlas restore: the target is not empty (${present.join(', ')}). Restore into an empty database and data folder, or pass --force to restore over them.`);
    await entries.return(undefined);
    return 1;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'studyatlas-restore-'));
  let files = 0;
  let database = false;
  try {
    for await (const entry of entries) {
      if (entry.name === databaseEntry(dialect) && !database) {
        database = true;
        if (dialect === 'sqlite') {
          await place(entry, path.join(dataDir, DEFAULT_SQLITE_FILE));
          for (const companion of ['-wal', '-shm', '-journal']) await rm(path.join(dataDir, `${DEFAULT_SQLITE_FILE}${companion}`), { force: true });
        } else {
          const dump = path.join(work, 'database.pgdump');
          await entry.copyTo(dump);
          const clean = force ? ['--clean', '--if-exists'] : [];
          // pg_restore writes into the database named by --dbname (else it prints SQL); the connection
          // itself, password included, goes through libpq's environment.
          const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--no-password', ...clean, `--dbname=${libpqEnv(databaseUrl!).PGDATABASE}`, dump];
          await runPostgresTool(postgresTool('pg_restore', env), args, databaseUrl!, env);
        }
        continue;
      }
      const target = dataTarget(dataDir, entry.name);
      if (!target) throw new Error(`${file} holds an entry outside the data folder or out of place: ${entry.name}`);
      await place(entry, target);
      files += 1;
    }
    if (!database) throw new Error(`${file} holds no database`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  output.out(`Restored the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database (backed up ${manifest.createdAt}, migration ${manifest.migration ?? 'none'}) and ${files} file${files === 1 ? '' : 's'} into ${dataDir} in ${seconds(performance.now() - started)}.`);
  return 0;
}
