import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_SQLITE_FILE, isPostgresUrl } from '../db/create-database.js';
import type { DialectName } from '../db/dialect.js';
import { fileStoreFrom } from '../storage/file-store-settings.js';
import type { FileStoreKind } from '../storage/file-store-interface.js';
import { FILES_DIR } from '../storage/keys.js';
import { s3Store } from '../storage/s3-store.js';
import { readArchive, type ArchiveEntry } from './backup-archive.js';
import { bucketKeyOf, databaseEntry, dataTarget, listDataFiles, MANIFEST } from './backup-layout.js';
import { surveyArchive } from './restore-survey.js';
import { databaseOptions, type DatabaseEnv } from './open-database.js';
import { filesCount, seconds, type Output } from './output.js';
import { libpqEnv, postgresTool, runPostgresTool } from './postgres-tools.js';

export interface RestoreOptions {
  /** --force: restore over a database and data folder that are not empty. */
  force?: boolean;
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
  if (files.length > 0) found.push(`${filesCount(files.length)} in ${dataDir}`);
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

/** A line for uploaded files restored into a store other than FILE_STORE's: they are served from there, and `files move` takes them over. */
function otherStoreNote(count: number, where: string, fileStore: FileStoreKind): string | null {
  if (count === 0) return null;
  return `${count} uploaded file${count === 1 ? ' is' : 's are'} in ${where}, not where FILE_STORE=${fileStore} keeps new ones: the server serves ${count === 1 ? 'it' : 'them'} from there, and \`studyatlas files move --to ${fileStore}\` moves ${count === 1 ? 'it' : 'them'}.`;
}

/**
 * `studyatlas restore FILE [--force]`: puts a backup's database and data files back, into an empty
 * place (no database tables, no data files) unless --force, and the uploaded files it took from a
 * bucket into S3_URL's bucket (refused without S3_URL; an empty bucket will do, and objects already
 * there are written again with the same bytes: a key is never reused). Every file goes back into the
 * kind of store it was taken from; `files move` changes that afterwards. The server must be stopped;
 * it applies any newer migrations when it starts. A backup restores into the dialect it was taken on.
 */
export async function restore(file: string, { force = false }: RestoreOptions, env: DatabaseEnv, output: Output): Promise<number> {
  const started = performance.now();
  const { dataDir, databaseUrl } = databaseOptions(env);
  const { fileStore, s3 } = fileStoreFrom(env);
  const dialect: DialectName = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  const archiveFile = path.resolve(file);
  const { manifest, database, uploads } = await surveyArchive(archiveFile, dataDir);
  if (manifest.dialect !== dialect) {
    throw new Error(`${file} is a backup of a ${manifest.dialect} database; set ${manifest.dialect === 'postgres' ? 'DATABASE_URL to a PostgreSQL database' : 'no DATABASE_URL (SQLite)'} to restore it`);
  }
  if (!database) throw new Error(`${file} holds no database`);
  if (uploads.bucket > 0 && !s3) {
    throw new Error(`${file} holds ${filesCount(uploads.bucket)} uploaded to an S3 bucket: set S3_URL to the bucket to restore them into (an empty one will do), as the servers will have it`);
  }
  const bucket = s3 ? s3Store(s3) : undefined;
  const present = await occupied(dialect, dataDir, databaseUrl);
  if (present.length > 0 && !force) {
    output.err(`studyatlas restore: the target is not empty (${present.join(', ')}). Restore into an empty database and data folder, or pass --force to restore over them.`);
    return 1;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'studyatlas-restore-'));
  let files = 0;
  let restoredDatabase = false;
  try {
    for await (const entry of readArchive(archiveFile)) {
      if (entry.name === MANIFEST) continue;
      if (entry.name === databaseEntry(dialect) && !restoredDatabase) {
        restoredDatabase = true;
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
      const key = bucketKeyOf(entry.name);
      if (key) {
        await bucket!.putStream(key, entry.size, () => entry.stream());
        continue;
      }
      const target = dataTarget(dataDir, entry.name);
      if (!target) throw new Error(`${file} holds an entry outside the data folder or out of place: ${entry.name}`);
      await place(entry, target);
      files += 1;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const intoBucket = bucket ? ` and ${filesCount(uploads.bucket)} into ${bucket.where}` : '';
  output.out(`Restored the ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database (backed up ${manifest.createdAt}, migration ${manifest.migration ?? 'none'}) and ${filesCount(files)} into ${dataDir}${intoBucket} in ${seconds(performance.now() - started)}.`);
  const notes = [
    fileStore === 'folder' ? null : otherStoreNote(uploads.folder, path.join(dataDir, FILES_DIR), fileStore),
    fileStore === 's3' || !bucket ? null : otherStoreNote(uploads.bucket, bucket.where, fileStore),
  ];
  for (const note of notes) if (note) output.out(note);
  return 0;
}
