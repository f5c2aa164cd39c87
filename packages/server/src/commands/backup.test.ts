import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFixture, type ApplicationFixture } from '../areas/application/test-fixture.js';
import type { Config } from '../config.js';
import { FILES_DIR, storedFilePath } from '../storage/keys.js';
import { s3SettingsFrom } from '../storage/s3-settings.js';
import { s3Store } from '../storage/s3-store.js';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import type { DialectName } from '../db/dialect.js';
import { bearer } from '../testing/app.js';
import { databaseUrl, TEST_PG_URL, testDialects, withAdmin } from '../testing/databases.js';
import { multipart } from '../testing/multipart.js';
import { startS3Server } from '../testing/s3-server.js';
import { TOKEN_SECRET_FILE } from '../areas/auth/token-secret.js';
import { backup } from './backup.js';
import { restore } from './restore.js';
import type { Output } from './output.js';

const TABLES = ['clients', 'applications', 'application_courses', 'member_messages', 'stored_files'] as const;
type Table = (typeof TABLES)[number];
type Cleanups = Array<() => Promise<unknown> | unknown>;
/** A fixture, a backup under writes and two restores take seconds, but over a minute on PostgreSQL when the machine is shared (pg_restore). */
const BACKUP_TEST_TIMEOUT_MS = 180_000;

const captured = (): Output & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, out: (line) => void lines.push(line), err: (line) => void lines.push(line) };
};

const rowsOf = (db: DatabaseHandle['db'], table: Table) => db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<Array<Record<string, unknown> & { id: number }>>;

/**
 * A source instance with a submitted application, a friend and rows in every compared table, and
 * two writers uploading files, sending messages and signing members up through the API, running
 * once `backupWhileWriting` is called and stopped when its backup is done.
 */
async function sourceInstance(dialect: DialectName, cleanups: Cleanups, overrides: Partial<Config> = {}) {
  const f: ApplicationFixture = await applicationFixture(dialect, overrides);
  cleanups.push(() => f.close());
  const { t } = f;
  const source = t.database;
  // The test database's address: its name is in the handle's location (postgres://host/name).
  const env = { DATA_DIR: source.dataDir, ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl(new URL(source.location).pathname.slice(1)) } : {}) };
  const draft = await f.shortlist(f.demo.token, [f.intakes.open[0]!]);
  await f.declare(f.demo.token, draft.applicationFk);
  expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toMatchObject({ result: 'S' });
  const at = '2026-03-01T09:00:00.000Z';
  const friend = await f.member();
  await source.db.insertInto('friend_links').values({ requester_id: f.demo.clientId, addressee_id: friend.clientId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
  const before = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, (await rowsOf(source.db, table)).length] as const))) as Record<Table, number>;
  expect(Object.values(before).every((n) => n > 0)).toBe(true);

  /** Runs the backup while the writers write (two rounds before it starts); the rounds finished during it. */
  async function backupWhileWriting(file: string, backupEnv: Record<string, string>, out: Output): Promise<{ code: number; writtenDuringBackup: number }> {
    let writing = true;
    let written = 0;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const bytes = Buffer.from(`%PDF-1.7\n% writer ${n} upload ${i} ${randomBytes(8).toString('hex')}\n%%EOF\n`, 'latin1');
        const body = multipart({ name: `w${n}-${i}.pdf`, type: 'application/pdf', bytes });
        const upload = await t.app.inject({ method: 'POST', url: '/api/FileUpload/UploadFile', payload: body.payload, headers: { ...body.headers, ...bearer(f.demo.token) } });
        expect(upload.statusCode, upload.body).toBe(200);
        const message = await t.app.inject({ method: 'POST', url: '/api/MSGC/SaveMessage', headers: bearer(f.demo.token), payload: { action_type: 'S', subject: `Plan ${n}.${i}`, message: `Message ${i}`, TO: `C-${friend.clientId}` } });
        expect(message.statusCode, message.body).toBe(200);
        const signup = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { email: `writer${n}.${i}@example.org`, password: 'Writer-Pass-1', confirmPassword: 'Writer-Pass-1', firstName: 'Wri', surname: `Ter ${n}` } });
        expect(signup.statusCode, signup.body).toBe(201);
        written += 1;
      }
    };
    const writers = [writer(0), writer(1)];
    while (written < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const code = await backup(file, backupEnv, out);
    const writtenDuringBackup = written;
    writing = false;
    await Promise.all(writers);
    return { code, writtenDuringBackup };
  }
  return { f, source, env, before, backupWhileWriting };
}

