import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { testClock, testConfig } from '../testing/app.js';
import { seedApplicationsCatalogue, type ApplicationsCatalogue } from '../testing/fixtures/applications.js';
import { parseCommandLine } from './args.js';
import { runCli } from './run.js';

/**
 * `studyatlas workspace invite` end to end on a SQLite data directory: the operator's invitation is
 * mailed (to the outbox) and printed, and the printed link opens the invitation on the server. (The
 * invitation's calls run on both dialects in areas/workspace/staff.test.ts.)
 */
describe('studyatlas workspace invite', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-workspace-'));
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let cat: ApplicationsCatalogue;

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://atlas.example' }, output: { out: (l) => out.push(l), err: (l) => err.push(l) } });
    return { code, out, err };
  };

  beforeAll(async () => {
    expect((await run('migrate')).code).toBe(0);
    handle = createDatabase({ dataDir });
    cat = await seedApplicationsCatalogue(handle.db, 'sqlite');
    app = await buildApp({ config: testConfig(dataDir), database: handle, now: testClock(new Date()).now });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("mails and prints an owner's one-time link that opens the invitation", async () => {
    const { code, out, err } = await run('workspace', 'invite', '--institution', String(cat.harbour), '--email', 'Owner@Harbour.example', '--role', 'owner');
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(new RegExp(`^Invitation \\d+ to Harbour University \\(institution ${cat.harbour}\\) as Owner for owner@harbour.example, valid until \\d{4}-\\d{2}-\\d{2}T`));
    expect(out[1]).toMatch(/^https:\/\/atlas\.example\/workspace\/accept\?token=[A-Za-z0-9_-]{43}$/);
    expect(out[2]).toBe('Mailed to the address; the link works once.');
    const mail = await handle.db.selectFrom('outbox').selectAll().where('to_address', '=', 'owner@harbour.example').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('You are invited to Harbour University on StudyAtlas');
    expect(mail.text_body).toContain('You are invited to join Harbour University on StudyAtlas as Owner.');
    expect(mail.text_body).toContain(out[1]);
    const token = new URL(out[1]!).searchParams.get('token')!;
    const details = await app.inject({ url: '/api/workspace/invitation', query: { token } });
    expect(details.json()).toMatchObject({ organisation: { id: cat.harbour, kind: 'institution', name: 'Harbour University' }, email: 'owner@harbour.example', role: 'owner' });
  });

  it('refuses a wrong kind of organisation and bad options', async () => {
    const agent = await run('workspace', 'invite', '--agent', String(cat.harbour), '--email', 'a@example.org', '--role', 'owner');
    expect([agent.code, agent.err]).toEqual([1, [`No agent ${cat.harbour}.`]]);
    expect(parseCommandLine(['workspace', 'invite', '--email', 'a@example.org', '--role', 'owner'])).toBe('workspace invite needs exactly one of --institution ID or --agent ID');
    expect(parseCommandLine(['workspace', 'invite', '--institution', '1', '--agent', '2', '--email', 'a@example.org', '--role', 'owner'])).toBe('workspace invite needs exactly one of --institution ID or --agent ID');
    expect(parseCommandLine(['workspace', 'invite', '--institution', '1', '--email', 'a@example.org', '--role', 'boss'])).toBe('--role must be one of owner, admissions, catalogue_editor, viewer, got "boss"');
    expect(parseCommandLine(['workspace', 'invite', '--institution', '1', '--email', 'nope', '--role', 'owner'])).toBe('--email: Please enter a valid e-mail address.');
    expect(parseCommandLine(['workspace', 'invite', '--institution', 'x', '--email', 'a@example.org', '--role', 'owner'])).toBe('--institution needs a whole number above 0, got "x"');
    expect(parseCommandLine(['workspace', 'list'])).toBe('unknown workspace action "list": invite');
    expect(parseCommandLine(['migrate', '--email', 'a@example.org'])).toBe('--email is an option of workspace, not of migrate');
    expect(parseCommandLine(['partner-key', 'list', '--institution', '3'])).toEqual({ command: 'partner-key', action: 'list', institution: 3 });
    expect((await run('workspace', 'invite', '--institution', '1', '--role', 'owner')).code).toBe(2);
  });
});
