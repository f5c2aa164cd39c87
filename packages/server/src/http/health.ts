import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/create-database.js';
import { pendingMigrations } from '../db/migrate.js';
import { indexesBuilt } from '../db/search/index-keeper.js';

/** How long one readiness check may take before it counts as failed (the probe stays fast). */
export const READINESS_CHECK_TIMEOUT_MS = 1_000;

export type CheckResult = 'ok' | 'not configured' | `failed: ${string}`;

export interface Readiness {
  ready: boolean;
  checks: { shutdown: CheckResult; migrations: CheckResult; database: CheckResult; redis: CheckResult; searchIndex: CheckResult };
}

interface HealthState {
  draining: boolean;
}

const states = new WeakMap<FastifyInstance, HealthState>();

/**
 * Turns the instance not-ready (GET /readyz answers 503) while it still serves: the first step of a
 * shutdown, so that a load balancer stops sending new requests before the server closes.
 */
export function startDraining(app: FastifyInstance): void {
  const state = states.get(app);
  if (state) state.draining = true;
}

const withTimeout = <T>(work: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)), READINESS_CHECK_TIMEOUT_MS).unref()),
  ]);

const failed = (error: unknown): CheckResult => `failed: ${error instanceof Error ? error.message : String(error)}`;

async function check(run: () => Promise<void>): Promise<CheckResult> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    return failed(error);
  }
}

/**
 * The probes of a load balancer or an orchestrator (issue 29), unauthenticated, without rate limit
 * and outside the API's contracts:
 * - GET /livez: the process answers (nothing else is asked: a slow database must not get it killed);
 * - GET /readyz: it should get traffic — migrations applied, the database reachable, Redis reachable
 *   when configured, the search indexes built at least once, not shutting down. 200 or 503, with each
 *   check's result.
 */
export function healthRoutes(app: FastifyInstance, { database, redis }: { database: DatabaseHandle; redis: Redis | undefined }): void {
  const state: HealthState = { draining: false };
  states.set(app, state);
  // Draining: every reply asks its client to close the connection, so that no kept-alive connection
  // holds the server open after the requests in flight have finished.
  app.addHook('onSend', async (_request, reply) => {
    if (state.draining) reply.header('connection', 'close');
  });
  // Applied migrations stay applied: once up to date, the table is not read again.
  let migrated = false;

  const readiness = async (): Promise<Readiness> => {
    const [migrations, reachable, redisCheck] = await Promise.all([
      migrated
        ? ('ok' as const)
        : check(async () => {
            const pending = await withTimeout(pendingMigrations(database.db, database.dialect), 'the migrations table');
            if (pending.length > 0) throw new Error(`${pending.length} pending (${pending[0]}…)`);
            migrated = true;
          }),
      check(async () => void (await withTimeout(sql`select 1`.execute(database.db), 'the database'))),
      redis ? check(async () => void (await withTimeout(redis.ping(), 'Redis'))) : ('not configured' as const),
    ]);
    const checks: Readiness['checks'] = {
      shutdown: state.draining ? 'failed: shutting down' : 'ok',
      migrations,
      database: reachable,
      redis: redisCheck,
      searchIndex: indexesBuilt(database) ? 'ok' : 'failed: not built yet',
    };
    return { ready: Object.values(checks).every((result) => !result.startsWith('failed')), checks };
  };

  const noStore = { 'cache-control': 'no-store' };
  app.get('/livez', async (_request, reply) => reply.headers(noStore).type('text/plain; charset=utf-8').send('ok'));
  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness();
    return reply.code(answer.ready ? 200 : 503).headers(noStore).send(answer);
  });
}
