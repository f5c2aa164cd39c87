import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { stopGracefully } from '../commands/stop-gracefully.js';
import { buildIndexes } from '../db/search/index-keeper.js';
import { suiteApps, json, type TestApp } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { redisAvailable, startRedis } from '../testing/redis.js';
import type { Readiness } from './health.js';

const readyz = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: json<Readiness>(response), cacheControl: response.headers['cache-control'] };
};

describe.each(await testDialects())('health probes on %s', (dialect) => {
  const app = suiteApps(dialect, afterAll);

  it('GET /livez answers ok at once, uncached, and needs no sign-in', async () => {
    const t = await app();
    const response = await t.app.inject({ method: 'GET', url: '/livez' });
    expect([response.statusCode, response.body, response.headers['cache-control']]).toEqual([200, 'ok', 'no-store']);
    expect((await t.app.inject({ method: 'HEAD', url: '/livez' })).statusCode).toBe(200);
  });

  it('GET /readyz: 200 with every check once the search indexes are built; 503 while they cannot be', async () => {
    const t = await app();
    await buildIndexes(t.database);
    expect(await readyz(t)).toEqual({ status: 200, cacheControl: 'no-store', body: { ready: true, checks: { shutdown: 'ok', migrations: 'ok', database: 'ok', redis: 'not configured', searchIndex: 'ok' } } });

    // Built at start-up (onReady) in the background; a catalogue whose version cannot be read builds none.
    const broken = await app();
    await broken.database.db.schema.dropTable('course_search_version').execute();
    await buildIndexes(broken.database);
    const before = await readyz(broken);
    expect([before.status, before.body.checks.searchIndex]).toEqual([503, 'failed: not built yet']);
  });

  it('GET /readyz: 503 with a pending migration, and with the database gone', async () => {
    const t = await app();
    await buildIndexes(t.database);
    const last = await t.database.db.selectFrom('kysely_migration' as never).select(sql<string>`name`.as('name')).orderBy(sql`name`, 'desc').executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.database.db);
    const pending = await readyz(t);
    expect([pending.status, pending.body.checks.migrations]).toEqual([503, `failed: 1 pending (${last.name}…)`]);
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(t.database.db);
    expect((await readyz(t)).status).toBe(200);

    await t.database.close();
    const gone = await readyz(t);
    expect(gone.status).toBe(503);
    expect(gone.body.checks.database).toMatch(/^failed: /);
  });

  it('SIGTERM: not ready at once while still serving, then in-flight requests finish and new ones are refused', async () => {
    const t = await app();
    await buildIndexes(t.database);
    // A request that is still running when the server starts closing.
    t.app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return { finished: true };
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${base}/test/slow`).then(async (response) => [response.status, await response.json()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopping = stopGracefully(t.app, t.database, 1_500);
    // Draining: the probe says not ready, every other call is still served.
    const probe = await fetch(`${base}/readyz`);
    expect([probe.status, ((await probe.json()) as Readiness).checks.shutdown]).toEqual([503, 'failed: shutting down']);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/api/clientloggerpublic/ContactSubjects`)).status).toBe(200);
    await stopping;
    expect(await slow).toEqual([200, { finished: true }]);
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
  });

  it.runIf(dialect === 'sqlite' && redisAvailable())('GET /readyz checks Redis when REDIS_URL is set: 503 once it is gone', async () => {
    const redis = await startRedis();
    try {
      const t = await app({ redisUrl: redis.url });
      await buildIndexes(t.database);
      expect((await readyz(t)).body.checks.redis).toBe('ok');
      await redis.stop();
      const gone = await readyz(t);
      expect(gone.status).toBe(503);
      expect(gone.body.checks.redis).toMatch(/^failed: /);
    } finally {
      await redis.stop().catch(() => undefined);
    }
  });
});
