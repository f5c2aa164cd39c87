import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineCall, messages, httpMessages } from '@studyatlas/core';
import { testDialects } from '../testing/databases.js';
import { TEST_RATE_LIMITS, bearer, createTestApp, json, signedInMember, type TestApp } from '../testing/app.js';
import { registerCall } from './register-call.js';
import { rejectInvalid } from './errors.js';

/** Calls that exist only in this suite, to exercise the helper on its own. */
const echo = defineCall({
  id: 'echo',
  area: 'test',
  summary: 'Echoes typed input and who asked.',
  method: 'POST',
  path: '/api/Test/Echo',
  aliases: ['/api/test/echo-alias'],
  publicPath: '/api/testpublic/echo',
  auth: 'optional',
  query: z.object({ page: z.optional(z.string()) }),
  body: z.object({ name: z.string(), tags: z.optional(z.array(z.string())) }),
  reply: z.object({ name: z.string(), page: z.nullable(z.string()), clientId: z.nullable(z.number()) }),
});

const broken = defineCall({
  id: 'broken',
  area: 'test',
  summary: 'Answers outside its contract.',
  method: 'GET',
  path: '/api/Test/Broken',
  auth: 'none',
  reply: z.object({ count: z.number() }),
});

const ruled = defineCall({
  id: 'ruled',
  area: 'test',
  summary: 'Applies a field rule.',
  method: 'GET',
  path: '/api/Test/Ruled',
  auth: 'none',
  query: z.object({ name: z._default(z.string(), '') }),
  reply: z.object({ message: z.string() }),
});

describe.each(await testDialects())('registerCall and the HTTP error rules on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { partnerOrigins: ['https://partner.example'] });
    await t.app.register(async (scope) => {
      registerCall(scope, echo, ({ query, body, member }) => ({
        name: body.name,
        page: query.page ?? null,
        clientId: member?.clientId ?? null,
      }));
      registerCall(scope, broken, () => ({ count: 'many' }) as unknown as { count: number });
      registerCall(scope, ruled, ({ query }) => {
        rejectInvalid(query.name.trim() ? {} : { name: messages.required });
        return { message: `hello ${query.name}` };
      });
    });
  });
  afterAll(async () => t?.close());

  describe('paths', () => {
    it('answers the path, every alias and the public variant, in any letter case', async () => {
      for (const url of ['/api/Test/Echo', '/api/test/echo-alias', '/api/testpublic/echo', '/API/TEST/ECHO']) {
        const response = await t.app.inject({ method: 'POST', url, payload: { name: 'x' } });
        expect(response.statusCode, url).toBe(200);
        expect(json(response)).toEqual({ name: 'x', page: null, clientId: null });
      }
    });

    it('passes the member on optional calls when a valid token comes along', async () => {
      const member = await signedInMember(t);
      const response = await t.app.inject({ method: 'POST', url: '/api/Test/Echo?page=2', payload: { name: 'x' }, headers: bearer(member.token) });
      expect(json(response)).toEqual({ name: 'x', page: '2', clientId: member.clientId });
      const stale = await t.app.inject({ method: 'POST', url: '/api/Test/Echo', payload: { name: 'x' }, headers: bearer('stale') });
      expect(json(stale)).toMatchObject({ clientId: null });
    });

    it('marks every reply no-store and ignores unknown fields such as the old rndm parameter', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/Test/Echo?page=3&rndm=0.123', payload: { name: 'y', extra: 1 } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(json(response)).toEqual({ name: 'y', page: '3', clientId: null });
      const refused = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
    });

    it('answers 404 JSON for unknown API routes and methods', async () => {
      for (const [method, url] of [
        ['GET', '/api/nothing/here'],
        ['POST', '/api/nothing'],
        ['GET', '/api/Test/Echo'],
        ['DELETE', '/api/session'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(json(response)).toEqual({ message: httpMessages.notFound });
      }
    });
  });

  describe('bad input is a 4xx with { message }, never a 500', () => {
    it('checks the shape with the contract schema', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/Test/Echo', payload: { name: 5, tags: 'x' } });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        message: httpMessages.invalidInput,
        errors: { name: 'Expected string', tags: 'Expected array' },
      });
      const repeated = await t.app.inject({ method: 'POST', url: '/api/Test/Echo?page=1&page=2', payload: { name: 'x' } });
      expect(json(repeated)).toEqual({ message: httpMessages.invalidInput, errors: { page: 'Expected string' } });
    });

    it.each([
      ['malformed JSON', 'application/json', '{"name": ', 400, httpMessages.malformedBody],
      ['an empty JSON body', 'application/json', '', 400, httpMessages.malformedBody],
      ['a prototype-poisoning body', 'application/json', '{"__proto__": {"admin": true}, "name": "x"}', 400, httpMessages.malformedBody],
      ['a JSON array', 'application/json', '[1, 2]', 400, httpMessages.invalidInput],
      ['plain text', 'text/plain', 'name=x', 400, httpMessages.invalidInput],
      ['XML', 'application/xml', '<name>x</name>', 415, httpMessages.unsupportedMediaType],
      ['multipart without boundary', 'multipart/form-data', 'x', 415, httpMessages.unsupportedMediaType],
    ])('answers %s with the right status', async (_label, contentType, payload, status, message) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/Test/Echo', payload, headers: { 'content-type': contentType } });
      expect(response.statusCode).toBe(status);
      expect(json(response)).toMatchObject({ message });
    });

    it('answers 413 for a body over the limit', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Test/Echo',
        payload: JSON.stringify({ name: 'x'.repeat(t.config.bodyLimit) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(413);
      expect(json(response)).toEqual({ message: httpMessages.bodyTooLarge });
    });

    it('answers a missing body from the field rules, as empty fields', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/signup' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message: 'First name is required' });
    });

    it('answers a core rule failure as 400 { message: first message, errors }', async () => {
      const response = await t.app.inject({ url: '/api/Test/Ruled' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: 'Required', errors: { name: 'Required' } });
      expect(json(await t.app.inject({ url: '/api/Test/Ruled?name=Ana' }))).toEqual({ message: 'hello Ana' });
    });

    it('answers a reply outside the contract as a logged 500 with { message }', async () => {
      const response = await t.app.inject({ url: '/api/Test/Broken' });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ message: httpMessages.serverError });
    });
  });

  describe('CORS', () => {
    it('answers a preflight for bearer-token calls from a listed partner origin, without credentials', async () => {
      const response = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/session',
        headers: { origin: 'https://partner.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      const simple = await t.app.inject({ url: '/api/docs/openapi.json', headers: { origin: 'https://partner.example' } });
      expect(simple.headers['access-control-allow-origin']).toBe('*');
    });
  });
});

