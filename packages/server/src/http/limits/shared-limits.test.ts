import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { CONTACT_SUBJECTS, listRows } from '../../seed/reference-data.js';
import { testDialects } from '../../testing/databases.js';
import { TEST_RATE_LIMITS, createTestApp, json, testConfig, type TestApp } from '../../testing/app.js';

const CONTACT = '/api/clientloggerpublic/PublicContactUS';
const tooMany = { message: 'Too many attempts. Please wait a minute and try again.' };
const LIMITS = { ...TEST_RATE_LIMITS, resend: { max: 5, timeWindow: 60_000 } };

const contact = (app: FastifyInstance, remoteAddress = '203.0.113.7') =>
  app.inject({
    method: 'POST',
    url: CONTACT,
    remoteAddress,
    payload: { name: 'Lee', email: 'lee@example.org', verifyEmail: 'lee@example.org', number: '0412345678', subject: 2, noteText: 'Hello' },
  });

describe.each(await testDialects())('rate-limit counters in the database on %s', (dialect) => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: LIMITS });
    await t.database.db.insertInto('contact_subjects').values(listRows(CONTACT_SUBJECTS)).execute();
  });
  afterEach(async () => {
    for (const app of others.splice(0)) await app.close();
  });
  afterAll(async () => t?.close());

  /** Another server on the same database, as after a restart or beside the first one. */
  const anotherApp = async () => {
    const app = await buildApp({ config: testConfig(t.database.dataDir, { rateLimits: LIMITS }), database: t.database, now: t.clock.now });
    others.push(app);
    return app;
  };

  it('keeps the count across a restart: contact-us takes no more posts after a crash', async () => {
    for (let i = 0; i < 5; i += 1) expect((await contact(t.app)).statusCode).toBe(200);
    // The first server is gone (as after kill -9); a new one starts on the same database.
    const restarted = await anotherApp();
    const refused = await contact(restarted);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBe(60);
    // Another address has its own count; the window ends on the app's clock.
    expect((await contact(restarted, '198.51.100.2')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await contact(restarted)).statusCode).toBe(200);
  });

  it('shares one count between two servers on one database', async () => {
    const a = await anotherApp();
    const b = await anotherApp();
    const address = '192.0.2.44';
    for (let i = 0; i < 3; i += 1) expect((await contact(a, address)).statusCode).toBe(200);
    expect((await contact(b, address)).statusCode).toBe(200);
    expect((await contact(a, address)).statusCode).toBe(200);
    expect((await contact(b, address)).statusCode).toBe(429);
    expect((await contact(a, address)).statusCode).toBe(429);
    const rows = await t.database.db.selectFrom('rate_limit_counters').select(['key', 'hits']).where('key', 'like', '%192.0.2.44').execute();
    expect(rows).toEqual([{ key: 'ip:contactUs:192.0.2.44', hits: 7 }]);
  });
});
