import { afterAll, describe, expect, it } from 'vitest';
import { httpMessages } from '@studyatlas/core';
import { buildIndexes } from '../db/search/index-keeper.js';
import { suiteApps, signedInMember, TEST_RATE_LIMITS, testConfig, type TestApp } from '../testing/app.js';
import { seedTestCatalogue } from '../testing/catalogue.js';
import { testDialects } from '../testing/databases.js';
import { enqueueTestEvent } from '../webhooks/enqueue.js';
import { metricsPortOf } from './index.js';
import { sampleOf } from './exposition.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
const withToken = (t: TestApp, token = TOKEN) => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
const observability = (settings: Partial<TestApp['config']['observability']>) => ({ observability: { ...testConfig('.').observability, ...settings } });

describe.each(await testDialects())('metrics on %s', (dialect) => {
  const app = suiteApps(dialect, afterAll, { content: 'sample-reference' });

  it('exposes the process, request, search index, rate-limit, mail, queue and stream series after a few calls', async () => {
    const t = await app({ ...observability({ metricsToken: TOKEN }), rateLimits: { ...TEST_RATE_LIMITS, reset: { max: 1, timeWindow: 60_000 } } });
    await seedTestCatalogue(t.database);
    await buildIndexes(t.database);
    await signedInMember(t);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/clientloggerpublic/ContactSubjects' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Account/ResetPassword?email=nobody@example.org' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Account/ResetPassword?email=nobody@example.org' })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/api/no/such/call?secret=1' })).statusCode).toBe(404);
    await t.app.inject({ url: '/livez' });
    await t.app.inject({ url: '/readyz' });

    const response = await withToken(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const sample = (name: string, labels: Record<string, string> = {}) => sampleOf(text, name, labels);

    expect(sample('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample('studyatlas_http_requests_total', { call: 'contactSubjects', status: '200' })).toBe(3);
    expect(sample('studyatlas_http_request_duration_seconds_count', { call: 'contactSubjects' })).toBe(3);
    expect(sample('studyatlas_http_request_duration_seconds_bucket', { call: 'contactSubjects', le: '+Inf' })).toBe(3);
    expect(sample('studyatlas_http_requests_total', { call: 'signup', status: '201' })).toBe(1);
    expect(sample('studyatlas_http_requests_total', { call: 'resetPassword', status: '429' })).toBe(1);
    expect(sample('studyatlas_rate_limit_refusals_total', { call: 'resetPassword' })).toBe(1);
    // Unknown paths are one label, never the URL; the probes (and the scrape) are not counted.
    expect(sample('studyatlas_http_requests_total', { call: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('/api/no/such/call');
    expect(text).not.toMatch(/call="\/(livez|readyz|metrics)"/);
    // The sign-up's verification mail, kept in the outbox table (no SMTP_URL in the tests).
    expect(sample('studyatlas_mails_sent_total')).toBe(1);
    expect(sample('studyatlas_mails_failed_total')).toBe(0);
    expect(sample('studyatlas_mail_outbox_mails')).toBe(1);
    expect(sample('studyatlas_webhook_deliveries_pending')).toBe(0);
    const legal = await t.database.db.selectFrom('legal_entities').select('id').orderBy('id').executeTakeFirstOrThrow();
    const at = t.clock.now().toISOString();
    const endpoint = await t.database.db
      .insertInto('webhook_endpoints')
      .values({ legal_id: legal.id, url: 'https://hooks.example.org/in', events: '["webhook.test"]', secret: 'whsec_test', previous_secret: null, previous_secret_until: null, created_by: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueTestEvent(t.database.db, { id: endpoint.id, legal_id: legal.id }, t.clock.now());
    await enqueueTestEvent(t.database.db, { id: endpoint.id, legal_id: legal.id }, t.clock.now());
    expect(sampleOf((await withToken(t)).body, 'studyatlas_webhook_deliveries_pending')).toBe(2);
    expect(sample('studyatlas_unread_streams_open')).toBe(0);
    const [courses] = await t.database.db.selectFrom('course_search').select((eb) => eb.fn.countAll().as('n')).execute();
    expect(sample('studyatlas_search_index_rows', { index: 'course' })).toBe(Number(courses!.n));
    expect(sample('studyatlas_search_index_rows', { index: 'campus' })).toBeGreaterThan(0);
    expect(sample('studyatlas_search_index_bytes', { index: 'course' })).toBeGreaterThan(0);
    expect(sample('studyatlas_search_index_bytes', { index: 'campus' })).toBeGreaterThan(0);
    expect(sample('studyatlas_search_index_build_seconds', { index: 'course' })).toBeGreaterThan(0);
    expect(sample('studyatlas_search_index_version', { index: 'course' })).toBeGreaterThan(0);
  });

  it('counts the live unread streams open', async () => {
    const t = await app(observability({ metricsToken: TOKEN }));
    const member = await signedInMember(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = new AbortController();
    const open = await fetch(`${address}/api/MSG/UnreadEvents`, { headers: { authorization: `Bearer ${member.token}` }, signal: stream.signal });
    expect(open.status).toBe(200);
    const reader = open.body!.getReader();
    await reader.read();
    expect(sampleOf((await withToken(t)).body, 'studyatlas_unread_streams_open')).toBe(1);
    stream.abort();
    await expect.poll(async () => sampleOf((await withToken(t)).body, 'studyatlas_unread_streams_open')).toBe(0);
  });

  it('answers the public 404 without METRICS_TOKEN, 401 without the right token, and serves METRICS_PORT without one', async () => {
    const closed = await app();
    const hidden = await closed.app.inject({ url: '/metrics' });
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { message: httpMessages.notFound }]);
    expect((await withToken(closed)).statusCode).toBe(404);

    const guarded = await app(observability({ metricsToken: TOKEN }));
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Basic ${TOKEN}` }, { authorization: 'Bearer ' }]) {
      const refused = await guarded.app.inject({ url: '/metrics', headers });
      expect([refused.statusCode, refused.json(), refused.headers['www-authenticate']]).toEqual([401, { message: httpMessages.metricsTokenRequired }, 'Bearer realm="metrics"']);
    }
    expect((await withToken(guarded)).statusCode).toBe(200);

    const separate = await app(observability({ metricsPort: 0 }));
    const address = await separate.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}/metrics`)).status).toBe(404);
    const port = metricsPortOf(separate.app);
    expect(port).toBeGreaterThan(0);
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE studyatlas_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);

    const off = await app(observability({ metrics: false, metricsToken: TOKEN }));
    expect((await withToken(off)).statusCode).toBe(404);
  });
});