describe.each(await testDialects())('rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimits: {
        ...TEST_RATE_LIMITS,
        signIn: { max: 2, timeWindow: 60_000 },
        signUp: { max: 1, timeWindow: 60_000 },
        reset: { max: 2, timeWindow: 60_000 },
        resend: { max: 2, timeWindow: 60_000 },
      },
    });
  });
  afterAll(async () => t?.close());

  const tooMany = { message: 'Too many attempts. Please wait a minute and try again.' };

  it('answers 429 with the catalogue message after the limit', async () => {
    const reset = () => t.app.inject({ url: '/api/Account/ResetPassword?email=nobody@example.org' });
    expect((await reset()).statusCode).toBe(404);
    expect((await reset()).statusCode).toBe(404);
    const limited = await reset();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual(tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts every path of a call together', async () => {
    const body = { firstName: '', surname: '', email: '', password: '', confirmPassword: '' };
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: body })).statusCode).toBe(400);
    const alias = await t.app.inject({ method: 'POST', url: '/api/account/register', payload: body });
    expect(alias.statusCode).toBe(429);
    expect(json(alias)).toEqual(tooMany);
  });

  it('limits sign-in attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/authtoken',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&username=&password=',
      });
    await attempt();
    await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual(tooMany);
  });

  it('limits both resend calls, each with its own counter per address', async () => {
    const byClientId = () => t.app.inject({ url: '/api/Account/ResendVerification?clientId=999999' });
    const onLogin = () => t.app.inject({ url: '/api/Account/ResendOnLogin?email=nobody@example.org' });
    expect((await byClientId()).statusCode).toBe(404);
    expect((await byClientId()).statusCode).toBe(404);
    const limited = await byClientId();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual(tooMany);
    // The resend group shares its limit setting, not its counter: ResendOnLogin still has its own two.
    expect((await onLogin()).statusCode).toBe(404);
    expect((await onLogin()).statusCode).toBe(404);
    const limitedOnLogin = await onLogin();
    expect(limitedOnLogin.statusCode).toBe(429);
    expect(json(limitedOnLogin)).toEqual(tooMany);
  });

  it('leaves other calls alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/api/session' })).statusCode).toBe(401);
    }
  });
});
