import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, externalLoginMessages } from '@studyatlas/core';
import { externalProvidersFrom } from '../../../config-external.js';
import { testDialects } from '../../../testing/databases.js';
import { TEST_PUBLIC_URL, bearer, createTestApp, json, signIn, signedInMember, verificationFromMail, type TestApp } from '../../../testing/app.js';
import { startTestOidcProvider, walkProviderLogin, type TestOidcProvider } from '../../../testing/oidc-provider.js';

const REDIRECT_URI = `${TEST_PUBLIC_URL}/api/account/external/acme/callback`;
const TRY_LATER = 'Failed to register user. Please try again later.';

let counter = 0;
const uniqueEmail = (name = 'social') => `${name}.${++counter}.${Date.now()}@example.org`;

describe.each(await testDialects())('external sign-in through a real OpenID provider on %s', (dialect) => {
  let provider: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestOidcProvider([REDIRECT_URI]);
    t = await createTestApp(dialect, { externalProviders: externalProvidersFrom(provider.env('acme', 'Acme ID')) });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** Start → the provider's real login and consent pages → our callback, in one browser (its cookie). */
  async function signInAtProvider(login: string, { deny = false, cookie: givenCookie }: { deny?: boolean; cookie?: string | null } = {}) {
    const start = await t.app.inject({ url: '/api/account/external/acme/start' });
    expect(start.statusCode).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = await walkProviderLogin(String(start.headers.location), login, { deny });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    const sent = givenCookie === undefined ? cookie : givenCookie;
    const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: sent ? { cookie: sent } : {} });
    expect(callback.statusCode).toBe(302);
    const portal = new URL(String(callback.headers.location));
    return { cookie, portal, code: portal.searchParams.get('code') ?? '' };
  }

  const obtain = (code: string, cookie?: string) =>
    t.app.inject({ url: '/api/account/ObtainLocalAccessToken', query: { provider: 'acme', externalAccessToken: code }, headers: cookie ? { cookie } : {} });

  const registerExternal = (body: Record<string, string>, cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/registerexternal', payload: { provider: 'acme', ...body }, headers: { cookie } });

  it('lists the configured provider with its start address', async () => {
    const response = await t.app.inject({ url: '/api/account/ExternalLogins' });
    expect(json(response)).toEqual({ providers: [{ id: 'acme', name: 'Acme ID', startUrl: '/api/account/external/acme/start' }] });
  });

  it('starts the code flow with PKCE S256, state and nonce, and keeps the state in an HttpOnly cookie', async () => {
    const start = await t.app.inject({ url: '/api/account/external/acme/start' });
    expect(start.statusCode).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const state = location.searchParams.get('state')!;
    expect(start.headers['set-cookie']).toBe(`sa_external=${state}; Max-Age=600; Path=/api/account; HttpOnly; SameSite=Lax`);
    expect((await t.app.inject({ url: '/api/account/external/nope/start' })).statusCode).toBe(404);
  });

  it('an unknown external account is told to sign up first, signs up with the filled form and is signed in, without a password', async () => {
    const email = uniqueEmail('newcomer');
    provider.person(email, { email, emailVerified: true, givenName: 'Noor', familyName: 'Haddad' });
    const { cookie, portal, code } = await signInAtProvider(email);
    expect(`${portal.origin}${portal.pathname}`).toBe(`${TEST_PUBLIC_URL}/externalLogin`);
    expect(portal.searchParams.get('provider')).toBe('acme');
    expect(code).toMatch(/^[\w-]{43}$/);

    const unknown = await obtain(code, cookie);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({
      message: 'You are not signed-up with Acme ID. Please signup first.',
      error: 'FacebookIdNotFound',
      error_description: 'You are not signed-up with Acme ID. Please signup first.',
    });

    const data = await t.app.inject({ url: '/api/account/ExternalSignupData', query: { provider: 'acme', externalAccessToken: code }, headers: { cookie } });
    expect(json(data)).toEqual({ provider: 'acme', providerName: 'Acme ID', email, firstName: 'Noor', surname: 'Haddad' });

    const registered = await registerExternal({ firstName: 'Noor', surname: 'Haddad', email, externalToken: code }, cookie);
    expect(registered.statusCode).toBe(201);
    const reply = json<{ clientId: number; message: string; session: { access_token: string; member: unknown } }>(registered);
    expect(reply.message).toBe(authMessages.registerSucceeded);
    expect(reply.session.member).toEqual({ clientId: reply.clientId, email, firstName: 'Noor', surname: 'Haddad' });
    const token = reply.session.access_token;

    const profile = json<{ isExternalLogin: boolean }>(await t.app.inject({ url: '/api/Profile/UserProfileData', headers: bearer(token) }));
    expect(profile.isExternalLogin).toBe(true);
    expect(json(await t.app.inject({ url: '/api/Account/PasswordState', headers: bearer(token) }))).toEqual({ hasPassword: false });
    // No mail: the provider vouched for the address.
    expect((await t.mails()).filter((mail) => mail.to === email)).toEqual([]);
    // The code is used up.
    expect(json(await registerExternal({ firstName: 'Noor', surname: 'Haddad', email, externalToken: code }, cookie)).message).toBe(TRY_LATER);

    // Next time the provider's sign-in signs the member in at once.
    const again = await signInAtProvider(email);
    const signedIn = await obtain(again.code, again.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(json<{ member: { clientId: number } }>(signedIn).member.clientId).toBe(reply.clientId);
    // One use only.
    expect(json(await obtain(again.code, again.cookie))).toEqual({ message: TRY_LATER, error: 'invalid_grant', error_description: TRY_LATER });
  });

  it('signs in a password member whose e-mail the provider vouches for, and links the account', async () => {
    const member = await signedInMember(t, { email: uniqueEmail('linked') });
    const { cookie, code } = await signInAtProvider(member.email);
    const response = await obtain(code, cookie);
    expect(response.statusCode).toBe(200);
    const token = json<{ access_token: string; member: { clientId: number } }>(response);
    expect(token.member.clientId).toBe(member.clientId);
    const profile = json<{ isExternalLogin: boolean }>(await t.app.inject({ url: '/api/Profile/UserProfileData', headers: bearer(token.access_token) }));
    expect(profile.isExternalLogin).toBe(true);
    // Their password sign-in is not an external login.
    const passwordToken = await signIn(t, member.email, member.password);
    expect(json<{ isExternalLogin: boolean }>(await t.app.inject({ url: '/api/Profile/UserProfileData', headers: bearer(passwordToken) })).isExternalLogin).toBe(false);
  });

  it('a code works only in the browser that started the sign-in', async () => {
    const email = uniqueEmail('stolen');
    const { code } = await signInAtProvider(email);
    const response = await obtain(code);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: TRY_LATER, error: 'invalid_grant', error_description: TRY_LATER });
    expect(json(await obtain(code, 'sa_external=someone-elses-state')).message).toBe(TRY_LATER);
  });

  it('refuses a callback whose state is not the browser\'s (try again later), and a cancel at the provider (contact support)', async () => {
    const forged = await signInAtProvider(uniqueEmail('forged'), { cookie: null });
    expect(Object.fromEntries(forged.portal.searchParams)).toEqual({ provider: 'acme', error: 'later' });
    const cancelled = await signInAtProvider(uniqueEmail('cancelled'), { deny: true });
    expect(Object.fromEntries(cancelled.portal.searchParams)).toEqual({ provider: 'acme', error: 'support' });
  });

  it('an e-mail the provider does not vouch for is verified by mail first', async () => {
    const email = uniqueEmail('unverified');
    provider.person(email, { email, emailVerified: false, givenName: 'Lea', familyName: 'Moreau' });
    const { cookie, code } = await signInAtProvider(email);
    const registered = await registerExternal({ firstName: 'Lea', surname: 'Moreau', email, externalToken: code }, cookie);
    expect(registered.statusCode).toBe(201);
    expect(json(registered)).toEqual({ clientId: expect.any(Number), message: authMessages.registerSucceeded });
    const notVerified = await (async () => {
      const again = await signInAtProvider(email);
      return obtain(again.code, again.cookie);
    })();
    expect(json(notVerified)).toMatchObject({ error: 'NotVerified', message: authMessages.notVerified });
    const { key } = verificationFromMail(await t.latestMail(email));
    expect((await t.app.inject({ url: '/api/Account/VerifyAccount', query: { verifyEmailKey: key, email, regType: 'N' } })).statusCode).toBe(200);
    const verified = await signInAtProvider(email);
    expect((await obtain(verified.code, verified.cookie)).statusCode).toBe(200);
  });

  it('refuses an external sign-up with an e-mail that exists, and checks the form with the sign-up rule', async () => {
    const member = await signedInMember(t, { email: uniqueEmail('taken') });
    const email = uniqueEmail('other');
    provider.person(email, { email, emailVerified: false });
    const { cookie, code } = await signInAtProvider(email);
    const taken = await registerExternal({ firstName: 'A', surname: 'B', email: member.email, externalToken: code }, cookie);
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('Email already exists.');
    const invalid = await registerExternal({ firstName: '', surname: 'B', email: 'nope', externalToken: code }, cookie);
    expect(json(invalid)).toEqual({
      message: 'First name is required',
      errors: { firstName: 'First name is required', email: 'Invalid email' },
    });
  });

  it('an external member sets a password later, then signs in with it; a second time is refused', async () => {
    const email = uniqueEmail('setter');
    const { cookie, code } = await signInAtProvider(email);
    const { session } = json<{ session: { access_token: string } }>(
      await registerExternal({ firstName: 'Sam', surname: 'Lee', email, externalToken: code }, cookie),
    );
    const headers = bearer(session.access_token);
    // No password yet: a password sign-in fails like any wrong password.
    const before = await t.app.inject({
      method: 'POST',
      url: '/authtoken',
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: '' + 'anything1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(json(before).error).toBe('invalid_grant');

    const mismatch = await t.app.inject({ method: 'POST', url: '/api/Account/SetPassword', headers, payload: { newPassword: 'secret12', confirmPassword: 'secret13' } });
    expect(json(mismatch).errors).toEqual({ confirmPassword: 'Password mismatch' });
    const set = await t.app.inject({ method: 'POST', url: '/api/Account/SetPassword', headers, payload: { newPassword: 'secret12', confirmPassword: 'secret12' } });
    expect(json(set)).toEqual({ message: externalLoginMessages.passwordSet });
    expect(json(await t.app.inject({ url: '/api/Account/PasswordState', headers }))).toEqual({ hasPassword: true });
    expect(await signIn(t, email, 'secret12')).toBeTruthy();
    const again = await t.app.inject({ method: 'POST', url: '/api/Account/SetPassword', headers, payload: { newPassword: 'other123', confirmPassword: 'other123' } });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('Your account already has a password. Change it with your current password.');
    expect((await t.app.inject({ method: 'POST', url: '/api/Account/SetPassword', payload: { newPassword: 'x', confirmPassword: 'x' } })).statusCode).toBe(401);
  });
});

describe('external sign-in without providers', () => {
  it('lists none and has no start route', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect(json(await t.app.inject({ url: '/api/account/ExternalLogins' }))).toEqual({ providers: [] });
      expect((await t.app.inject({ url: '/api/account/external/google/start' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
