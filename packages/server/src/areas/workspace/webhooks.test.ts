import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, json, type TestMember } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { aStaffMember } from '../../testing/fixtures/workspace.js';
import { webhookReceiver } from '../../testing/webhook-receiver.js';
import { createPoster } from '../../webhooks/post.js';
import { verifySignature } from '../../webhooks/signing.js';
import { createWebhookWorker } from '../../webhooks/worker.js';
import { applicationFixture, type ApplicationFixture } from '../application/test-fixture.js';

interface Endpoint { id: number; url: string; events: string[]; enabled: boolean; createdAt: string; updatedAt: string; previousSecretUntil: string | null }
interface Delivery { id: number; eventId: string; type: string; state: string; attempts: number; statusCode: number | null; error: string; nextAttemptAt: string | null }
interface Choice { entryId: number; courseId: number; course: string; campusId: number; campus: string; intakeDate: string; studyMode: string; status: string }
type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;

const ALL_EVENTS = ['application.submitted', 'application.withdrawn', 'offer.accepted', 'offer.declined', 'enquiry.received', 'message.received'];

describe.each(await testDialects())('webhooks in the workspace on %s', (dialect) => {
  let f: ApplicationFixture;
  let orgA: number;
  let orgB: number;
  let intakeA: number;
  let intakeB: number;
  let ownerA: TestMember;
  let ownerB: TestMember;
  let viewerA: TestMember;
  let receiverA: Receiver;
  let receiverB: Receiver;
  let endpointA: { endpoint: Endpoint; secret: string };
  let endpointB: { endpoint: Endpoint; secret: string };

  const call = (who: TestMember, url: string, org: number, payload?: Record<string, unknown>, query: Record<string, string> = {}) =>
    payload
      ? f.t.app.inject({ method: 'POST', url, query: { org: String(org), ...query }, payload, headers: bearer(who.token) })
      : f.t.app.inject({ url, query: { org: String(org), ...query }, headers: bearer(who.token) });
  const deliverAll = () => createWebhookWorker({ db: f.db, now: f.t.clock.now, post: createPoster({ policy: { allowLoopback: true, allowPrivate: true }, timeoutMs: 5000, maxResponseBytes: 1024 }) }).runOnce();
  const verified = (secret: string, received: { headers: Record<string, unknown>; body: string }) =>
    verifySignature(secret, { id: String(received.headers['webhook-id']), timestamp: String(received.headers['webhook-timestamp']), signature: String(received.headers['webhook-signature']) }, received.body);

  beforeAll(async () => {
    f = await applicationFixture(dialect);
    const open = await f.db.selectFrom('intakes as i').innerJoin('courses as c', 'c.id', 'i.course_id').select(['i.id', 'c.legal_id']).where('i.id', 'in', f.intakes.open).orderBy('i.id').execute();
    const first = open[0]!;
    const second = open.find((row) => Number(row.legal_id) !== Number(first.legal_id))!;
    [intakeA, orgA, intakeB, orgB] = [Number(first.id), Number(first.legal_id), Number(second.id), Number(second.legal_id)];
    ownerA = await aStaffMember(f.t, orgA, 'owner', { firstName: 'Ada', surname: 'Owner' });
    ownerB = await aStaffMember(f.t, orgB, 'owner', { firstName: 'Ben', surname: 'Owner' });
    viewerA = await aStaffMember(f.t, orgA, 'viewer', { firstName: 'Vic', surname: 'Viewer' });
    [receiverA, receiverB] = [await webhookReceiver([200]), await webhookReceiver([200])];
  }, 180_000);
  afterAll(async () => {
    await receiverA?.close();
    await receiverB?.close();
    await f?.close();
  });

  it('an owner registers an endpoint: the secret is answered once, never listed; the form rules answer 400', async () => {
    const created = await call(ownerA, '/api/workspace/webhooks/create', orgA, { url: ` ${receiverA.url} `, events: ALL_EVENTS });
    expect(created.statusCode, created.body).toBe(201);
    endpointA = json(created);
    expect(endpointA.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpointA.endpoint).toEqual({ id: expect.any(Number), url: receiverA.url, events: ALL_EVENTS, enabled: true, createdAt: '2026-03-02T09:00:00.000Z', updatedAt: '2026-03-02T09:00:00.000Z', previousSecretUntil: null });
    const listed = await call(ownerA, '/api/workspace/webhooks', orgA);
    expect(json(listed)).toEqual({ endpoints: [endpointA.endpoint] });
    expect(listed.body).not.toContain(endpointA.secret);
    endpointB = json(await call(ownerB, '/api/workspace/webhooks/create', orgB, { url: receiverB.url, events: ['application.submitted'] }));

    const bad = await call(ownerA, '/api/workspace/webhooks/create', orgA, { url: 'http://203.0.113.5/hook', events: [] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { url: 'The endpoint must use https://.', events: 'Please choose at least one event.' } });
  });

  it('a submission to two organisations posts one signed event to each, with only its own course choices', async () => {
    const draft = await f.shortlist(f.demo.token, [intakeA, intakeB]);
    await f.declare(f.demo.token, draft.applicationFk);
    expect(f.ok(await f.submit(f.demo.token, draft.applicationFk))).toMatchObject({ result: 'S' });
    expect(receiverA.received).toHaveLength(0); // queued with the submission, posted by the worker
    expect(await deliverAll()).toBe(2);

    const [toA] = receiverA.received;
    const [toB] = receiverB.received;
    expect(verified(endpointA.secret, toA!)).toBe(true);
    expect(verified(endpointB.secret, toB!)).toBe(true);
    expect(verified(endpointA.secret, toB!)).toBe(false);
    expect(toA!.headers['webhook-id']).not.toBe(toB!.headers['webhook-id']);
    const entries = await f.db.selectFrom('application_courses').select(['id', 'legal_id']).where('application_id', '=', draft.applicationFk).orderBy('position').execute();
    for (const [received, org] of [[toA!, orgA], [toB!, orgB]] as const) {
      const event = JSON.parse(received.body) as { type: string; timestamp: string; data: { applicationId: number; status: string; courses: Choice[]; link: string; submittedAt: string } };
      expect(event).toMatchObject({ type: 'application.submitted', timestamp: '2026-03-02T09:00:00.000Z', data: { applicationId: draft.applicationFk, status: 'submitted', submittedAt: '2026-03-02T09:00:00.000Z', link: `/workspace/applications/${draft.applicationFk}` } });
      expect(event.data.courses.map((c) => c.entryId)).toEqual(entries.filter((e) => Number(e.legal_id) === org).map((e) => Number(e.id)));
      expect(event.data.courses[0]).toMatchObject({ status: 'SUB', course: expect.any(String), campus: expect.any(String) });
    }
    expect(received(receiverA)).toEqual(['application.submitted']);
  });

  it('an offer accepted, a withdrawal and an enquiry reach the subscribed endpoint; B subscribed to submissions only', async () => {
    const app = await f.db.selectFrom('applications').select('id').where('client_id', '=', f.demo.clientId).where('status', '=', 'S').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const entry = await f.db.selectFrom('application_courses').select('id').where('application_id', '=', app.id).where('legal_id', '=', orgA).executeTakeFirstOrThrow();
    expect((await call(ownerA, '/api/workspace/decision', orgA, { entryId: Number(entry.id), status: 'OFU', conditions: '', reason: '' })).statusCode).toBe(200);
    const accepted = await f.post('/api/OnlineApp/CourseStatus', f.demo.token, { entryId: Number(entry.id), status: 'ACC' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await f.get('/api/OnlineApp/DeleteApplication', f.demo.token, { appId: Number(app.id) })).statusCode).toBe(200);
    const campus = await f.db.selectFrom('locations').select('id').where('legal_id', '=', orgA).executeTakeFirstOrThrow();
    const enquiry = await f.t.app.inject({ method: 'POST', url: '/api/InstitutePublic/connectPublic', payload: { name: 'Vera Visitor', email: 'Vera@Example.org', locationFk: Number(campus.id), subject: 'Fees', noteText: 'What does it cost?' } });
    expect(enquiry.statusCode, enquiry.body).toBe(200);
    await deliverAll();

    expect(received(receiverA)).toEqual(['application.submitted', 'offer.accepted', 'application.withdrawn', 'enquiry.received']);
    expect(received(receiverB)).toEqual(['application.submitted']);
    const bodies = receiverA.received.map((r) => JSON.parse(r.body) as { data: Record<string, unknown> });
    expect(bodies[1]!.data).toMatchObject({ applicationId: Number(app.id), entryId: Number(entry.id), status: 'ACC' });
    expect(bodies[2]!.data).toMatchObject({ applicationId: Number(app.id), status: 'withdrawn', withdrawnAt: '2026-03-02T09:00:00.000Z' });
    expect((bodies[2]!.data.courses as Choice[]).map((c) => c.entryId)).toEqual([Number(entry.id)]);
    expect(bodies[3]!.data).toMatchObject({ campusId: Number(campus.id), subject: 'Fees', message: 'What does it cost?', sender: { kind: 'visitor', name: 'Vera Visitor', email: 'vera@example.org', phone: null } });
    expect(receiverA.received.every((r) => verified(endpointA.secret, r))).toBe(true);
  });

  it('the log lists deliveries newest first; send again and a test event are queued and delivered', async () => {
    const log = json<{ deliveries: Delivery[]; total: number; pageNo: number; pageSize: number }>(await call(ownerA, '/api/workspace/webhooks/deliveries', orgA, undefined, { endpointId: String(endpointA.endpoint.id) }));
    expect(log.total).toBe(4);
    expect(log.deliveries.map((d) => d.type)).toEqual(['enquiry.received', 'application.withdrawn', 'offer.accepted', 'application.submitted']);
    expect(log.deliveries[0]).toMatchObject({ state: 'delivered', attempts: 1, statusCode: 200, error: '', nextAttemptAt: null });
    const oldest = log.deliveries[3]!;
    const resent = await call(ownerA, '/api/workspace/webhooks/resend', orgA, { deliveryId: oldest.id });
    expect(json<{ delivery: Delivery }>(resent).delivery).toMatchObject({ id: oldest.id, eventId: oldest.eventId, state: 'pending', attempts: 0, nextAttemptAt: '2026-03-02T09:00:00.000Z' });
    const test = await call(ownerA, '/api/workspace/webhooks/test', orgA, { endpointId: endpointA.endpoint.id });
    expect(test.statusCode).toBe(201);
    expect(json<{ delivery: Delivery }>(test).delivery).toMatchObject({ type: 'webhook.test', state: 'pending' });
    expect(await deliverAll()).toBe(2);
    expect(received(receiverA).slice(-2)).toEqual(['application.submitted', 'webhook.test']);
    expect(receiverA.received.at(-2)!.headers['webhook-id']).toBe(oldest.eventId);
  });

  it('disabling cancels pending deliveries; deleting removes the endpoint and its log', async () => {
    const e = endpointA.endpoint;
    await call(ownerA, '/api/workspace/webhooks/test', orgA, { endpointId: e.id });
    const updated = await call(ownerA, '/api/workspace/webhooks/update', orgA, { endpointId: e.id, url: e.url, events: ['offer.accepted'], enabled: false });
    expect(json<{ endpoints: Endpoint[] }>(updated).endpoints).toEqual([{ ...e, events: ['offer.accepted'], enabled: false }]);
    const log = json<{ deliveries: Delivery[] }>(await call(ownerA, '/api/workspace/webhooks/deliveries', orgA, undefined, { endpointId: String(e.id) }));
    expect(log.deliveries[0]).toMatchObject({ type: 'webhook.test', state: 'failed', error: 'Endpoint disabled.', nextAttemptAt: null });
    expect(await deliverAll()).toBe(0);
    const deleted = await call(ownerA, '/api/workspace/webhooks/delete', orgA, { endpointId: e.id });
    expect(json(deleted)).toEqual({ endpoints: [] });
    expect(await f.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', e.id).execute()).toEqual([]);
  });

  it("answers another organisation's owner 404, a viewer and a student 403, nobody 401; audits the owner's calls", async () => {
    const b = endpointB.endpoint.id;
    const delivery = await f.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', b).executeTakeFirstOrThrow();
    for (const [url, payload] of [
      ['/api/workspace/webhooks/update', { endpointId: b, url: 'https://203.0.113.7/x', events: ['offer.accepted'], enabled: true }],
      ['/api/workspace/webhooks/delete', { endpointId: b }],
      ['/api/workspace/webhooks/rotate', { endpointId: b }],
      ['/api/workspace/webhooks/test', { endpointId: b }],
      ['/api/workspace/webhooks/resend', { deliveryId: Number(delivery.id) }],
    ] as const) {
      const response = await call(ownerA, url, orgA, payload);
      expect([url, response.statusCode, json(response)]).toEqual([url, 404, { message: url.endsWith('resend') ? 'Webhook delivery not found.' : 'Webhook endpoint not found.' }]);
    }
    expect((await call(ownerA, '/api/workspace/webhooks/deliveries', orgA, undefined, { endpointId: String(b) })).statusCode).toBe(404);
    expect(json<{ endpoints: Endpoint[] }>(await call(ownerB, '/api/workspace/webhooks', orgB)).endpoints).toEqual([endpointB.endpoint]);

    for (const who of [viewerA]) {
      expect((await call(who, '/api/workspace/webhooks', orgA)).statusCode).toBe(403);
      const refused = await call(who, '/api/workspace/webhooks/create', orgA, { url: receiverA.url, events: ALL_EVENTS });
      expect([refused.statusCode, json(refused)]).toEqual([403, { message: 'Your role in this organisation does not allow this.' }]);
    }
    expect((await call(f.demo, '/api/workspace/webhooks', orgA)).statusCode).toBe(403);
    expect((await f.t.app.inject({ url: '/api/workspace/webhooks', query: { org: String(orgA) } })).statusCode).toBe(401);

    const audit = await f.db.selectFrom('workspace_audit').select(['client_id', 'action', 'detail']).where('legal_id', '=', orgA).where('action', 'like', '%Webhook%').orderBy('id').execute();
    expect(audit.map((a) => [Number(a.client_id), a.action])).toEqual([
      [ownerA.clientId, 'workspaceCreateWebhook'],
      [ownerA.clientId, 'workspaceWebhooks'],
      [ownerA.clientId, 'workspaceWebhookDeliveries'],
      [ownerA.clientId, 'workspaceResendWebhook'],
      [ownerA.clientId, 'workspaceTestWebhook'],
      [ownerA.clientId, 'workspaceTestWebhook'],
      [ownerA.clientId, 'workspaceUpdateWebhook'],
      [ownerA.clientId, 'workspaceWebhookDeliveries'],
      [ownerA.clientId, 'workspaceDeleteWebhook'],
    ]); // refused calls (404, 403) write nothing
    expect(audit[0]!.detail).toBe(`webhook ${endpointA.endpoint.id} ${receiverA.url}`);
  });
});

/** The event types a receiver got, in order. */
const received = (receiver: Receiver) => receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type);
