import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type AccountLimits, type Config, type RateLimits } from '../config.js';
import type { DialectName } from '../db/dialect.js';
import { listOutbox, type OutboxMail } from '../mail/queries.js';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './databases.js';
import { verificationFromMail } from './mail-parsers.js';

const UNLIMITED = { max: 100_000, timeWindow: 60_000 };

/** Rate limits high enough for any suite (the rate-limit tests set their own). */
export const TEST_RATE_LIMITS: RateLimits = { signIn: UNLIMITED, signUp: UNLIMITED, reset: UNLIMITED, resend: UNLIMITED };

const UNLIMITED_ACCOUNT = { max: 100_000, baseMs: 1000, capMs: 1000, windowMs: 60_000 };

/** Per-account limits high enough for any suite (the limit tests set their own). */
export const TEST_ACCOUNT_LIMITS: AccountLimits = { signIn: UNLIMITED_ACCOUNT, reset: UNLIMITED_ACCOUNT, resend: UNLIMITED_ACCOUNT };

export const TEST_PUBLIC_URL = 'http://portal.test';

/**
 * A configuration for tests: quiet, loopback, no static roots, high rate and account limits, the given
 * data dir, no webhook worker (webhook tests run their own on the test clock).
 */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { WEBHOOK_WORKER: 'off' },
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      publicUrl: TEST_PUBLIC_URL,
      logLevel: 'silent',
      rateLimits: TEST_RATE_LIMITS,
      accountLimits: TEST_ACCOUNT_LIMITS,
      staticRoots: [],
      ...overrides,
    },
  );
}

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date('2026-03-02T09:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  dialect: DialectName;
  config: Config;
  clock: ReturnType<typeof testClock>;
  /** Every mail in the outbox, newest first. */
  mails(): Promise<OutboxMail[]>;
  /** The newest mail (to the given address, if any); fails when there is none. */
  latestMail(to?: string): Promise<OutboxMail>;
  close(): Promise<void>;
}

export type TestAppOptions = Pick<BuildAppOptions, 'logStream'> & TestDatabaseOptions;

/**
 * An app on a fresh test database (SQLite file or PostgreSQL schema; `content: 'sample-reference'`
 * starts it with the sample reference data) with its own temporary data directory (token secret),
 * quiet logs, high rate limits and a movable clock.
 */
export async function createTestApp(dialect: DialectName, overrides: Partial<Config> = {}, { content, ...options }: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { content });
  const config = testConfig(database.dataDir, overrides);
  const clock = testClock();
  // Translations load with the first request that asks for one (each costs a test file about 0.3 s).
  const app = await buildApp({ config, database, now: clock.now, preloadLocales: false, ...options });
  const inFlight = trackRequestsInFlight(app);
  const mails = () => listOutbox(database.db);
  return {
    app,
    database,
    dialect,
    config,
    clock,
    mails,
    async latestMail(to) {
      const mail = (await mails()).find((m) => !to || m.to === to.toLowerCase());
      if (!mail) throw new Error(`no mail${to ? ` to ${to}` : ''} in the outbox`);
      return mail;
    },
    async close() {
      await closeWithin(app, inFlight);
      await database.dispose();
    },
  };
}

/** The requests an app is answering now (method and URL), for a close that does not end. */
function trackRequestsInFlight(app: FastifyInstance): Set<string> {
  const open = new Set<string>();
  app.addHook('onRequest', async (request) => void open.add(`${request.method} ${request.url}`));
  app.addHook('onResponse', async (request) => void open.delete(`${request.method} ${request.url}`));
  app.addHook('onRequestAbort', async (request) => void open.delete(`${request.method} ${request.url}`));
  return open;
}

const CLOSE_PATIENCE_MS = 3_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'late'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

/**
 * Closes an app. A close still waiting after 3 s names the requests left open (on stderr: the run's
 * log then says which call hung) and cuts their connections; one that does not end even then (an
 * onClose hook waiting) fails the suite's teardown with that list rather than with a bare hook timeout.
 */
async function closeWithin(app: FastifyInstance, inFlight: Set<string>): Promise<void> {
  const closing = app.close().then(() => 'closed' as const);
  if ((await within(closing, CLOSE_PATIENCE_MS)) === 'closed') return;
  const open = [...inFlight].join(', ') || 'none';
  console.warn(`[test app] not closed after ${CLOSE_PATIENCE_MS / 1000} s; requests still open: ${open}; their connections are cut`);
  app.server.closeAllConnections();
  if ((await within(closing, 5_000)) === 'closed') return;
  throw new Error(`the test app did not close (an onClose hook waits); requests open at the time: ${open}`);
}

/**
 * A suite's apps on one dialect, all closed after the suite: `app(overrides)` makes one. For
 * suites whose tests each want an app of their own settings.
 */
export function suiteApps(dialect: DialectName, afterAll: (close: () => Promise<void>) => void, options: TestAppOptions = {}) {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close().catch(() => undefined);
  });
  return async (overrides: Partial<Config> = {}): Promise<TestApp> => {
    const t = await createTestApp(dialect, overrides, options);
    apps.push(t);
    return t;
  };
}

export { mailLinks, verificationFromMail, temporaryPasswordFromMail } from './mail-parsers.js';

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json() as T;

export interface TestMember {
  clientId: number;
  email: string;
  password: string;
  token: string;
  firstName: string;
  surname: string;
}

let memberCount = 0;

/**
 * Signs up through the API, verifies from the mailed link and signs in: a member as a real visitor
 * becomes one. For suites of other areas that need a signed-in member.
 */
export async function signedInMember(t: TestApp, values: Partial<Omit<TestMember, 'token' | 'clientId'>> = {}): Promise<TestMember> {
  memberCount += 1;
  const member = {
    email: values.email ?? `member${memberCount}.${Date.now()}@example.org`,
    password: values.password ?? 'secret12',
    firstName: values.firstName ?? 'Ana',
    surname: values.surname ?? 'Silva',
  };
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { ...member, confirmPassword: member.password },
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
  const { key, email } = verificationFromMail(await t.latestMail(member.email));
  const verified = await t.app.inject({ url: '/api/Account/VerifyAccount', query: { verifyEmailKey: key, email, regType: 'N' } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  const token = await signIn(t, member.email, member.password);
  return { ...member, clientId: json<{ clientId: number }>(signup).clientId, token };
}

/** POST /authtoken; returns the access token (fails the test otherwise). */
export async function signIn(t: TestApp, username: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/authtoken',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return json<{ access_token: string }>(response).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
