import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { testClock, testConfig } from '../testing/app.js';
import { anApplication, seedApplicationsCatalogue, type ApplicationsCatalogue } from '../testing/fixtures/applications.js';
import { runCli } from './run.js';

/**
 * `studyatlas partner-key` end to end: the CLI on a SQLite data directory and the server on the same
 * database — the printed key works on the partner API, sees only its institution, and stops when
 * revoked. (The key functions run on both dialects in areas/applications/partner-routes.test.ts.)
 */
describe('studyatlas partner-key', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-partner-key-'));
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let cat: ApplicationsCatalogue;
  let harbourApplication: number;
  let bridgeEntry: number;

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { env: { DATA_DIR: dataDir }, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  };

  beforeAll(async () => {
    expect((await run('migrate')).code).toBe(0);
    handle = createDatabase({ dataDir });
    cat = await seedApplicationsCatalogue(handle.db, 'sqlite');
    const { id } = await handle.db
      .insertInto('clients')
      .values({ email: 'lia@example.org', first_name: 'Lia', surname: 'Chen', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    harbourApplication = (await anApplication(handle.db, Number(id), { status: 'S', courses: [cat.nursingJuly] })).applicationId;
    bridgeEntry = (await anApplication(handle.db, Number(id), { status: 'S', courses: [cat.design] })).entryIds[0]!;
    app = await buildApp({ config: testConfig(dataDir), database: handle, now: testClock().now });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = (key: string) => app.inject({ url: '/api/partner/applications', headers: { authorization: `Bearer ${key}` } });

  it('creates a key shown once that works on the partner API for its institution only, lists it, and revokes it', async () => {
    const created = await run('partner-key', 'create', '--institution', String(cat.harbour), '--label', 'Admissions');
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(new RegExp(`^Partner key (\\d+) for Harbour University \\(institution ${cat.harbour}\\), "Admissions":$`));
    const key = created.out[1]!;
    expect(key).toMatch(/^sa_pk_[A-Za-z0-9_-]{43}$/);
    expect(created.out[2]).toBe('Keep it now: it is shown this once and stored only as a hash.');
    const id = Number(/^Partner key (\d+)/.exec(created.out[0]!)![1]);

    const response = await list(key);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((r: { applicationId: number }) => r.applicationId)).toEqual([harbourApplication]);
    const other = await app.inject({ method: 'POST', url: '/api/partner/applications/status', payload: { entryId: bridgeEntry, status: 'REV' }, headers: { authorization: `Bearer ${key}` } });
    expect(other.statusCode).toBe(404);

    const listed = await run('partner-key', 'list', '--institution', String(cat.harbour));
    expect(listed.code).toBe(0);
    expect(listed.out).toEqual([`Partner keys of Harbour University (institution ${cat.harbour}):`, expect.stringMatching(new RegExp(`^  ${id}  created \\S+Z  active  "Admissions"$`))]);
    expect(listed.out.join('\n')).not.toContain(key);

    expect(await run('partner-key', 'revoke', '--id', String(id))).toEqual({ code: 0, out: [`Partner key ${id} revoked.`], err: [] });
    expect((await list(key)).statusCode).toBe(401);
    expect((await run('partner-key', 'list', '--institution', String(cat.harbour))).out[1]).toMatch(/ revoked \S+Z  "Admissions"$/);
    expect((await run('partner-key', 'revoke', '--id', String(id))).out).toEqual([`Partner key ${id} was already revoked.`]);
  });

  it('refuses an unknown institution or key', async () => {
    expect(await run('partner-key', 'create', '--institution', '999999')).toEqual({ code: 1, out: [], err: ['No institution 999999.'] });
    expect(await run('partner-key', 'revoke', '--id', '999999')).toEqual({ code: 1, out: [], err: ['No partner key 999999.'] });
    expect((await run('partner-key', 'list', '--institution', String(cat.bridge))).out).toEqual([`Bridge College of Design (institution ${cat.bridge}) has no partner keys.`]);
    expect((await run('partner-key', 'create')).code).toBe(2);
  });
});
