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

/** A stand-in HTTP endpoint: it echoes what it received, or answers the status named in the path. */
let server: Server;
let baseUrl: string;
const received: Array<{ url: string; method?: string; authorization?: string; contentType?: string; accept?: string; body: string }> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    received.push({
      url: request.url!,
      method: request.method,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      accept: request.headers.accept,
      body,
    });
    if (request.url!.startsWith('/empty')) {
      response.writeHead(204);
      response.end();
      return;
    }
    if (request.url!.startsWith('/text')) {
      response.writeHead(request.url!.includes('404') ? 404 : 200, { 'content-type': 'text/plain' });
      response.end('plain words');
      return;
    }
    const status = Number(/\/status\/(\d+)/.exec(request.url!)?.[1] ?? 200);
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

  it('sends the query as ofetch did: null and empty as the bare key, undefined left out, arrays repeated', async () => {
    const queried = defineCall({ id: 'q', area: 'test', summary: '', method: 'GET', path: '/api/Q', auth: 'none', query: z.unknown(), reply });
    const client = createClient({ baseUrl });
    await client.call(queried as never, { query: { countryFk: null, legalFk: 12, name: 'a b+c/d&e', empty: '', gone: undefined, ids: [1, 2], flag: false } } as never);
    expect(received[0]?.url).toBe('/api/Q?countryFk&legalFk=12&name=a+b%2Bc%2Fd%26e&empty&ids=1&ids=2&flag=false');
    await client.call(queried as never, { query: {} } as never);
    expect(received[1]?.url).toBe('/api/Q');
  });

  it('sends JSON bodies as JSON (content type and accept) with POST', async () => {
    const posted = defineCall({ id: 'p', area: 'test', summary: '', method: 'POST', path: '/api/P', auth: 'none', body: z.object({ a: z.number() }), reply });
    expect(await createClient({ baseUrl }).call(posted, { body: { a: 1 } })).toEqual({ echoed: '/api/P' });
    expect(received[0]).toMatchObject({ method: 'POST', contentType: 'application/json', accept: 'application/json', body: '{"a":1}' });
  });

  it('reads an empty reply as undefined and a text reply as text', async () => {
    const client = createClient({ baseUrl });
    const at = (path: string) => defineCall({ id: path, area: 'test', summary: '', method: 'GET', path, auth: 'none', reply });
    expect(await client.call(at('/empty'))).toBeUndefined();
    expect(await client.call(at('/text'))).toBe('plain words');
    // A refusal without a message of its own: the request and status, as ofetch worded it.
    await expect(client.call(at('/text/404'), undefined, { quiet: true })).rejects.toMatchObject({
      status: 404,
      message: `[GET] "${baseUrl}/text/404": 404 Not Found`,
    });
  });

  it('uses the fetch it is given', async () => {
    const fetched: string[] = [];
    const client = createClient({ baseUrl, fetch: (url, init) => (fetched.push(String(url)), fetch(url, init)) });
    expect(await client.call(variants)).toEqual({ echoed: '/api/Public/Thing' });
    expect(fetched).toEqual([`${baseUrl}/api/Public/Thing`]);
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
});
