import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { CONTACT_SUBJECTS, listRows } from '../../seed/reference-data.js';
import { redisAvailable, startRedis, type TestRedis } from '../../testing/redis.js';
import { TEST_ACCOUNT_LIMITS, TEST_RATE_LIMITS, createTestApp, json, type TestApp } from '../../testing/app.js';
import { createRedisCounters } from './redis-counters.js';

const CONTACT = '/api/clientloggerpublic/PublicContactUS';
const tooMany = { message: 'Too many attempts. Please wait a minute and try again.' };

// A redis-server of the suite's own (skipped without the binary, mandatory with CI=true).
describe.runIf(redisAvailable())('rate-limit counters in Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await redis?.stop();
  });

  /** A server with REDIS_URL on a database of its own: only Redis can make them count together. */
  async function serverWithRedis(): Promise<TestApp> {
    const t = await createTestApp('sqlite', {
      redisUrl: redis.url,
      rateLimits: { ...TEST_RATE_LIMITS, resend: { max: 3, timeWindow: 60_000 } },
      accountLimits: { ...TEST_ACCOUNT_LIMITS, signIn: { max: 2, baseMs: 30_000, capMs: 120_000, windowMs: 3_600_000 } },
    });
    await t.database.db.insertInto('contact_subjects').values(listRows(CONTACT_SUBJECTS)).execute();
    apps.push(t);
    return t;
  }

  const contact = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: CONTACT,
      remoteAddress: '203.0.113.9',
      payload: { name: 'Lee', email: 'lee@example.org', verifyEmail: 'lee@example.org', number: '0412345678', subject: 2, noteText: 'Hello' },
    });

  it('counts per address across servers and restarts', async () => {
    const a = await serverWithRedis();
    const b = await serverWithRedis();
    expect((await contact(a)).statusCode).toBe(200);
    expect((await contact(b)).statusCode).toBe(200);
    await a.close();
    apps.splice(apps.indexOf(a), 1);
    const restarted = await serverWithRedis();
    expect((await contact(restarted)).statusCode).toBe(200);
    const refused = await contact(b);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(restarted)).statusCode).toBe(429);
    // Nothing of it is in the databases: the counters live in Redis.
    expect(await b.database.db.selectFrom('rate_limit_counters').selectAll().execute()).toEqual([]);
  });

  it('keeps the per-account back-off in Redis: failures on one server make the account wait on another', async () => {
    const a = await serverWithRedis();
    const b = await serverWithRedis();
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/authtoken',
        payload: 'grant_type=password&username=target%40example.org&password=wrong-guess',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await attempt(a)).statusCode).toBe(400);
    expect((await attempt(b)).statusCode).toBe(400);
    const waiting = await attempt(a);
    expect(waiting.statusCode).toBe(429);
    expect(json(waiting)).toEqual(tooMany);
    expect(Number(waiting.headers['retry-after'])).toBe(30);
  });

  it('refuses limited calls (500) while Redis is unreachable rather than running them unlimited', async () => {
    const own = await startRedis();
    const t = await createTestApp('sqlite', { redisUrl: own.url, rateLimits: { ...TEST_RATE_LIMITS, resend: { max: 3, timeWindow: 60_000 } } });
    apps.push(t);
    await t.database.db.insertInto('contact_subjects').values(listRows(CONTACT_SUBJECTS)).execute();
    expect((await contact(t)).statusCode).toBe(200);
    await own.stop();
    const refused = await contact(t);
    expect(refused.statusCode).toBe(500);
    expect(json(refused)).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
    expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
    // Calls without a limit do not need Redis.
    expect((await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects' })).statusCode).toBe(200);
  });

  it('counts, expires and forgets keys', async () => {
    const client = new Redis(redis.url);
    try {
      const counters = createRedisCounters(client, 'unit:');
      expect(await counters.get('k')).toEqual({ current: 0, ttl: 0 });
      expect((await counters.incr('k', 60_000)).current).toBe(1);
      const second = await counters.incr('k', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(59_000);
      await counters.set('k', 7, 100);
      expect((await counters.get('k')).current).toBe(7);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await counters.get('k')).toEqual({ current: 0, ttl: 0 });
      await counters.incr('k', 60_000);
      await counters.delete('k');
      expect(await counters.get('k')).toEqual({ current: 0, ttl: 0 });
    } finally {
      await client.quit();
    }
  });
});
