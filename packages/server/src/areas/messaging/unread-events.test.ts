import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $profile, $session, parseEventStream, startUnreadWatch, stopUnreadWatch, watchUnreadCount } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, type TestApp, type TestMember } from '../../testing/app.js';
import { unreadBusOf } from '../../mailbox/unread-bus.js';
import { messagingFixture, messagingRequests, URL } from './test-fixture.js';

/** Waits until `check` holds (polling), or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An open UnreadEvents stream read as events arrive. */
async function openStream(base: string, token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(`${base}${URL.events}`, { headers: { authorization: `Bearer ${token}`, ...headers }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let raw = '';
  const counts: number[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        const parsed = parseEventStream(buffer + text);
        buffer = parsed.rest;
        for (const e of parsed.events) if (e.event === 'unread') counts.push(JSON.parse(e.data).unread);
      }
    } catch {
      // aborted
    }
  })();
  return { response, counts, raw: () => raw, close: async () => (controller.abort(), pump) };
}

describe.each(await testDialects())('live unread count (UnreadEvents) on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let ana: TestMember, ben: TestMember, cid: TestMember;
  const r = messagingRequests(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { partnerOrigins: ['http://partner.test'] }, { content: 'sample-reference' });
    ({ ana, ben, cid } = await messagingFixture(t));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    $session.set(null);
    await t?.close();
  });

  const bus = () => unreadBusOf(t.database.db);

  it('pushes the count at once and on every change, uncompressed, with CORS headers; cleans up on close', async () => {
    const stream = await openStream(base, ben.token, { 'accept-encoding': 'br, gzip', origin: 'http://partner.test' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe('http://partner.test');
    await until(() => stream.counts.length === 1);
    expect(stream.raw()).toContain('event: unread\ndata: {"unread":0}\n\n');
    expect(bus().size()).toBe(1);

    const key = await r.send(ana, { subject: 'Live', message: 'hello', TO: `C-${ben.clientId}` });
    await until(() => stream.counts.length === 2);
    // A message to someone else changes nothing for Ben.
    await r.send(ana, { subject: 'Not Ben', TO: `C-${cid.clientId}` });
    r.ok(await r.get(URL.read, ben.token, { MsgFk: await r.copyOf(ben, key) }));
    await until(() => stream.counts.length === 3);
    expect(stream.counts).toEqual([0, 1, 0]);

    await stream.close();
    await until(() => bus().size() === 0);
  });

  it('refuses a missing or bad token with 401 JSON', async () => {
    const response = await fetch(`${base}${URL.events}`, { headers: { authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('the core live client writes the count into $profile, follows changes, and stops on sign-out', async () => {
    $session.set({ token: ben.token, expiresAt: Date.now() + 3_600_000, userName: ben.email, member: { clientId: ben.clientId, email: ben.email, firstName: 'Ben', surname: 'Okafor' } });
    $profile.set({ msgCount: 99, clientFk: ben.clientId, preferredDestinationFk: null, isExternalLogin: false, subjects: [] });
    startUnreadWatch({ baseUrl: base, minDelayMs: 50 });
    startUnreadWatch({ baseUrl: base, minDelayMs: 50 });
    await until(() => $profile.get()?.msgCount === 0);
    expect(bus().size()).toBe(1);
    await r.send(ana, { subject: 'Badge', TO: `C-${ben.clientId}` });
    await until(() => $profile.get()?.msgCount === 1);
    $session.set(null);
    await until(() => bus().size() === 0);
    // Signed in again (another member): the same page watch follows them.
    $session.set({ token: cid.token, expiresAt: Date.now() + 3_600_000, userName: cid.email, member: { clientId: cid.clientId, email: cid.email, firstName: 'Cid', surname: 'A' } });
    await until(() => bus().size() === 1);
    stopUnreadWatch();
    await until(() => bus().size() === 0);
    $session.set(null);
  });

  it('watchUnreadCount reconnects after the stream breaks and stops on 401', async () => {
    $session.set({ token: cid.token, expiresAt: Date.now() + 3_600_000, userName: cid.email, member: { clientId: cid.clientId, email: cid.email, firstName: 'Cid', surname: 'A' } });
    $profile.set({ msgCount: 0, clientFk: cid.clientId, preferredDestinationFk: null, isExternalLogin: false, subjects: [] });
    const seen: number[] = [];
    let calls = 0;
    // The first connection is cut by a "proxy" after its first event; the client reconnects.
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      const response = await fetch(input, init);
      if (calls > 1) return response;
      const reader = response.body!.getReader();
      const first = await reader.read();
      await reader.cancel();
      return new Response(new ReadableStream({ start: (c) => (c.enqueue(first.value!), c.close()) }), { status: 200 });
    };
    const stop = watchUnreadCount({ baseUrl: base, fetch: flaky, minDelayMs: 20, onCount: (n) => seen.push(n) });
    await until(() => calls >= 2 && bus().size() === 1);
    const before = $profile.get()!.msgCount;
    await r.send(ana, { subject: 'After reconnect', TO: `C-${cid.clientId}` });
    await until(() => $profile.get()?.msgCount === before + 1);
    stop();
    await until(() => bus().size() === 0);
    expect(seen.length).toBeGreaterThanOrEqual(3);

    let unauthorized = 0;
    const denied: typeof fetch = async (input, init) => {
      unauthorized += 1;
      return fetch(input, { ...init, headers: { authorization: 'Bearer wrong' } });
    };
    watchUnreadCount({ baseUrl: base, fetch: denied, minDelayMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unauthorized).toBe(1);
    $session.set(null);
  });

  it('a stream still open when the server closes does not keep it from closing', async () => {
    const stream = await openStream(base, ana.token);
    await until(() => stream.counts.length === 1);
    expect(bus().size()).toBe(1);
    // afterAll closes the app with this stream open; the close hook ends it.
  });
});
