import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import { moveFiles } from '../commands/files-move.js';
import type { Output } from '../commands/output.js';
import { bearer, createTestApp, json, signedInMember, testConfig, type TestApp } from '../testing/app.js';
import { databaseUrl, testDialects } from '../testing/databases.js';
import { multipart } from '../testing/multipart.js';
import { startS3Server } from '../testing/s3-server.js';
import { FILES_DIR } from './keys.js';
import { s3SettingsFrom } from './s3-settings.js';
import { s3Store } from './s3-store.js';

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 9)]);
const TOKEN_SECRET = 'a-token-secret-both-instances-share-0123456789';
const quiet: Output = { out: () => undefined, err: () => undefined };

describe.each(await testDialects())('file stores on %s', (dialect) => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Instance A and instance B on the same database, each with a data folder of its own; a member uploads a profile image to A. */
  async function twoInstancesAndAnUpload(store: Pick<Config, 'fileStore' | 's3'>) {
    const a: TestApp = await createTestApp(dialect, { ...store, tokenSecret: TOKEN_SECRET });
    cleanups.push(() => a.close());
    const otherDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-instance-b-'));
    cleanups.push(() => rmSync(otherDir, { recursive: true, force: true }));
    const b = await buildApp({ config: testConfig(otherDir, { ...store, tokenSecret: TOKEN_SECRET }), database: a.database, now: a.clock.now });
    cleanups.push(() => b.close());
    const member = await signedInMember(a);
    const body = multipart({ name: 'me.png', type: 'image/png', bytes: PNG });
    const uploaded = await a.app.inject({ method: 'POST', url: '/api/FileUpload/UploadImage', payload: body.payload, headers: { ...body.headers, ...bearer(member.token) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    return { a, b, member, fileId: json<{ fileId: number }>(uploaded).fileId };
  }

  it('FILE_STORE=db: two instances with separate data folders on one database serve each other’s files; files move takes them to the folder and back', async () => {
    const { a, b, member, fileId } = await twoInstancesAndAnUpload({ fileStore: 'db' });
    const image = (app: typeof b) => app.inject({ url: '/api/Image/GetProfileImage', headers: bearer(member.token) });
    const folderOf = (dir: string) => path.join(dir, FILES_DIR);
    const row = await a.database.db.selectFrom('stored_files').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow();
    const inDatabase = async () => (await a.database.db.selectFrom('stored_file_bytes').select('storage_key').execute()).map((r) => r.storage_key);

    // Kept in the database, on no disk; both instances serve it.
    expect(await inDatabase()).toEqual([row.storage_key]);
    expect(existsSync(folderOf(a.config.dataDir))).toBe(false);
    for (const app of [a.app, b]) {
      const served = await image(app);
      expect([served.statusCode, served.headers['content-type'], served.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    }

    // Moved into A's data folder: A serves it from there (and B no longer can: its folder is its own).
    const env = { DATA_DIR: a.config.dataDir, ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl(new URL(a.database.location).pathname.slice(1)) } : {}) };
    const lines: string[] = [];
    expect(await moveFiles('folder', env, { out: (line) => void lines.push(line), err: (line) => void lines.push(line) })).toBe(0);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Moved 1 file to ${a.config.dataDir}/files \\(0 already there\\) in `))]);
    expect([await inDatabase(), readdirSync(folderOf(a.config.dataDir))]).toEqual([[], [row.storage_key]]);
    expect((await image(a.app)).rawPayload.equals(PNG)).toBe(true);
    expect((await image(b)).headers['content-type']).toBe('image/svg+xml; charset=utf-8');

    // Run again: nothing to move; then back into the database, where both serve it again.
    expect(await moveFiles('folder', env, quiet)).toBe(0);
    expect(await moveFiles('db', env, quiet)).toBe(0);
    expect([await inDatabase(), readdirSync(folderOf(a.config.dataDir))]).toEqual([[row.storage_key], []]);
    expect((await image(b)).rawPayload.equals(PNG)).toBe(true);

    // A stored file in neither store is reported, and the move says so in its exit code.
    await a.database.db.deleteFrom('stored_file_bytes').execute();
    const missing: string[] = [];
    expect(await moveFiles('folder', env, { out: () => undefined, err: (line) => void missing.push(line) })).toBe(1);
    expect(missing).toEqual([`1 stored file is in no store: ${row.storage_key}`]);
  });

  it('FILE_STORE=s3: two instances with separate data folders serve each other’s files from the bucket; files move takes them to the database and back', async () => {
    const s3 = await startS3Server();
    cleanups.push(() => s3.close());
    const settings = s3SettingsFrom({ S3_URL: s3.url })!;
    const { a, b, member, fileId } = await twoInstancesAndAnUpload({ fileStore: 's3', s3: settings });
    const { storage_key: key } = await a.database.db.selectFrom('stored_files').select('storage_key').where('id', '=', fileId).executeTakeFirstOrThrow();
    const bucket = s3Store(settings);
    const inDatabase = async () => (await a.database.db.selectFrom('stored_file_bytes').select('storage_key').execute()).map((r) => r.storage_key);
    const servedBy = async (app: typeof b) => {
      const served = await app.inject({ url: '/api/Image/GetProfileImage', headers: bearer(member.token) });
      return [served.statusCode, served.headers['content-type'], served.rawPayload.equals(PNG)];
    };

    // In the bucket only (no data folder, no row of bytes); both instances serve it.
    expect([(await bucket.read(key!))?.equals(PNG), await inDatabase(), existsSync(path.join(a.config.dataDir, FILES_DIR))]).toEqual([true, [], false]);
    for (const app of [a.app, b]) expect(await servedBy(app)).toEqual([200, 'image/png', true]);

    // Into the database (the instances still on s3 find it there), then back into the bucket.
    const env = { DATA_DIR: a.config.dataDir, S3_URL: s3.url, ...(dialect === 'postgres' ? { DATABASE_URL: databaseUrl(new URL(a.database.location).pathname.slice(1)) } : {}) };
    const lines: string[] = [];
    expect(await moveFiles('db', env, { out: (line) => void lines.push(line), err: (line) => void lines.push(line) })).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^Moved 1 file to the database \(0 already there\) in /)]);
    expect([await bucket.read(key!), await inDatabase()]).toEqual([null, [key]]);
    for (const app of [a.app, b]) expect(await servedBy(app)).toEqual([200, 'image/png', true]);
    lines.length = 0;
    expect(await moveFiles('s3', env, { out: (line) => void lines.push(line), err: (line) => void lines.push(line) })).toBe(0);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^Moved 1 file to the bucket ${s3.bucket} at http://127\\.0\\.0\\.1:\\d+ \\(0 already there\\) in `))]);
    expect([(await bucket.read(key!))?.equals(PNG), await inDatabase()]).toEqual([true, []]);
    expect(await servedBy(b)).toEqual([200, 'image/png', true]);
    await expect(moveFiles('s3', { DATA_DIR: a.config.dataDir }, quiet)).rejects.toThrow('files move --to s3 needs S3_URL');
  });
});
