import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_SQLITE_FILE, isPostgresUrl } from '../db/create-database.js';
import { createArchive } from './backup-archive.js';
import { DATA_PREFIX, databaseEntry, listDataFiles, MANIFEST, type Manifest } from './backup-layout.js';
import { databaseOptions, type DatabaseEnv } from './open-database.js';
import { seconds, type Output } from './output.js';
import { postgresTool, runPostgresTool } from './postgres-tools.js';

const LAST_MIGRATION = 'select name from kysely_migration order by name desc limit 1';

/**
 * SQLite's online backup API (better-sqlite3 `backup()`) from a connection of its own, while the
 * server writes through others: every remaining page in one step, so the copy is one consistent
 * read of the database (in steps, a write between two of them would start the copy over).
 */
async function backupSqlite(dataDir: string, copy: string): Promise<string | null> {
  const source = new SQLite(path.join(dataDir, DEFAULT_SQLITE_FILE), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copied = new SQLite(copy, { readonly: true });
  try {
    return (copied.prepare(LAST_MIGRATION).get() as { name: string } | undefined)?.name ?? null;
  } finally {
    copied.close();
  }
}

/** pg_dump's custom format (compressed, restored by pg_restore): one consistent snapshot of the database. */
async function backupPostgres(databaseUrl: string, dump: string, env: DatabaseEnv): Promise<string | null> {
  await runPostgresTool(postgresTool('pg_dump', env), ['--format=custom', '--no-password', `--file=${dump}`], databaseUrl, env);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return ((await client.query<{ name: string }>(LAST_MIGRATION)).rows[0]?.name as string | undefined) ?? null;
  } finally {
    await client.end();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `studyatlas backup FILE`: the database (SQLite through its online backup API, PostgreSQL through
 * pg_dump) and every file of the data folder, in one tar archive, while the server runs. The
 * database is copied first, then the files: an uploaded file is written before its row, so every
 * file the copied database names is in the archive. Written aside and renamed when complete.
 */
export async function backup(file: string, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { dataDir, databaseUrl } = databaseOptions(env);
  const dialect = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  const target = path.resolve(file);
  if (await stat(target).then(() => true, () => false)) throw new Error(`${file} exists: a backup never overwrites a file`);
  const work = await mkdtemp(path.join(tmpdir(), 'studyatlas-backup-'));
  const partial = `${target}.partial`;
  try {
    const copy = path.join(work, databaseEntry(dialect));
    const migration = dialect === 'sqlite' ? await backupSqlite(dataDir, copy) : await backupPostgres(databaseUrl!, copy, env);
    const manifest: Manifest = { format: 'studyatlas-backup', version: 1, dialect, createdAt: new Date().toISOString(), migration };
    const archive = await createArchive(partial);
    let bytes = 0;
    let files = 0;
    try {
      await archive.addBytes(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      const copied = await stat(copy);
      await archive.addFile(databaseEntry(dialect), copy, copied.size, copied.mtime);
      bytes += copied.size;
      for (const data of await listDataFiles(dataDir)) {
        if (path.resolve(data.path) === partial) continue;
        await archive.addFile(`${DATA_PREFIX}${data.relative}`, data.path, data.size, data.mtime);
        bytes += data.size;
        files += 1;
      }
    } finally {
      await archive.close();
    }
    await rename(partial, target);
    output.out(`Backed up the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${files} file${files === 1 ? '' : 's'} of ${dataDir} (${megabytes(bytes)}) to ${target} in ${seconds(performance.now() - started)}.`);
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
