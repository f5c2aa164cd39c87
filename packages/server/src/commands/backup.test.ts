import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFixture, type ApplicationFixture } from '../areas/application/test-fixture.js';
import { storedFilePath } from '../storage/keys.js';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { bearer } from '../testing/app.js';
import { databaseUrl, TEST_PG_URL, testDialects, withAdmin } from '../testing/databases.js';
import { multipart } from '../testing/multipart.js';
import { TOKEN_SECRET_FILE } from '../areas/auth/token-secret.js';
import { backup } from './backup.js';
import { restore } from './restore.js';
import type { Output } from './output.js';

const TABLES = ['clients', 'applications', 'application_courses', 'member_messages', 'stored_files'] as const;

const captured = (): Output & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, out: (line) => void lines.push(line), err: (line) => void lines.push(line) };
};

const rowsOf = (db: DatabaseHandle['db'], table: (typeof TABLES)[number]) => db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<Array<Record<string, unknown> & { id: number }>>;

describe.each(await testDialects())('backup and restore on %s', (dialect) => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while members write, and a restore into an empty place gives back every member, application, message and file; a non-empty place needs --force', async () => {
    const f: ApplicationFixture = await applicationFixture(dialect);
    cleanups.push(() => f.close());
    const { t } = f;
    const source = t.database;
    // The test database's address: its name is in the handle's location (postgres://host/name).
    const sourceEnv = { DATA_DIR: source.dataDir, ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl(new URL(source.location).pathname.slice(1)) } : {}) };

    // Writers: uploads, messages and sign-ups through the API until the backup is done; an application before.
    const draft = await f.shortlist(f.demo.token, [f.intakes.open[0]!]);
    await f.declare(f.demo.token, draft.applicationFk);
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toMatchObject({ result: 'S' });
    const at = '2026-03-01T09:00:00.000Z';
    const friend = await f.member();
    await source.db.insertInto('friend_links').values({ requester_id: f.demo.clientId, addressee_id: friend.clientId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
    const before = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, (await rowsOf(source.db, table)).length] as const)));
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
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

    const work = mkdtempSync(path.join(tmpdir(), 'studyatlas-backup-test-'));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const file = path.join(work, 'studyatlas.backup');
    const out = captured();
    const code = await backup(file, sourceEnv, out);
    const writtenDuringBackup = written;
    writing = false;
    await Promise.all(writers);
    expect([code, out.lines]).toEqual([0, [expect.stringMatching(new RegExp(`^Backed up the (SQLite|PostgreSQL) database and \\d+ files of ${source.dataDir} \\(.* MB\\) to ${file} in `))]]);
    expect(writtenDuringBackup).toBeGreaterThan(2);
    expect(await backup(file, sourceEnv, captured()).catch((error: Error) => error.message)).toBe(`${file} exists: a backup never overwrites a file`);

    // A fresh place: a new data folder and, on PostgreSQL, a new empty database.
    const dataDir = path.join(work, 'restored');
    let targetEnv: Record<string, string> = { DATA_DIR: dataDir };
    if (dialect === 'postgres') {
      const name = `sa_restore_${randomBytes(5).toString('hex')}`;
      await withAdmin((client) => client.query(`create database ${name}`));
      cleanups.push(() => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)));
      targetEnv = { ...targetEnv, DATABASE_URL: databaseUrl(name) };
    }
    const restored = captured();
    expect(await restore(file, {}, targetEnv, restored)).toBe(0);
    expect(restored.lines).toEqual([expect.stringMatching(new RegExp(`^Restored the (SQLite|PostgreSQL) database \\(backed up .*, migration \\d{4}_\\w+\\) and \\d+ files into ${dataDir} in `))]);

    const copy = createDatabase({ dataDir, databaseUrl: targetEnv.DATABASE_URL });
    cleanups.push(() => copy.close());
    // A consistent snapshot taken during the writes: everything written before it, each row as it
    // is in the source (the writers only add rows), and every file its rows name, byte for byte.
    for (const table of TABLES) {
      const rows = await rowsOf(copy.db, table);
      expect(rows.length, table).toBeGreaterThanOrEqual(before[table]!);
      const sourceRows = await source.db.selectFrom(table).selectAll().where('id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
      expect(rows, table).toEqual(sourceRows);
    }
    const files = await rowsOf(copy.db, 'stored_files');
    const stored = files.filter((row) => row.storage_key !== null);
    expect(stored.length).toBeGreaterThan(before.stored_files! - files.filter((row) => row.storage_key === null).length);
    for (const row of stored) {
      const key = row.storage_key as string;
      expect(readFileSync(storedFilePath(dataDir, key)!).equals(readFileSync(storedFilePath(source.dataDir, key)!)), key).toBe(true);
    }
    expect(readFileSync(path.join(dataDir, TOKEN_SECRET_FILE), 'utf8')).toBe(readFileSync(path.join(source.dataDir, TOKEN_SECRET_FILE), 'utf8'));
    // The restored database has every row the rows refer to (foreign keys hold).
    if (dialect === 'sqlite') expect((await sql`pragma foreign_key_check`.execute(copy.db)).rows).toEqual([]);
    await copy.close();

    // The place is not empty any more: refused without --force, restored over with it.
    const refused = captured();
    expect(await restore(file, {}, targetEnv, refused)).toBe(1);
    expect(refused.lines[0]).toMatch(/^studyatlas restore: the target is not empty \((the database studyatlas\.sqlite|\d+ tables in the database), \d+ files in .*\)\. Restore into an empty database and data folder, or pass --force to restore over them\.$/);
    expect(await restore(file, { force: true }, targetEnv, captured())).toBe(0);
    const again = createDatabase({ dataDir, databaseUrl: targetEnv.DATABASE_URL });
    cleanups.push(() => again.close());
    expect((await rowsOf(again.db, 'member_messages')).length).toBeGreaterThanOrEqual(before.member_messages!);
  });

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
    }
  });
});
