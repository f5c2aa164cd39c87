import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { DEFAULT_SQLITE_FILE, isPostgresUrl } from '../db/create-database.js';
import { s3SettingsFrom } from '../storage/s3-settings.js';
import { s3Store } from '../storage/s3-store.js';
import { createArchive } from './backup-archive.js';
import { archiveBucketFiles } from './backup-bucket.js';
import { keysOutsideDatabase, writeKeysOutsideDatabase, type KeyRow } from './backup-keys.js';
import { DATA_PREFIX, databaseEntry, listDataFiles, MANIFEST, uploadKeyOf, type Manifest } from './backup-layout.js';
import { databaseOptions, type DatabaseEnv } from './open-database.js';
import { filesCount, seconds, type Output } from './output.js';
import { postgresTool, runPostgresTool } from './postgres-tools.js';

const LAST_MIGRATION = 'select name from kysely_migration order by name desc limit 1';

/**
 * SQLite's online backup API (better-sqlite3 `backup()`) from a connection of its own, while the
 * server writes through others: every remaining page in one step, so the copy is one consistent
 * read of the database (in steps, a write between two of them would start the copy over). The
 * migration and the keys of the files kept outside the database are read from the copy.
 */
async function backupSqlite(dataDir: string, copy: string, keysFile: string): Promise<string | null> {
  const source = new SQLite(path.join(dataDir, DEFAULT_SQLITE_FILE), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(copy, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copied = new SQLite(copy, { readonly: true });
  try {
    const keys = copied.prepare(keysOutsideDatabase('?'));
    await writeKeysOutsideDatabase(keysFile, async (after) => keys.all(after) as KeyRow[]);
    return (copied.prepare(LAST_MIGRATION).get() as { name: string } | undefined)?.name ?? null;
  } finally {
    copied.close();
  }
}

/**
 * pg_dump's custom format (compressed, restored by pg_restore) of a snapshot exported by a
 * transaction of ours, which then reads the migration and the keys of the files kept outside the
 * database from that same snapshot: the keys are exactly those the dump names.
 */
async function backupPostgres(databaseUrl: string, dump: string, keysFile: string, env: DatabaseEnv): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { snapshot } = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows[0]!;
    await runPostgresTool(postgresTool('pg_dump', env), ['--format=custom', '--no-password', `--snapshot=${snapshot}`, `--file=${dump}`], databaseUrl, env);
    await writeKeysOutsideDatabase(keysFile, async (after) => (await client.query<KeyRow>(keysOutsideDatabase('$1'), [after])).rows);
    const migration = ((await client.query<{ name: string }>(LAST_MIGRATION)).rows[0]?.name as string | undefined) ?? null;
    await client.query('commit');
    return migration;
  } finally {
    await client.end();
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * `studyatlas backup FILE`: the database (SQLite through its online backup API, PostgreSQL through
 * pg_dump), every file of the data folder and the uploaded files kept in S3_URL's bucket, in one tar
 * archive, while the server runs. The database is copied first, then the files: an uploaded file is
 * written before its row (and never changed or removed but by `files move`), so every file the copied
 * database names is in the archive. Written aside and renamed when complete. Exits 1 (the archive
 * written) when a file the database names is in no store.
 */
export async function backup(file: string, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { dataDir, databaseUrl } = databaseOptions(env);
  const s3 = s3SettingsFrom(env);
  const bucket = s3 ? s3Store(s3) : undefined;
  const dialect = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  const target = path.resolve(file);
  if (await stat(target).then(() => true, () => false)) throw new Error(`${file} exists: a backup never overwrites a file`);
  const work = await mkdtemp(path.join(tmpdir(), 'studyatlas-backup-'));
  const partial = `${target}.partial`;
  try {
    const copy = path.join(work, databaseEntry(dialect));
    const keysFile = path.join(work, 'keys');
    const migration = dialect === 'sqlite' ? await backupSqlite(dataDir, copy, keysFile) : await backupPostgres(databaseUrl!, copy, keysFile, env);
    const manifest: Manifest = { format: 'studyatlas-backup', version: 1, dialect, createdAt: new Date().toISOString(), migration };
    const archive = await createArchive(partial);
    let bytes = 0;
    let files = 0;
    const inFolder = new Set<string>();
    let fromBucket: Awaited<ReturnType<typeof archiveBucketFiles>>;
    try {
      await archive.addBytes(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      const copied = await stat(copy);
      await archive.addFile(databaseEntry(dialect), copy, copied.size, copied.mtime);
      bytes += copied.size;
      for (const data of await listDataFiles(dataDir)) {
        if (path.resolve(data.path) === partial) continue;
        await archive.addFile(`${DATA_PREFIX}${data.relative}`, data.path, data.size, data.mtime);
        const key = uploadKeyOf(data.relative);
        if (key) inFolder.add(key);
        bytes += data.size;
        files += 1;
      }
      fromBucket = await archiveBucketFiles(archive, keysFile, inFolder, bucket);
      bytes += fromBucket.bytes;
    } finally {
      await archive.close();
    }
    await rename(partial, target);
    const what = `the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database${bucket ? ',' : ' and'} ${filesCount(files)} of ${dataDir}${bucket ? ` and ${filesCount(fromBucket.files)} of ${bucket.where}` : ''}`;
    output.out(`Backed up ${what} (${megabytes(bytes)}) to ${target} in ${seconds(performance.now() - started)}.`);
    const { missing } = fromBucket;
    if (missing.count === 0) return 0;
    const stores = bucket ? `the database, the data folder, ${bucket.where}` : 'the database, the data folder; S3_URL is not set, so no bucket was read';
    output.err(`${missing.count} stored file${missing.count === 1 ? ' is' : 's are'} in no store (${stores}): ${missing.first.join(', ')}${missing.count > missing.first.length ? ', …' : ''}`);
    return 1;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
