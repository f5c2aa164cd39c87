import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { format, messages as m, mailMessages, authMessages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import {
  TEST_PUBLIC_URL,
  bearer,
  createTestApp,
  json,
  mailLinks,
  signIn,
  signedInMember,
  temporaryPasswordFromMail,
  verificationFromMail,
  type TestApp,
} from '../../testing/app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let counter = 0;
const uniqueEmail = (name = 'member') => `${name}.${++counter}@example.org`;

const signupBody = (email: string, overrides: Record<string, string> = {}) => ({
  firstName: 'Ana',
  surname: 'Silva',
  email,
  password: 'secret12',
  confirmPassword: 'secret12',
  ...overrides,
});

describe.each(await testDialects())('auth area on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const signup = (body: Record<string, string>, url = '/api/signup') => t.app.inject({ method: 'POST', url, payload: body });

  const token = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/authtoken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const get = (url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers });

  const changePassword = (body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', payload: body });

  async function registered(email = uniqueEmail()) {
    const response = await signup(signupBody(email));
    expect(response.statusCode).toBe(201);
    return { email, clientId: json<{ clientId: number }>(response).clientId };
  }

  describe('the journey: sign up → mail → verify → sign in → session → renew → logout', () => {
    it('works end to end and the token stops working at logout', async () => {
      const email = uniqueEmail('journey');
      const created = await signup(signupBody(email.toUpperCase()));
      expect(created.statusCode).toBe(201);
      const { clientId, message } = json<{ clientId: number; message: string }>(created);
      expect(message).toBe('User has been registered successfully, you will be redicted in 2 seconds.');
      expect(clientId).toBeGreaterThan(0);

      const mail = await t.latestMail(email);
      expect(mail.to).toBe(email);
      expect(mail.subject).toBe(mailMessages.mailVerifySubject);
      const link = verificationFromMail(mail);
      expect(link.link).toBe(`${TEST_PUBLIC_URL}/verifyAcc/${link.key}/${encodeURIComponent(email)}/N`);
      expect(link.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.html).toContain(link.link);
      const stored = await t.database.db.selectFrom('verification_keys').select('key_hash').where('client_id', '=', clientId).execute();
      expect(stored.map((row) => row.key_hash)).not.toContain(link.key);

      const early = await token({ grant_type: 'password', username: email, password: 'secret12' });
      expect(early.statusCode).toBe(400);
      expect(json(early)).toEqual({ error: 'NotVerified', error_description: authMessages.notVerified, message: authMessages.notVerified });

      const verified = await get('/api/Account/VerifyAccount', { verifyEmailKey: link.key, email: link.email, regType: link.type });
      expect(verified.statusCode).toBe(200);
      expect(json(verified)).toEqual({ message: authMessages.accountVerified });
      const again = await get('/api/Account/VerifyAccount', { verifyEmailKey: link.key, email: link.email, regType: 'N' });
      expect(again.statusCode).toBe(200);
      expect(json(again)).toEqual({ message: authMessages.alreadyVerified });

      const signedIn = await token({ grant_type: 'password', username: email.toUpperCase(), password: 'secret12', clientId: '0', isChecked: 'false' });
      expect(signedIn.statusCode).toBe(200);
      const reply = json<{ access_token: string; token_type: string; expires_in: number; userName: string; member: unknown }>(signedIn);
      expect(reply).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 1800,
        userName: email,
        member: { clientId, email, firstName: 'Ana', surname: 'Silva' },
      });
      const [, payload] = reply.access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
      expect(claims).toMatchObject({ sub: String(clientId), sid: expect.any(String) });
      expect((claims.exp as number) - (claims.iat as number)).toBe(1800);

      const session = await get('/api/session', {}, bearer(reply.access_token));
      expect(session.statusCode).toBe(200);
      const renewed = json<{ access_token: string; member: unknown; userName: string }>(session);
      expect(renewed.member).toEqual(reply.member);
      expect(renewed.userName).toBe(email);

      const cookie = await get('/api/session/cookie', {}, bearer(renewed.access_token));
      expect(cookie.statusCode).toBe(200);
      expect(json(cookie)).toEqual({ loginName: email });
      expect(cookie.headers['set-cookie']).toMatch(/^sa_login=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Max-Age=864000; Path=\/; HttpOnly; SameSite=Strict$/);

      const profile = await get('/api/Profile/UserProfileData', {}, bearer(reply.access_token));
      expect(profile.statusCode).toBe(200);

      const logout = await get('/api/session/logout', {}, bearer(reply.access_token));
      expect(logout.statusCode).toBe(200);
      expect(json(logout)).toEqual({ message: authMessages.signedOut });
      for (const used of [reply.access_token, renewed.access_token]) {
        const after = await get('/api/session', {}, bearer(used));
        expect(after.statusCode).toBe(401);
        expect(json(after)).toEqual({ message: m.signInRequired });
      }
    });

    it('renews within the session (sliding) and refuses expired tokens and sessions', async () => {
      const member = await signedInMember(t);
      t.clock.advance(25 * MINUTE);
      const renewed = json<{ access_token: string }>(await get('/api/session', {}, bearer(member.token))).access_token;
      t.clock.advance(10 * MINUTE);
      expect((await get('/api/session', {}, bearer(member.token))).statusCode).toBe(401);
      expect((await get('/api/session', {}, bearer(renewed))).statusCode).toBe(200);

      t.clock.advance(31 * 24 * HOUR);
      const lateToken = json<{ access_token: string }>(await get('/api/session', {}, bearer(renewed)));
      expect(lateToken.access_token).toBeUndefined();
    });

    it('refuses missing, malformed and foreign tokens with 401', async () => {
      expect(json(await get('/api/session'))).toEqual({ message: m.signInRequired });
      expect((await get('/api/session', {}, { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
      expect((await get('/api/session', {}, { authorization: 'Basic abc' })).statusCode).toBe(401);
      const other = await createTestApp(dialect);
      try {
        const stranger = await signedInMember(other);
        expect((await get('/api/session', {}, bearer(stranger.token))).statusCode).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('the remembered login name (sa_login)', () => {
    const remembered = (cookie?: string) =>
      get('/api/session/login-name', {}, cookie === undefined ? {} : { cookie }).then((r) => json<{ loginName: string }>(r).loginName);

    it('remembers the login name in a sealed HttpOnly cookie and answers it only to its own browser', async () => {
      const member = await signedInMember(t);
      const reply = await get('/api/session/cookie', {}, bearer(member.token));
      const setCookie = String(reply.headers['set-cookie']);
      const value = setCookie.split(';')[0]!.slice('sa_login='.length);
      // Neither the e-mail nor any part of it in the cookie (an encrypted JWT: five base64url parts).
      expect(value.split('.')).toHaveLength(5);
      for (const piece of [member.email, encodeURIComponent(member.email), member.email.split('@')[0]!, Buffer.from(member.email).toString('base64url').slice(0, 12)]) {
        expect(setCookie).not.toContain(piece);
      }
      expect(setCookie).toContain('; HttpOnly');
      expect(setCookie).toContain('; SameSite=Strict');
      expect(setCookie).not.toContain('Secure');

      expect(await remembered(`other=1; sa_login=${value}`)).toBe(member.email);
      expect(await remembered()).toBe('');
      expect(await remembered(`sa_login=${encodeURIComponent(member.email)}`)).toBe(''); // the old plaintext cookie
      // Altered: one character of the ciphertext (the fourth part) changed. Not the last characters: the
      // tag's last base64url character carries unused bits, so "…xx" decoded to the same tag 1 time in 256.
      const parts = value.split('.');
      const altered = [...parts.slice(0, 3), `${parts[3]![0] === 'A' ? 'B' : 'A'}${parts[3]!.slice(1)}`, parts[4]].join('.');
      expect(await remembered(`sa_login=${altered}`)).toBe('');
      t.clock.advance(10 * 24 * HOUR + 1000);
      expect(await remembered(`sa_login=${value}`)).toBe(''); // after its 10 days
    });

    it('is Secure when the request came over https (behind a trusted proxy)', async () => {
      const proxied = await createTestApp(dialect, { trustProxy: true });
      try {
        const member = await signedInMember(proxied);
        const reply = await proxied.app.inject({ url: '/api/session/cookie', headers: { ...bearer(member.token), 'x-forwarded-proto': 'https' } });
        expect(String(reply.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('sign-up', () => {
    it.each([
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ surname: ' ' }, 'surname', 'Last name is required'],
      [{ email: '' }, 'email', 'Email address is required'],
      [{ email: 'ana@' }, 'email', 'Invalid email'],
      [{ password: '', confirmPassword: '' }, 'password', 'Password is required'],
      [{ password: '12345', confirmPassword: '12345' }, 'password', 'minimum 6 character required'],
      [{ confirmPassword: 'secret13' }, 'confirmPassword', 'Password mismatch'],
    ])('answers 400 for %j with the specification message', async (change, field, message) => {
      const response = await signup(signupBody(uniqueEmail(), change));
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message, errors: { [field]: message } });
    });

    it('lists every field message, the first one as the message', async () => {
      const response = await signup({});
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        message: 'First name is required',
        errors: {
          firstName: 'First name is required',
          surname: 'Last name is required',
          email: 'Email address is required',
          password: 'Password is required',
        },
      });
    });

    it('refuses an e-mail that exists in any letter case with 409', async () => {
      const { email } = await registered();
      const response = await signup(signupBody(email.toUpperCase()));
      expect(response.statusCode).toBe(409);
      expect(json(response)).toEqual({ message: 'Email already exists.' });
    });

    it('answers on the alias and in any letter case, form-encoded too', async () => {
      const alias = await signup(signupBody(uniqueEmail()), '/api/account/register');
      expect(alias.statusCode).toBe(201);
      const upper = await signup(signupBody(uniqueEmail()), '/API/ACCOUNT/REGISTER');
      expect(upper.statusCode).toBe(201);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/SignUp',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(signupBody(uniqueEmail())).toString(),
      });
      expect(form.statusCode).toBe(201);
    });

    it('ignores provider and externalToken: a password account that must verify, then signs in with its password', async () => {
      const email = uniqueEmail('external');
      const created = await signup(signupBody(email, { provider: 'Facebook', externalToken: 'fb-access-token-123' }));
      expect(created.statusCode).toBe(201);
      const { clientId } = json<{ clientId: number }>(created);
      const row = await t.database.db.selectFrom('clients').select(['provider', 'verified_at']).where('id', '=', clientId).executeTakeFirstOrThrow();
      expect(row).toEqual({ provider: '', verified_at: null });

      const early = await token({ grant_type: 'password', username: email, password: 'secret12' });
      expect(early.statusCode).toBe(400);
      expect(json(early)).toEqual({ error: 'NotVerified', error_description: authMessages.notVerified, message: authMessages.notVerified });

      const { key } = verificationFromMail(await t.latestMail(email));
      expect(json(await get('/api/Account/VerifyAccount', { verifyEmailKey: key, email, regType: 'N' }))).toEqual({ message: authMessages.accountVerified });

      const external = await token({ grant_type: 'password', username: email, password: 'fb-access-token-123' });
      expect(external.statusCode).toBe(400);
      expect(json(external)).toEqual({ error: 'invalid_grant', error_description: authMessages.loginFailed, message: authMessages.loginFailed });

      const signedIn = await token({ grant_type: 'password', username: email, password: 'secret12' });
      expect(signedIn.statusCode).toBe(200);
      const { access_token: accessToken, member } = json<{ access_token: string; member: unknown }>(signedIn);
      expect(member).toEqual({ clientId, email, firstName: 'Ana', surname: 'Silva' });
      const profile = await get('/api/Profile/UserProfileData', {}, bearer(accessToken));
      expect(json(profile)).toMatchObject({ clientFk: clientId, isExternalLogin: false });
    });

    it("answers 500 'Failed to register user' when the database fails", async () => {
      const broken = await createTestApp(dialect);
      try {
        await sql`drop table verification_keys`.execute(broken.database.db);
        const response = await broken.app.inject({ method: 'POST', url: '/api/signup', payload: signupBody(uniqueEmail()) });
        expect(response.statusCode).toBe(500);
        expect(json(response)).toEqual({ message: 'Failed to register user' });
      } finally {
        await broken.close();
      }
    });
  });

  describe('verification', () => {
    it('refuses an expired key', async () => {
      const { email } = await registered();
      const { key } = verificationFromMail(await t.latestMail(email));
      t.clock.advance(48 * HOUR + 1);
      const response = await get('/api/Account/VerifyAccount', { verifyEmailKey: key, email, regType: 'N' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: authMessages.verificationInvalid });
    });

    it('refuses an unknown key, another e-mail and empty parameters', async () => {
      const { email } = await registered();
      const { key } = verificationFromMail(await t.latestMail(email));
      const queries: Record<string, string>[] = [
        { verifyEmailKey: 'x'.repeat(43), email },
        { verifyEmailKey: key, email: 'someone.else@example.org' },
        { verifyEmailKey: '', email: '' },
        {},
      ];
      for (const query of queries) {
        const response = await get('/api/Account/VerifyAccount', query);
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ message: authMessages.verificationInvalid });
      }
    });

    it('re-sends by client id with a fresh key; the earlier key still works', async () => {
      const { email, clientId } = await registered();
      const first = verificationFromMail(await t.latestMail(email));
      const resent = await get('/api/Account/ResendVerification', { clientId: String(clientId) });
      expect(resent.statusCode).toBe(200);
      expect(json(resent)).toEqual({ message: 'Verification email has been re-sent. Please check your mailbox.' });
      const second = verificationFromMail(await t.latestMail(email));
      expect(second.key).not.toBe(first.key);
      const verified = await get('/api/Account/VerifyAccount', { verifyEmailKey: first.key, email });
      expect(json(verified)).toEqual({ message: authMessages.accountVerified });
      const resendVerified = await get('/api/Account/ResendVerification', { clientId: String(clientId) });
      expect(resendVerified.statusCode).toBe(400);
      expect(json(resendVerified)).toEqual({ message: authMessages.alreadyVerified });
    });

    it('re-sends on login by e-mail', async () => {
      const { email } = await registered();
      const before = (await t.mails()).length;
      const resent = await get('/api/Account/ResendOnLogin', { email: email.toUpperCase() });
      expect(resent.statusCode).toBe(200);
      expect(json(resent)).toEqual({ message: 'Verification email has been re-sent. Please check your mailbox.' });
      expect((await t.mails()).length).toBe(before + 1);
      const { key } = verificationFromMail(await t.latestMail(email));
      await get('/api/Account/VerifyAccount', { verifyEmailKey: key, email });
      const verified = await get('/api/Account/ResendOnLogin', { email });
      expect(verified.statusCode).toBe(400);
      expect(json(verified)).toEqual({ message: authMessages.alreadyVerified });
    });

    it("answers 404 'The user name not found.' for unknown members", async () => {
      for (const response of [
        await get('/api/Account/ResendVerification', { clientId: '999999' }),
        await get('/api/Account/ResendVerification', { clientId: 'abc' }),
        await get('/api/Account/ResendOnLogin', { email: 'nobody@example.org' }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual({ message: 'The user name not found.' });
      }
      const empty = await get('/api/Account/ResendOnLogin', { email: '' });
      expect(empty.statusCode).toBe(400);
      expect(json(empty)).toEqual({ message: 'Email address is required', errors: { email: 'Email address is required' } });
    });
  });

  describe('sign-in', () => {
    it.each([
      [{ username: '', password: '' }, { form: 'Please enter your Login ID and Password' }],
      [{ username: '', password: 'x' }, { username: 'Login ID required' }],
      [{ username: 'a@b.co', password: '' }, { password: 'Password required' }],
    ])('answers 400 for %j with the page messages', async (fields, errors) => {
      const response = await token({ grant_type: 'password', ...fields });
      expect(response.statusCode).toBe(400);
      const message = Object.values(errors)[0];
      expect(json(response)).toEqual({ error: 'invalid_request', error_description: message, message, errors });
    });

    it('answers invalid_grant for an unknown member and a wrong password, even when unverified', async () => {
      const member = await signedInMember(t);
      const { email: unverified } = await registered();
      for (const [username, password] of [
        ['nobody@example.org', 'secret12'],
        [member.email, 'wrong-password'],
        [unverified, 'wrong-password'],
      ]) {
        const response = await token({ grant_type: 'password', username: username!, password: password! });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ error: 'invalid_grant', error_description: authMessages.loginFailed, message: authMessages.loginFailed });
      }
    });

    it('supports the password grant only', async () => {
      const response = await token({ grant_type: 'client_credentials', username: 'a@b.co', password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ error: 'unsupported_grant_type', message: authMessages.unsupportedGrantType });
    });
  });

  describe('password reset and change', () => {
    it("tells a malformed e-mail ('Incorrect Login id entered.') from an unknown one ('The user name not found.')", async () => {
      for (const email of ['nope', '']) {
        const response = await get('/api/Account/ResetPassword', { email });
        expect(response.statusCode).toBe(400);
        expect(json(response)).toEqual({ message: 'Incorrect Login id entered.', errors: { email: 'Incorrect Login id entered.' } });
      }
      const unknown = await get('/api/Account/ResetPassword', { email: 'nobody@example.org' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: 'The user name not found.' });
    });

    it('mails a temporary password that changes the password, verifies the account and works once', async () => {
      const { email } = await registered();
      const reset = await get('/API/ACCOUNT/resetpassword', { email: email.toUpperCase() });
      expect(reset.statusCode).toBe(200);
      expect(json(reset)).toEqual({ message: format(authMessages.resetMailSent, { email }) });
      const mail = await t.latestMail(email);
      expect(mail.subject).toBe(mailMessages.mailResetSubject);
      expect(mailLinks(mail)).toContain(`${TEST_PUBLIC_URL}/reSetPwdStep3/1/${encodeURIComponent(email)}`);
      const temporary = temporaryPasswordFromMail(mail);

      const changed = await changePassword({ email, oldPassword: temporary, newPassword: 'brand-new1', confirmPassword: 'brand-new1' });
      expect(changed.statusCode).toBe(200);
      expect(json(changed)).toEqual({ message: authMessages.passwordChanged });
      await signIn(t, email, 'brand-new1');
      const old = await token({ grant_type: 'password', username: email, password: 'secret12' });
      expect(json(old)).toMatchObject({ error: 'invalid_grant' });

      const reused = await changePassword({ email, oldPassword: temporary, newPassword: 'other-new1', confirmPassword: 'other-new1' });
      expect(reused.statusCode).toBe(400);
      expect(json(reused)).toEqual({ message: authMessages.oldPasswordIncorrect, errors: { oldPassword: authMessages.oldPasswordIncorrect } });
    });

    it('refuses an expired temporary password', async () => {
      const { email } = await registered();
      await get('/api/Account/ResetPassword', { email });
      const temporary = temporaryPasswordFromMail(await t.latestMail(email));
      t.clock.advance(HOUR + 1);
      const response = await changePassword({ email, oldPassword: temporary, newPassword: 'brand-new1', confirmPassword: 'brand-new1' });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message: authMessages.oldPasswordIncorrect });
    });

    it('changes with the current password and ends every session of the member', async () => {
      const member = await signedInMember(t);
      const second = await signIn(t, member.email, member.password);
      const changed = await changePassword({
        email: member.email,
        oldPassword: member.password,
        newPassword: 'changed-pw1',
        confirmPassword: 'changed-pw1',
      });
      expect(changed.statusCode).toBe(200);
      for (const used of [member.token, second]) {
        expect((await get('/api/session', {}, bearer(used))).statusCode).toBe(401);
      }
      await signIn(t, member.email, 'changed-pw1');
    });

    it.each([
      [{ oldPassword: '' }, { oldPassword: 'Current or temporary password is required' }],
      [{ newPassword: '' }, { newPassword: 'New password is required', confirmPassword: 'Password mismatch' }],
      [{ newPassword: '12345', confirmPassword: '12345' }, { newPassword: 'minimum 6 character required' }],
      [{ confirmPassword: '' }, { confirmPassword: 'Confirm password is required' }],
      [{ confirmPassword: 'different1' }, { confirmPassword: 'Password mismatch' }],
      [{ email: '' }, { email: 'Email address is required' }],
      [{ email: 'nope' }, { email: 'Invalid email' }],
    ])('answers 400 for %j with the rule messages', async (change, errors) => {
      const body = { email: 'a@b.co', oldPassword: 'whatever', newPassword: 'brand-new1', confirmPassword: 'brand-new1', ...change };
      const response = await changePassword(body);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ message: Object.values(errors)[0], errors });
    });

    it('answers 404 for an unknown e-mail and 400 for a wrong current password', async () => {
      const body = { oldPassword: 'whatever', newPassword: 'brand-new1', confirmPassword: 'brand-new1' };
      const unknown = await changePassword({ email: 'nobody@example.org', ...body });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: 'The user name not found.' });
      const member = await signedInMember(t);
      const wrong = await changePassword({ email: member.email, ...body });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ message: authMessages.oldPasswordIncorrect, errors: { oldPassword: authMessages.oldPasswordIncorrect } });
      expect((await get('/api/session', {}, bearer(member.token))).statusCode).toBe(200);
    });
  });
});
