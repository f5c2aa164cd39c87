import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEventStream } from '@studyatlas/core';
import { createDatabase, type DatabaseHandle } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { ensureDemoData } from '../seed/ensure-demo-data.js';
import { TEST_PG_URL, testDialects } from '../testing/databases.js';
import { freePort } from '../testing/free-port.js';

/*
 * Issue 15, "Several servers, one database": two real `studyatlas serve` processes (cli.ts, as
 * `npm start` runs it) on different ports, one PostgreSQL database and one shared DATA_DIR, behave as
 * one server. PostgreSQL only (SQLite is one process by design): skipped when no PostgreSQL is
 * reachable, mandatory with CI=true (testDialects).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CLI = path.join(repoRoot, 'packages/server/src/cli.ts');
const PASSWORD = 'StudyAtlas1'; // the demo members' password (seed/demo/members.ts)
const UNIQUE = 'Zephyrine';

interface Instance {
  url: string;
  process: ChildProcess;
  output: () => string;
}

/** `studyatlas <args>` from the sources, as `npm run dev:server` runs it. */
function cli(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CLI, ...args], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts `studyatlas serve` and resolves when it says it is running. */
async function serve(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = cli(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start in time:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('StudyAtlas is running on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

async function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = cli(args, env);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/** Stops an instance as a process manager does (SIGTERM: drain, then exit); SIGKILL at the end of the tests, where no request is left to finish. */
async function stop(instance: Instance | undefined, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  const child = instance?.process;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Retries `check` until it returns a value (not undefined), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An UnreadEvents stream, its counts collected as they arrive. */
async function unreadStream(base: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/MSG/UnreadEvents`, { headers: bearer(token), signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const counts: number[] = [];
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        for (const e of parsed.events) if (e.event === 'unread') counts.push((JSON.parse(e.data) as { unread: number }).unread);
      }
    } catch {
      // aborted
    }
  })();
  return { counts, close: async () => (controller.abort(), pump) };
}

const hasPostgres = (await testDialects()).includes('postgres');

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL database', () => {
  const databaseName = `sa_instances_${randomBytes(5).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyatlas-instances-'));
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    // Shared by both: the uploaded files and the token secret (docs/architecture.md, "Running N instances").
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_SIGN_IN: '1000',
    TOKEN_SECRET: '',
    // A stopping instance answers not-ready this long before it stops taking connections (issue 29).
    SHUTDOWN_DRAIN_MS: '5000',
  };
  let a: Instance | undefined;
  let b: Instance | undefined;
  let database: DatabaseHandle;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    // Migrated and seeded here with a quarter of the demo catalogue (every search below still finds its
    // courses), so that each of the four starts builds its search indexes in a fraction of the time;
    // the two instances then start together, as they find the data there.
    database = createDatabase({ databaseUrl, dataDir });
    await migrateToLatest(database.db, 'postgres');
    await ensureDemoData(database, { institutions: 250, courses: 5_000 });
    [a, b] = await Promise.all([serve(env), serve(env)]);
  }, 300_000);

  afterAll(async () => {
    await Promise.all([stop(a, 'SIGKILL'), stop(b, 'SIGKILL')]);
    await database?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const clientId = async (email: string) => Number((await database.db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);

  it('a token from A works on B; a sign-out on A is refused on B at once', async () => {
    const token = await signIn(a!.url, 'student@studyatlas.test');
    expect((await fetch(`${b!.url}/api/session`, { headers: bearer(token) })).status).toBe(200);
    expect((await fetch(`${a!.url}/api/session/logout`, { headers: bearer(token) })).status).toBe(200);
    const refused = await fetch(`${b!.url}/api/session`, { headers: bearer(token) });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('a message with a file sent through A: the unread count of a member connected to B moves live, and B serves the file', async () => {
    const [olivia, noah] = [await clientId('olivia.brown@studyatlas.test'), await clientId('noah.taylor@studyatlas.test')];
    const now = new Date().toISOString();
    await database.db.deleteFrom('friend_links').where((eb) => eb.or([eb.and([eb('requester_id', '=', olivia), eb('addressee_id', '=', noah)]), eb.and([eb('requester_id', '=', noah), eb('addressee_id', '=', olivia)])])).execute();
    await database.db.insertInto('friend_links').values({ requester_id: olivia, addressee_id: noah, state: 'L', note: '', created_at: now, answered_at: now }).execute();
    const sender = await signIn(a!.url, 'olivia.brown@studyatlas.test');
    const reader = await signIn(b!.url, 'noah.taylor@studyatlas.test');

    const stream = await unreadStream(b!.url, reader);
    try {
      const first = await eventually(async () => stream.counts[0], 5_000, 'the first unread count on B');

      // The file goes in through A …
      const pdf = Buffer.from(`%PDF-1.7\n% uploaded through instance A ${randomBytes(4).toString('hex')}\n%%EOF\n`, 'latin1');
      const form = new FormData();
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'shared.pdf');
      const uploaded = await fetch(`${a!.url}/api/FileUpload/UploadFile`, { method: 'POST', headers: bearer(sender), body: form });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { fileId } = (await uploaded.json()) as { fileId: number };

      // … and is sent through A.
      const sent = await fetch(`${a!.url}/api/MSGC/SaveMessage`, {
        method: 'POST',
        headers: { ...bearer(sender), 'content-type': 'application/json' },
        body: JSON.stringify({ action_type: 'S', subject: 'Across instances', message: '<p>Hello from A</p>', TO: `C-${noah}`, FileInfoFks: String(fileId) }),
      });
      expect(sent.status, await sent.clone().text()).toBe(200);
      const { retVal: messageKey } = (await sent.json()) as { retVal: number };

      // The stream held by B hears it (NOTIFY from A, LISTEN on B) within seconds.
      await eventually(async () => (stream.counts.includes(first + 1) ? true : undefined), 5_000, 'the live unread count on B');
      const unread = await fetch(`${b!.url}/api/MSG/UnreadCount`, { headers: bearer(reader) });
      expect(await unread.json()).toMatchObject({ unread: first + 1 });

      // The file stored by A downloads from B, byte for byte.
      const copy = Number(
        (await database.db.selectFrom('member_messages').select('id').where('owner_id', '=', noah).where('message_key', '=', messageKey).executeTakeFirstOrThrow()).id,
      );
      const download = await fetch(`${b!.url}/api/MSG/Attachment?MsgFk=${copy}&fileFk=${fileId}`, { headers: bearer(reader) });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    } finally {
      await stream.close();
    }
  });

  it('a catalogue import is found by a search on B at once, and B’s in-memory index follows within seconds', async () => {
    const au = Number((await database.db.selectFrom('countries').select('id').where('iso2', '=', 'AU').executeTakeFirstOrThrow()).id);
    const search = async (text: string) => {
      const response = await fetch(`${b!.url}/api/CoursesPublic/CoursesPublicSearchData`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: text, country_fk: au, AwardG_fk: 4, from: 0, to: 10 }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as { rows: { name: string }[] }).rows.map((r) => r.name);
    };
    // B's index is built at the current version (a typo is forgiven: the databases would not).
    await eventually(async () => ((await search('bachelor of nursng')).length > 0 ? true : undefined), 60_000, 'B’s index at start');
    expect(await search(UNIQUE)).toEqual([]);

    const file = path.join(dataDir, 'instances-import.csv');
    writeFileSync(
      file,
      [
        'type,external_id,institution,name,country,state,city,campuses,major,minor,award,duration_months,description',
        `institution,ZEP-I,,${UNIQUE} Institute of Technology,,,,,,,,,`,
        `location,ZEP-L,ZEP-I,${UNIQUE} City Campus,AU,NSW,Sydney,,,,,,`,
        `course,ZEP-C,ZEP-I,Bachelor of ${UNIQUE} Nursing,,,,ZEP-L,Health Sciences,Nursing,Bachelor,36,Care studies.`,
      ].join('\n'),
    );
    const imported = await run(['import', file], { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    expect(imported.code, imported.output).toBe(0);

    // At once: every search reads the catalogue version, so B answers from the database until its index is rebuilt.
    expect(await search(UNIQUE)).toEqual([`Bachelor of ${UNIQUE} Nursing`]);
    // Within seconds: B's index of the new version (it forgives the typo).
    const typo = `${UNIQUE.slice(0, -2)}mne`; // Zephyrimne
    expect(await eventually(async () => ((await search(typo)).length ? search(typo) : undefined), 20_000, 'B’s index of the new version')).toEqual([`Bachelor of ${UNIQUE} Nursing`]);
  });

  it('a rate limit is shared: failed sign-ins through A and B count against one account limit', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
    const attempt = (base: string) =>
      fetch(`${base}/authtoken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: email, password: 'not-the-password' }),
      });
    // Five failures (ACCOUNT_LIMIT_SIGN_IN's default), alternating between the servers …
    for (const base of [a!.url, b!.url, a!.url, b!.url, a!.url]) expect((await attempt(base)).status).toBe(400);
    // … and the next one is held back on either, since both read the counters in the database.
    const held = await attempt(b!.url);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a rolling restart of A, then of B, under load loses no request: each is answered by one instance or the other', async () => {
    const token = await signIn(a!.url, 'student@studyatlas.test');
    const student = await clientId('student@studyatlas.test');
    const intakes = (await database.db.selectFrom('intakes').select('id').orderBy('id').limit(2_000).execute()).map((r) => Number(r.id));
    await database.db.deleteFrom('favourites').where('client_id', '=', student).execute();
    // What a load balancer knows: A's and B's addresses; a restarted instance comes back on a new one.
    const pool = [a!.url, b!.url];
    const load = rollingLoad(pool, token, intakes);

    for (const which of [0, 1] as const) {
      await sleep(1_000);
      const old = which === 0 ? a! : b!;
      // Not ready first (still serving meanwhile: the health check takes it out), then gone.
      await stop(old);
      const fresh = await serve(env);
      if (which === 0) a = fresh;
      else b = fresh;
      pool[which] = fresh.url;
    }
    await sleep(1_000);
    const { answered, notReadySeen, failures, written } = await load.stop();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
    // The health check did see each instance leave (not ready, then gone) while the clients went on.
    expect(notReadySeen).toBeGreaterThan(1);
    const saved = await database.db.selectFrom('favourites').select('reference_id').where('client_id', '=', student).where('category', '=', 'C').execute();
    expect(new Set(saved.map((r) => Number(r.reference_id)))).toEqual(new Set(written));
  }, 300_000);
});

/**
 * A load balancer in miniature: a health check asks each instance's /readyz every 100 ms, and four
 * clients, each alternating a read (the session) and a write (a new course favourite), send their
 * requests in turn to the instances last found ready. A refused connection (the instance went away
 * before the check noticed) goes to the next one, as a balancer's retry would; a request cut off on
 * its way, a 503 or any other answer than 200 is a failure.
 */
function rollingLoad(pool: string[], token: string, intakes: number[]) {
  let running = true;
  let turn = 0;
  let answered = 0;
  let notReadySeen = 0;
  const failures: string[] = [];
  const written: number[] = [];
  const ready = new Set<string>(pool);
  const check = (async () => {
    while (running) {
      await Promise.all(
        [...pool].map(async (base) => {
          const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3_000) }).then((r) => (void r.arrayBuffer(), r.status), () => 0);
          if (status === 200) ready.add(base);
          else if (ready.delete(base)) notReadySeen++;
        }),
      );
      for (const base of ready) if (!pool.includes(base)) ready.delete(base);
      await sleep(100);
    }
  })();
  const send = async (path: string, init: RequestInit = {}): Promise<Response | undefined> => {
    // A balancer holds a request while no instance is ready (the checks can be slow on a busy machine).
    for (const giveUp = Date.now() + 60_000; Date.now() < giveUp; ) {
      const targets = pool.filter((base) => ready.has(base));
      if (targets.length === 0) {
        await sleep(20);
        continue;
      }
      const base = targets[turn++ % targets.length]!;
      try {
        return await fetch(`${base}${path}`, { ...init, headers: { ...bearer(token), ...init.headers } });
      } catch (error) {
        // A refused connection never reached the instance (it is gone); a request cut off on the way
        // (reset, closed socket) is one the instance lost.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code !== 'ECONNREFUSED') {
          failures.push(`${path}: ${code ?? String(error)}`);
          return undefined;
        }
        ready.delete(base);
      }
    }
    failures.push(`${path}: no instance answered`);
    return undefined;
  };
  const client = async () => {
    while (running) {
      const read = await send('/api/session');
      if (read && read.status !== 200) failures.push(`session ${read.status}`);
      await read?.arrayBuffer();
      const intake = intakes.shift();
      if (intake === undefined) break;
      const write = await send('/api/Favourite/AddFavourite', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ReferenceFk: intake, Category: 'C', PreferenceFk: 0 }),
      });
      if (write?.status === 200) written.push(intake);
      else if (write) failures.push(`favourite ${write.status}: ${await write.text()}`);
      answered += 2;
    }
  };
  const clients = [client(), client(), client(), client()];
  return {
    async stop() {
      running = false;
      await Promise.all([...clients, check]);
      return { answered, notReadySeen, failures, written };
    },
  };
}
