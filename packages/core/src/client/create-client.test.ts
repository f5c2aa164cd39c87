import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineCall } from '../contracts/define.js';
import { messages } from '../messages.js';
import { $popups } from '../stores/shared-popups.js';
import { $profile, $session, type Session } from '../stores/session.js';
import { ApiError } from './api-error.js';
import { createClient } from './create-client.js';
import { $locale, loadLocale } from '../i18n/store.js';
import { setLocaleResolver } from '../i18n/catalogue.js';
import { PSEUDO_LOCALE } from '../i18n/locales.js';

/** A stand-in HTTP endpoint: it echoes what it received, or answers the status named in the path. */
let server: Server;
let baseUrl: string;
const received: Array<{ url: string; authorization?: string; contentType?: string; body: string }> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({ url: request.url!, authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
    const status = Number(/\/status\/(\d+)/.exec(request.url!)?.[1] ?? 200);
    if (request.url!.startsWith('/not-allowed')) {
      response.writeHead(403, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'this item does not allow' })); // the API's words (English)
    }
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(status === 200 ? { echoed: request.url } : { message: `answered ${status}`, errors: { email: 'Invalid email' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  $popups.set([]);
  $session.set(null);
  $profile.set(null);
});

const reply = z.object({ echoed: z.string() });
const variants = defineCall({ id: 't1', area: 'test', summary: '', method: 'GET', path: '/api/Member/Thing', publicPath: '/api/Public/Thing', auth: 'optional', reply });
const failing = (status: number) =>
  defineCall({ id: `f${status}`, area: 'test', summary: '', method: 'GET', path: `/status/${status}`, auth: 'none', reply });
const formCall = defineCall({
  id: 'form',
  area: 'test',
  summary: '',
  method: 'POST',
  path: '/form',
  auth: 'none',
  bodyType: 'form',
  body: z.object({ username: z.string() }),
  reply,
});

const session: Session = {
  token: 'token-1',
  expiresAt: Date.now() + 60_000,
  userName: 'ana@example.org',
  member: { clientId: 7, email: 'ana@example.org', firstName: 'Ana', surname: 'Silva' },
};

describe('createClient', () => {
  it('uses the public variant when anonymous and the signed-in one with the bearer token', async () => {
    const client = createClient({ baseUrl: `${baseUrl}/` });
    expect(await client.call(variants)).toEqual({ echoed: '/api/Public/Thing' });
    expect(received[0]?.authorization).toBeUndefined();

    $session.set(session);
    expect(await client.call(variants)).toEqual({ echoed: '/api/Member/Thing' });
    expect(received[1]?.authorization).toBe('Bearer token-1');
  });

  it('sends form bodies form-encoded', async () => {
    await createClient({ baseUrl }).call(formCall, { body: { username: 'a@b.co' } });
    expect(received[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(received[0]?.body).toBe('username=a%40b.co');
  });

  it("shows a 'Failed' popup with the server's message and throws its field messages", async () => {
    const error = await createClient({ baseUrl }).call(failing(400)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'answered 400', errors: { email: 'Invalid email' } });
    expect($popups.get()).toMatchObject([{ title: 'Failed', kind: 'danger', message: 'answered 400' }]);
  });

  it('stays quiet when asked to', async () => {
    await expect(createClient({ baseUrl }).call(failing(409), undefined, { quiet: true })).rejects.toThrow('answered 409');
    expect($popups.get()).toEqual([]);
  });

  it("warns 'Api is not running.' on HTTP 500 and when nothing answers", async () => {
    await expect(createClient({ baseUrl }).call(failing(500))).rejects.toThrow(messages.apiNotRunning);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(createClient({ baseUrl: deadUrl }).call(variants, undefined, { quiet: true })).rejects.toMatchObject({ status: 0 });
    // Both failures warn; the second, identical warning is not stacked on the first still showing.
    expect($popups.get().map((p) => [p.title, p.message])).toEqual([['Warning', messages.apiNotRunning]]);
  });

  it('says nothing at all for a silent call, not even that the API is not running', async () => {
    await expect(createClient({ baseUrl }).call(failing(500), undefined, { silent: true })).rejects.toMatchObject({ status: 500 });
    await expect(createClient({ baseUrl }).call(failing(409), undefined, { silent: true })).rejects.toThrow('answered 409');
    expect($popups.get()).toEqual([]);
  });

  it('says nothing for a call its caller aborted (the page or the screen went away)', async () => {
    const controller = new AbortController();
    const calling = createClient({ baseUrl }).call(variants, undefined, { signal: controller.signal });
    controller.abort();
    await expect(calling).rejects.toMatchObject({ status: 0 });
    expect($popups.get()).toEqual([]);
  });

  it('logs out and asks for sign-in on a 401 of a signed-in call', async () => {
    const onLoginRequired = vi.fn();
    $session.set(session);
    $profile.set({ msgCount: 2, clientFk: 7, preferredDestinationFk: null, isExternalLogin: false, subjects: [] });
    await expect(createClient({ baseUrl, onLoginRequired }).call(failing(401))).rejects.toMatchObject({ status: 401 });
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
    expect(onLoginRequired).toHaveBeenCalledWith(messages.sessionExpired);
    expect($popups.get()).toEqual([]);
  });

  it("logs out on an answer whose message is 'this item does not allow' (member §6), after showing it", async () => {
    const notAllowed = defineCall({ id: 'na', area: 'test', summary: '', method: 'GET', path: '/not-allowed', auth: 'optional', reply });
    const onLoginRequired = vi.fn();
    // Anonymous: the message is shown, nothing else happens.
    await expect(createClient({ baseUrl, onLoginRequired }).call(notAllowed)).rejects.toMatchObject({ status: 403 });
    expect(onLoginRequired).not.toHaveBeenCalled();
    $popups.set([]);

    $session.set(session);
    await expect(createClient({ baseUrl, onLoginRequired }).call(notAllowed)).rejects.toMatchObject({ status: 403, message: messages.itemNotAllowed });
    expect($session.get()).toBeNull();
    expect($profile.get()).toBeNull();
    expect(onLoginRequired).toHaveBeenCalledWith(messages.itemNotAllowed);
    expect($popups.get()).toMatchObject([{ title: 'Failed', message: messages.itemNotAllowed }]);
  });

  it("signs out on the server's English 'this item does not allow' whatever the page's locale (issue 28)", async () => {
    const notAllowed = defineCall({ id: 'na', area: 'test', summary: '', method: 'GET', path: '/not-allowed', auth: 'optional', reply });
    $session.set(session);
    await loadLocale(PSEUDO_LOCALE);
    $locale.set(PSEUDO_LOCALE);
    setLocaleResolver(() => $locale.get());
    try {
      await expect(createClient({ baseUrl, onLoginRequired: vi.fn() }).call(notAllowed, {}, { quiet: true })).rejects.toMatchObject({ status: 403 });
      expect($session.get()).toBeNull();
    } finally {
      $locale.set('en');
    }
  });
});