/** A fresh place to restore into: a new data folder and, on PostgreSQL, a new empty database. */
async function freshPlace(dialect: DialectName, work: string, cleanups: Cleanups): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: path.join(work, 'restored') };
  if (dialect === 'sqlite') return env;
  const name = `sa_restore_${randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  cleanups.push(() => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)));
  return { ...env, DATABASE_URL: databaseUrl(name) };
}

/**
 * A consistent snapshot taken during the writes: everything written before it, each row as it is in
 * the source (the writers only add rows), and the foreign keys hold. Returns the restored stored
 * files that have bytes (storage_key set), more than there were before the writes.
 */
async function expectSnapshotOf(source: DatabaseHandle, copy: DatabaseHandle, before: Record<Table, number>): Promise<string[]> {
  for (const table of TABLES) {
    const rows = await rowsOf(copy.db, table);
    expect(rows.length, table).toBeGreaterThanOrEqual(before[table]);
    const sourceRows = await source.db.selectFrom(table).selectAll().where('id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
    expect(rows, table).toEqual(sourceRows);
  }
  const files = await rowsOf(copy.db, 'stored_files');
  const stored = files.filter((row) => row.storage_key !== null);
  expect(stored.length).toBeGreaterThan(before.stored_files - files.filter((row) => row.storage_key === null).length);
  if (copy.dialect === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(copy.db)).rows).toEqual([]);
  return stored.map((row) => row.storage_key as string);
}

describe.each(await testDialects())('backup and restore on %s', (dialect) => {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while members write, and a restore into an empty place gives back every member, application, message and file; a non-empty place needs --force', async () => {
    const { source, env: sourceEnv, before, backupWhileWriting } = await sourceInstance(dialect, cleanups);
    const work = mkdtempSync(path.join(tmpdir(), 'studyatlas-backup-test-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const file = path.join(work, 'studyatlas.backup');
    const out = captured();
    const { code, writtenDuringBackup } = await backupWhileWriting(file, sourceEnv, out);
    expect([code, out.lines]).toEqual([0, [expect.stringMatching(new RegExp(`^Backed up the (SQLite|PostgreSQL) database and \\d+ files of ${source.dataDir} \\(.* MB\\) to ${file} in `))]]);
    expect(writtenDuringBackup).toBeGreaterThan(2);
    expect(await backup(file, sourceEnv, captured()).catch((error: Error) => error.message)).toBe(`${file} exists: a backup never overwrites a file`);

    const targetEnv = await freshPlace(dialect, work, cleanups);
    const dataDir = targetEnv.DATA_DIR!;
    const restored = captured();
    expect(await restore(file, {}, targetEnv, restored)).toBe(0);
    expect(restored.lines).toEqual([expect.stringMatching(new RegExp(`^Restored the (SQLite|PostgreSQL) database \\(backed up .*, migration \\d{4}_\\w+\\) and \\d+ files into ${dataDir} in `))]);

    const copy = createDatabase({ dataDir, databaseUrl: targetEnv.DATABASE_URL });
    cleanups.push(() => copy.close());
    const keys = await expectSnapshotOf(source, copy, before);
    for (const key of keys) expect(readFileSync(storedFilePath(dataDir, key)!).equals(readFileSync(storedFilePath(source.dataDir, key)!)), key).toBe(true);
    expect(readFileSync(path.join(dataDir, TOKEN_SECRET_FILE), 'utf8')).toBe(readFileSync(path.join(source.dataDir, TOKEN_SECRET_FILE), 'utf8'));
    await copy.close();

    // The place is not empty any more: refused without --force, restored over with it. This time
    // the restoring instance keeps new files in a bucket: the backup's go back into the data folder
    // (served from there), the bucket stays untouched, and the restore says how to move them.
    const refused = captured();
    expect(await restore(file, {}, targetEnv, refused)).toBe(1);
    expect(refused.lines[0]).toMatch(/^studyatlas restore: the target is not empty \((the database studyatlas\.sqlite|\d+ tables in the database), \d+ files in .*\)\. Restore into an empty database and data folder, or pass --force to restore over them\.$/);
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const forced = captured();
    expect(await restore(file, { force: true }, { ...targetEnv, FILE_STORE: 's3', S3_URL: s3.url }, forced)).toBe(0);
    expect(forced.lines).toEqual([
      expect.stringMatching(new RegExp(`^Restored the .* and \\d+ files into ${dataDir} and 0 files into the bucket ${s3.bucket} at http://127\\.0\\.0\\.1:\\d+ in `)),
      `${readdirSync(path.join(dataDir, FILES_DIR)).length} uploaded files are in ${path.join(dataDir, FILES_DIR)}, not where FILE_STORE=s3 keeps new ones: the server serves them from there, and \`studyatlas files move --to s3\` moves them.`,
    ]);
    expect(keys.every((key) => existsSync(storedFilePath(dataDir, key)!))).toBe(true);
    expect(await s3Store(s3SettingsFrom({ S3_URL: s3.url })!).read(keys[0]!)).toBeNull();
    const again = createDatabase({ dataDir, databaseUrl: targetEnv.DATABASE_URL });
    cleanups.push(() => again.close());
    expect((await rowsOf(again.db, 'member_messages')).length).toBeGreaterThanOrEqual(before.member_messages);
  }, BACKUP_TEST_TIMEOUT_MS);

  it('with FILE_STORE=s3: backs up the bucket’s files while members write; a restore into a fresh database and an empty bucket gives back every row and every file’s bytes; without S3_URL it is refused', async () => {
    const [sourceS3, targetS3] = [await startS3Server(), await startS3Server('restored-files')];
    cleanups.push(() => sourceS3.close(), () => targetS3.close());
    const { source, env, before, backupWhileWriting } = await sourceInstance(dialect, cleanups, { fileStore: 's3', s3: s3SettingsFrom({ S3_URL: sourceS3.url })! });
    const work = mkdtempSync(path.join(tmpdir(), 'studyatlas-backup-test-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const file = path.join(work, 'studyatlas.backup');
    const out = captured();
    const { code, writtenDuringBackup } = await backupWhileWriting(file, { ...env, FILE_STORE: 's3', S3_URL: sourceS3.url }, out);
    expect([code, out.lines]).toEqual([0, [expect.stringMatching(new RegExp(`^Backed up the (SQLite|PostgreSQL) database, \\d+ files? of ${source.dataDir} and (\\d+) files of the bucket ${sourceS3.bucket} at http://127\\.0\\.0\\.1:\\d+ \\(.* MB\\) to ${file} in `))]]);
    expect(writtenDuringBackup).toBeGreaterThan(2);
    const archived = Number(/and (\d+) files of the bucket/.exec(out.lines[0]!)![1]);
    // A backup that cannot reach the bucket still writes the archive, and names the files it misses.
    const blind = captured();
    expect(await backup(path.join(work, 'no-bucket.backup'), env, blind)).toBe(1);
    const uploads = (await source.db.selectFrom('stored_files').select('storage_key').where('storage_key', 'is not', null).orderBy('id').execute()).map((row) => row.storage_key!);
    expect(blind.lines).toEqual([
      expect.stringMatching(/^Backed up the (SQLite|PostgreSQL) database and \d+ files? of /),
      `${uploads.length} stored files are in no store (the database, the data folder; S3_URL is not set, so no bucket was read): ${uploads.slice(0, 5).join(', ')}${uploads.length > 5 ? ', …' : ''}`,
    ]);

    // Without S3_URL the bucket's files have nowhere to go: refused before anything is written.
    const targetEnv = await freshPlace(dialect, work, cleanups);
    const dataDir = targetEnv.DATA_DIR!;
    expect(await restore(file, {}, targetEnv, captured()).catch((error: Error) => error.message)).toBe(
      `${file} holds ${archived} files uploaded to an S3 bucket: set S3_URL to the bucket to restore them into (an empty one will do), as the servers will have it`,
    );
    expect(existsSync(dataDir)).toBe(false);

    const restored = captured();
    expect(await restore(file, {}, { ...targetEnv, FILE_STORE: 's3', S3_URL: targetS3.url }, restored)).toBe(0);
    expect(restored.lines).toEqual([expect.stringMatching(new RegExp(`^Restored the (SQLite|PostgreSQL) database \\(backed up .*\\) and \\d+ files? into ${dataDir} and ${archived} files into the bucket restored-files at http://127\\.0\\.0\\.1:\\d+ in `))]);
    const copy = createDatabase({ dataDir, databaseUrl: targetEnv.DATABASE_URL });
    cleanups.push(() => copy.close());
    const keys = await expectSnapshotOf(source, copy, before);
    // Every file the restored rows name, byte for byte from the new bucket; none in the data folder or the database.
    expect(keys.length).toBe(archived);
    const [from, to] = [s3Store(s3SettingsFrom({ S3_URL: sourceS3.url })!), s3Store(s3SettingsFrom({ S3_URL: targetS3.url })!)];
    for (const key of keys) expect((await to.read(key))?.equals((await from.read(key))!), key).toBe(true);
    expect([existsSync(path.join(dataDir, FILES_DIR)), await copy.db.selectFrom('stored_file_bytes').select('storage_key').execute()]).toEqual([false, []]);
    await copy.close();
  }, BACKUP_TEST_TIMEOUT_MS);

  it('refuses an archive that is not a backup, a backup of the other dialect and entries outside the data folder', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'studyatlas-backup-test-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const { createArchive } = await import('./backup-archive.js');
    const archive = async (name: string, entries: Array<[string, string]>) => {
      const file = path.join(work, name);
      const writer = await createArchive(file);
      for (const [entry, text] of entries) await writer.addBytes(entry, Buffer.from(text));
      await writer.close();
      return file;
    };
    const manifest = (of: string) => JSON.stringify({ format: 'studyatlas-backup', version: 1, dialect: of, createdAt: at, migration: null });
    const at = new Date().toISOString();
    const env = dialect === 'postgres' ? { DATA_DIR: path.join(work, 'data'), DATABASE_URL: TEST_PG_URL } : { DATA_DIR: path.join(work, 'data') };
    const other = dialect === 'sqlite' ? 'postgres' : 'sqlite';
    const run = (file: string) => restore(file, {}, env, captured()).catch((error: Error) => error.message);

    const foreign = await archive('foreign.tar', [['notes.txt', 'hello']]);
    expect(await run(foreign)).toBe(`${foreign} is not a StudyAtlas backup (it does not start with studyatlas-backup.json)`);
    const wrong = await archive('other.tar', [['studyatlas-backup.json', manifest(other)]]);
    expect(await run(wrong)).toMatch(new RegExp(`^${wrong} is a backup of a ${other} database; set `));
    if (dialect === 'sqlite') {
      const escape = await archive('escape.tar', [['studyatlas-backup.json', manifest('sqlite')], ['database.sqlite', ''], ['data/../../outside.txt', 'x']]);
      expect(await run(escape)).toBe(`${escape} holds an entry outside the data folder or out of place: data/../../outside.txt`);
      expect(existsSync(path.join(work, 'outside.txt'))).toBe(false);
      const foreignKey = await archive('bucket-escape.tar', [['studyatlas-backup.json', manifest('sqlite')], ['database.sqlite', ''], ['s3/../token-secret', 'x']]);
      expect(await run(foreignKey)).toBe(`${foreignKey} holds an entry outside the data folder or out of place: s3/../token-secret`);
      expect(existsSync(path.join(work, 'data'))).toBe(false);
    }
  });
});
