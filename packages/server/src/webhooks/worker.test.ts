import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signIn, type TestApp, type TestMember } from '../testing/app.js';
import { testDialects } from '../testing/databases.js';
import { seedApplicationsCatalogue } from '../testing/fixtures/applications.js';
import { aStaffMember } from '../testing/fixtures/workspace.js';
import { webhookReceiver } from '../testing/webhook-receiver.js';
import { enqueueWebhookEvent } from './enqueue.js';
import { createPoster, type PostWebhook } from './post.js';
import { verifySignature } from './signing.js';
import { createWebhookWorker } from './worker.js';

const policy = { allowLoopback: true, allowPrivate: true };
const post = createPoster({ policy, timeoutMs: 5000, maxResponseBytes: 1024 });
/** No jitter: each retry waits exactly its delay. */
const schedule = { delaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000], random: () => 0.5 };

describe.each(await testDialects())('the webhook outbox worker on %s', (dialect) => {
  let t: TestApp;
  let org: number;
  let owner: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    const cat = await seedApplicationsCatalogue(t.database.db, dialect);
    org = cat.harbour;
    owner = await aStaffMember(t, org, 'owner', { firstName: 'Olivia', surname: 'Owner' });
  }, 120_000);
  afterAll(async () => t?.close());

  /** The tests move the clock by hours: a fresh token for each call. */
  const as = async () => bearer(await signIn(t, owner.email, owner.password));
  const worker = (options: { post?: PostWebhook; leaseMs?: number } = {}) => createWebhookWorker({ db: t.database.db, now: t.clock.now, post: options.post ?? post, schedule, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}) });
  const endpoint = async (url: string) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/workspace/webhooks/create', query: { org: String(org) }, payload: { url, events: ['enquiry.received'] }, headers: await as() });
    expect(created.statusCode, created.body).toBe(201);
    return json<{ endpoint: { id: number }; secret: string }>(created);
  };
  const disable = async (id: number, url: string) =>
    t.app.inject({ method: 'POST', url: '/api/workspace/webhooks/update', query: { org: String(org) }, payload: { endpointId: id, url, events: ['enquiry.received'], enabled: false }, headers: await as() });
  const enquiry = (n: number) => enqueueWebhookEvent(t.database.db, { legalId: org, type: 'enquiry.received', data: { enquiryId: n }, at: t.clock.now() });
  const rows = (endpointId: number) => t.database.db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('id').execute();
  const verified = (secret: string, received: { headers: Record<string, unknown>; body: string }) =>
    verifySignature(secret, { id: String(received.headers['webhook-id']), timestamp: String(received.headers['webhook-timestamp']), signature: String(received.headers['webhook-signature']) }, received.body);

  it('retries a failing endpoint after the back-off (500, then 200): the same event id, signed again at each attempt', async () => {
    const receiver = await webhookReceiver([500, 200]);
    const { endpoint: e, secret } = await endpoint(receiver.url);
    expect(await enquiry(1)).toBe(1);
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    let [row] = await rows(e.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_status_code: 500, last_error: 'The endpoint answered HTTP 500.', next_attempt_at: new Date(t.clock.now().getTime() + 5_000).toISOString() });
    expect(await w.runOnce()).toBe(0); // not due yet
    t.clock.advance(5_000);
    expect(await w.runOnce()).toBe(1);
    [row] = await rows(e.id);
    expect(row).toMatchObject({ state: 'delivered', attempts: 2, last_status_code: 200, last_error: '', next_attempt_at: null, delivered_at: t.clock.now().toISOString(), claimed_by: null });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first!.headers['webhook-id']).toBe(row!.event_id);
    expect(second!.headers['webhook-id']).toBe(row!.event_id);
    expect(Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp'])).toBe(5);
    expect(receiver.received.every((r) => verified(secret, r))).toBe(true);
    expect(JSON.parse(second!.body)).toEqual({ type: 'enquiry.received', timestamp: row!.created_at, data: { enquiryId: 1 } });
    await disable(e.id, receiver.url);
    await receiver.close();
  });

  it('gives up 24 hours after the event: attempts at 0, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and a last one at 24 h', async () => {
    const receiver = await webhookReceiver([503]);
    const { endpoint: e } = await endpoint(receiver.url);
    const start = t.clock.now().getTime();
    await enquiry(2);
    const w = worker();
    const times: number[] = [];
    for (;;) {
      times.push(t.clock.now().getTime() - start);
      expect(await w.runOnce()).toBe(1);
      const [row] = await rows(e.id);
      if (row!.state !== 'pending') break;
      t.clock.advance(new Date(row!.next_attempt_at!).getTime() - t.clock.now().getTime());
    }
    const h = 3_600_000;
    expect(times).toEqual([0, 5_000, 305_000, 2_105_000, 9_305_000, 27_305_000, 63_305_000, 24 * h]);
    expect((await rows(e.id))[0]).toMatchObject({ state: 'failed', attempts: 8, next_attempt_at: null, last_status_code: 503 });
    expect(receiver.received).toHaveLength(8);
    await disable(e.id, receiver.url);
    await receiver.close();
  });

  it('two workers on one database deliver each row once', async () => {
    const receiver = await webhookReceiver([200], 30);
    const { endpoint: e } = await endpoint(receiver.url);
    for (let n = 0; n < 6; n++) await enquiry(100 + n);
    const [a, b] = [worker(), worker()];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(6);
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    expect((await rows(e.id)).map((r) => [r.state, Number(r.attempts)])).toEqual(Array.from({ length: 6 }, () => ['delivered', 1]));
    await disable(e.id, receiver.url);
    await receiver.close();
  });

  it('after a restart a new worker delivers what was queued, and a row a dead worker held once its lease ends', async () => {
    const receiver = await webhookReceiver([200]);
    const { endpoint: e } = await endpoint(receiver.url);
    await enquiry(201);
    // The first process claims the row and dies mid-attempt (its post never ends).
    const dying = worker({ post: () => new Promise(() => undefined), leaseMs: 60_000 });
    void dying.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rows(e.id))[0]!.claimed_by).not.toBeNull();
    await enquiry(202); // queued while no worker runs
    const restarted = worker();
    expect(await restarted.runOnce()).toBe(1); // the new row; the held one waits for its lease
    t.clock.advance(60_001);
    expect(await restarted.runOnce()).toBe(1);
    expect((await rows(e.id)).map((r) => r.state)).toEqual(['delivered', 'delivered']);
    expect(receiver.received.map((r) => (JSON.parse(r.body) as { data: { enquiryId: number } }).data.enquiryId).sort()).toEqual([201, 202]);
    await disable(e.id, receiver.url);
    await receiver.close();
  });

  it('signs with the new and the previous secret for 24 hours after a rotation, then with the new one only', async () => {
    const receiver = await webhookReceiver([200]);
    const { endpoint: e, secret: old } = await endpoint(receiver.url);
    const rotated = await t.app.inject({ method: 'POST', url: '/api/workspace/webhooks/rotate', query: { org: String(org) }, payload: { endpointId: e.id }, headers: await as() });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: fresh, endpoint: shown } = json<{ secret: string; endpoint: { previousSecretUntil: string } }>(rotated);
    expect(fresh).not.toBe(old);
    expect(shown.previousSecretUntil).toBe(new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString());
    await enquiry(301);
    await worker().runOnce();
    const during = receiver.received[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect([verified(fresh, during), verified(old, during)]).toEqual([true, true]);
    t.clock.advance(24 * 3_600_000);
    await enquiry(302);
    await worker().runOnce();
    const after = receiver.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect([verified(fresh, after), verified(old, after)]).toEqual([true, false]);
    await disable(e.id, receiver.url);
    await receiver.close();
  });

  it('posts without following a redirect, within the time limit, refusing a private address when not allowed', async () => {
    const redirecting = await webhookReceiver([302]);
    expect(await post(redirecting.url, {}, '{}')).toMatchObject({ statusCode: 302, error: 'The endpoint answered HTTP 302.' });
    expect(redirecting.received).toHaveLength(1);
    await redirecting.close();
    const slow = await webhookReceiver([200], 1500);
    expect(await createPoster({ policy, timeoutMs: 1000, maxResponseBytes: 1024 })(slow.url, {}, '{}')).toMatchObject({ statusCode: null, error: 'No answer within 1 s.' });
    await slow.close();
    const strict = createPoster({ policy: { allowLoopback: false, allowPrivate: false }, timeoutMs: 1000, maxResponseBytes: 1024 });
    for (const url of ['http://localhost:9/hooks', 'http://127.0.0.1:9/hooks', 'http://[::1]:9/hooks', 'https://169.254.169.254/latest']) {
      expect(await strict(url, {}, '{}'), url).toMatchObject({
        statusCode: null,
        error: 'The endpoint’s address is in a private network; this server does not send webhooks there.',
      });
    }
  });
});
