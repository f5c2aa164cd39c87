import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $loginDialog,
  $popups,
  $profile,
  $session,
  ApiError,
  closeLoginDialog,
  configureClient,
  loadProfile,
  messages,
  renewSessionIfNeeded,
  signIn,
} from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

const MINUTE = 60_000;
const TOKEN_TTL_MS = 30 * MINUTE;

/** A request the server answered, as its onResponse hook saw it. */
interface Answered {
  method: string;
  url: string;
  status: number;
  authorization: string | undefined;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; iat: number; exp: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An app listening on a loopback port, recording every request it answered. */
async function listeningApp(dialect: TestApp['dialect']) {
  const t = await createTestApp(dialect);
  const answered: Answered[] = [];
  t.app.addHook('onResponse', async (request, reply) => {
    answered.push({ method: request.method, url: request.url, status: reply.statusCode, authorization: request.headers.authorization });
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, answered, baseUrl };
}

// The core client (stores and calls, as every widget uses them) against the real server over HTTP.
describe.each(await testDialects())('core client sessions against the server on %s', (dialect) => {
  let t: TestApp;
  let answered: Answered[];
  let baseUrl: string;
  beforeAll(async () => {
    ({ t, answered, baseUrl } = await listeningApp(dialect));
  });
  afterAll(async () => t?.close());

  // The stores are module-global: every test starts anonymous and quiet.
  beforeEach(() => {
    $session.set(null);
    $profile.set(null);
    $popups.set([]);
    closeLoginDialog();
    configureClient({ baseUrl });
  });

  /** A verified member made through the API; the requests that made them are forgotten. */
  async function member(): Promise<TestMember> {
    const made = await signedInMember(t);
    answered.length = 0;
    return made;
  }

  /** Signs in through the client and waits for its login-name cookie call to be answered. */
  async function signInThroughClient(who: TestMember) {
    const reply = await signIn(who.email, who.password);
    await vi.waitFor(() => expect(answered.map((a) => a.url)).toContain('/api/session/cookie'));
    return reply;
  }

  it('signIn starts the session and asks the server to remember the login name', async () => {
    const who = await member();
    const before = Date.now();
    const reply = await signIn(who.email, who.password);
    const after = Date.now();

    expect($session.get()).toEqual({
      token: reply.access_token,
      expiresAt: expect.any(Number),
      userName: who.email,
      member: { clientId: who.clientId, email: who.email, firstName: who.firstName, surname: who.surname },
    });
    expect($session.get()!.expiresAt).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS);
    expect($session.get()!.expiresAt).toBeLessThanOrEqual(after + TOKEN_TTL_MS);

    // The cookie call is not awaited by signIn; the server answers it with the new token.
    await vi.waitFor(() => expect(answered).toHaveLength(2));
    expect(answered).toEqual([
      { method: 'POST', url: '/authtoken', status: 200, authorization: undefined },
      { method: 'GET', url: '/api/session/cookie', status: 200, authorization: `Bearer ${reply.access_token}` },
    ]);
    expect($popups.get()).toEqual([]);
  });

  it('renewSessionIfNeeded does nothing while more than five minutes remain, and renews in the last five', async () => {
    await signInThroughClient(await member());
    const first = $session.get()!;
    answered.length = 0;

    await renewSessionIfNeeded(first.expiresAt - 5 * MINUTE);
    expect($session.get()).toBe(first);
    expect(answered).toEqual([]);

    // 26 minutes later on the server: the first token still works and the new one is issued now.
    t.clock.advance(26 * MINUTE);
    await sleep(10);
    const before = Date.now();
    await renewSessionIfNeeded(first.expiresAt - 4 * MINUTE);
    const after = Date.now();

    expect(answered).toEqual([{ method: 'GET', url: '/api/session', status: 200, authorization: `Bearer ${first.token}` }]);
    const renewed = $session.get()!;
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.expiresAt).toBeGreaterThan(first.expiresAt);
    expect(renewed.expiresAt).toBeGreaterThanOrEqual(before + TOKEN_TTL_MS);
    expect(renewed.expiresAt).toBeLessThanOrEqual(after + TOKEN_TTL_MS);
    expect({ userName: renewed.userName, member: renewed.member }).toEqual({ userName: first.userName, member: first.member });

    const issuedAt = Math.floor(t.clock.now().getTime() / 1000);
    expect(claimsOf(renewed.token)).toEqual({ sub: String(first.member.clientId), sid: claimsOf(first.token).sid, iat: issuedAt, exp: issuedAt + 1800 });
    expect((await t.app.inject({ url: '/api/session', headers: bearer(renewed.token) })).statusCode).toBe(200);
    expect($popups.get()).toEqual([]);
  });

  it('renewSessionIfNeeded ends the session and asks for sign-in when the server-side session was revoked', async () => {
    await signInThroughClient(await member());
    const session = $session.get()!;
    expect((await t.app.inject({ url: '/api/session/logout', headers: bearer(session.token) })).statusCode).toBe(200);

    const failure = await renewSessionIfNeeded(session.expiresAt - MINUTE).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: messages.sessionExpired });
    expect($session.get()).toBeNull();
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.sessionExpired });
  });

  it('loadProfile puts the header data in $profile', async () => {
    const who = await member();
    await signInThroughClient(who);
    const profile = await loadProfile();
    const expected = { msgCount: 0, clientFk: who.clientId, preferredDestinationFk: null, isExternalLogin: false, subjects: [] };
    expect(profile).toEqual(expected);
    expect($profile.get()).toEqual(expected);
    expect($session.get()?.member.clientId).toBe(who.clientId);
  });

  it('loadProfile keeps the session when a call got no answer but the next does (the page leaving cut it off)', async () => {
    const who = await member();
    await signInThroughClient(who);
    // The browser aborts a leaving page's calls: fetch rejects as it does without a network.
    let cut = 0;
    configureClient({
      baseUrl,
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('UserProfileData') && cut++ === 0) return Promise.reject(new TypeError('Failed to fetch'));
        return fetch(input, init);
      },
    });
    answered.length = 0;
    const profile = await loadProfile();
    expect(profile).toMatchObject({ clientFk: who.clientId });
    expect($profile.get()).toEqual(profile);
    expect($session.get()?.member.clientId).toBe(who.clientId);
    // Asked again once; no logout ended the session the next page starts with.
    expect(answered.map((a) => a.url)).toEqual(['/api/Profile/UserProfileData']);
    expect(cut).toBe(2);
  });

  it('loadProfile signs out when the server no longer answers', async () => {
    const other = await listeningApp(dialect);
    try {
      configureClient({ baseUrl: other.baseUrl });
      const who = await signedInMember(other.t);
      await signIn(who.email, who.password);
      await vi.waitFor(() => expect(other.answered.map((a) => a.url)).toContain('/api/session/cookie'));
      await loadProfile();
      expect($profile.get()).toMatchObject({ clientFk: who.clientId });

      await other.t.app.close();
      const failure = await loadProfile().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 0, message: messages.apiNotRunning });
      expect($session.get()).toBeNull();
      expect($profile.get()).toBeNull();
      // The profile call and the best-effort logout after it both fail: one Warning, not two.
      expect($popups.get().map(({ title, message }) => ({ title, message }))).toEqual([
        { title: messages.titleWarning, message: messages.apiNotRunning },
      ]);
    } finally {
      await other.t.close();
    }
  });
});
