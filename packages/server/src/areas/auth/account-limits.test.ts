import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { TEST_ACCOUNT_LIMITS, createTestApp, json, signedInMember, temporaryPasswordFromMail, type TestApp, type TestMember } from '../../testing/app.js';
import { backoffWait } from '../../http/limits/account-limits.js';

const tooMany = { message: 'Too many attempts. Please wait a minute and try again.' };
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('backoffWait', () => {
  it('waits from the max-th hit on, doubling up to the cap', () => {
    const limit = { max: 5, baseMs: 30 * SECOND, capMs: 15 * MINUTE, windowMs: 60 * MINUTE };
    expect([1, 4, 5, 6, 7, 8, 9, 10, 11, 50, 5000].map((hits) => backoffWait(limit, hits) / SECOND)).toEqual([0, 0, 30, 60, 120, 240, 480, 900, 900, 900, 900]);
  });
});

describe.each(await testDialects())('per-account limits with back-off on %s', (dialect) => {
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      accountLimits: {
        ...TEST_ACCOUNT_LIMITS,
        signIn: { max: 5, baseMs: 30 * SECOND, capMs: 2 * MINUTE, windowMs: 60 * MINUTE },
        reset: { max: 3, baseMs: 5 * MINUTE, capMs: 60 * MINUTE, windowMs: 60 * MINUTE },
        resend: { max: 3, baseMs: 5 * MINUTE, capMs: 60 * MINUTE, windowMs: 60 * MINUTE },
      },
    });
    member = await signedInMember(t, { password: 'Kiwi-Harbour-7' });
  });
  afterAll(async () => t?.close());

  let address = 0;
  /** Every attempt from another address: the limit is the account's, whatever the IP. */
  const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

  const signIn = (password: string, username = member.email) =>
    t.app.inject({
      method: 'POST',
      url: '/authtoken',
      remoteAddress: nextAddress(),
      payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const expectWait = (response: Awaited<ReturnType<typeof signIn>>, seconds: number) => {
    expect(response.statusCode).toBe(429);
    expect(json(response)).toEqual(tooMany);
    expect(response.headers['retry-after']).toBe(String(seconds));
  };

  it('makes an account wait longer after each failure past five, from any address, until a success', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('wrong-guess')).statusCode).toBe(400);
    // Even the right password waits: the account is throttled, not the address.
    expectWait(await signIn('Kiwi-Harbour-7'), 30);
    t.clock.advance(29 * SECOND);
    expectWait(await signIn('Kiwi-Harbour-7'), 1);
    t.clock.advance(1 * SECOND);
    expect((await signIn('wrong-guess')).statusCode).toBe(400);
    expectWait(await signIn('wrong-guess'), 60);
    t.clock.advance(60 * SECOND);
    expect((await signIn('wrong-guess')).statusCode).toBe(400);
    expectWait(await signIn('wrong-guess'), 120);
    t.clock.advance(120 * SECOND);
    expect((await signIn('wrong-guess')).statusCode).toBe(400);
    expectWait(await signIn('wrong-guess'), 120); // capped
    t.clock.advance(120 * SECOND);

    // A success resets: five failures again before the next wait.
    expect((await signIn('Kiwi-Harbour-7')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn('wrong-guess')).statusCode).toBe(400);
    expect((await signIn('Kiwi-Harbour-7')).statusCode).toBe(200);
  });

  it('counts unknown accounts the same way (the limit tells nothing of who exists) and other accounts apart', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('wrong-guess', 'Nobody.Here@example.org')).statusCode).toBe(400);
    expectWait(await signIn('wrong-guess', ' nobody.here@EXAMPLE.org '), 30);
    expect((await signIn('Kiwi-Harbour-7')).statusCode).toBe(200);
    t.clock.advance(30 * SECOND);
  });

  it('counts wrong current or temporary passwords of ChangePassword with the sign-ins', async () => {
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/ChangePassword',
        remoteAddress: nextAddress(),
        payload: { email: member.email, oldPassword, newPassword: 'Lagoon-Violet-42', confirmPassword: 'Lagoon-Violet-42' },
      });
    for (let i = 0; i < 4; i += 1) expect((await change('not-it')).statusCode).toBe(400);
    expect((await signIn('wrong-guess')).statusCode).toBe(400);
    expectWait(await change('Kiwi-Harbour-7'), 30);
    t.clock.advance(30 * SECOND);
    expect((await change('Kiwi-Harbour-7')).statusCode).toBe(200);
    member.password = 'Lagoon-Violet-42';
    expect((await signIn('Lagoon-Violet-42')).statusCode).toBe(200);
  });

  it('limits reset mails per e-mail address, known or not, whatever the IP', async () => {
    const reset = (email: string) => t.app.inject({ url: '/api/Account/ResetPassword', query: { email }, remoteAddress: nextAddress() });
    for (let i = 0; i < 3; i += 1) expect((await reset(member.email)).statusCode).toBe(200);
    expectWait(await reset(member.email.toUpperCase()), 300);
    expect((await t.mails()).filter((m) => m.to === member.email && m.subject.toLowerCase().includes('password'))).toHaveLength(3);
    // The last temporary password still works: the limit only stops new mails.
    temporaryPasswordFromMail(await t.latestMail(member.email));
    for (let i = 0; i < 3; i += 1) expect((await reset('unknown.person@example.org')).statusCode).toBe(404);
    expectWait(await reset('unknown.person@example.org'), 300);
    t.clock.advance(300 * SECOND);
    expect((await reset(member.email)).statusCode).toBe(200);
    expectWait(await reset(member.email), 600);
  });

  it('limits verification mails per account (ResendOnLogin and ResendVerification together)', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { firstName: 'Uma', surname: 'Ray', email: 'uma.ray@example.org', password: 'Quartz-Meadow-9', confirmPassword: 'Quartz-Meadow-9' },
    });
    expect(signup.statusCode).toBe(201);
    const { clientId } = json<{ clientId: number }>(signup);
    const onLogin = () => t.app.inject({ url: '/api/Account/ResendOnLogin', query: { email: 'uma.ray@example.org' }, remoteAddress: nextAddress() });
    const byId = () => t.app.inject({ url: '/api/Account/ResendVerification', query: { clientId: String(clientId) }, remoteAddress: nextAddress() });
    expect((await onLogin()).statusCode).toBe(200);
    expect((await byId()).statusCode).toBe(200);
    expect((await onLogin()).statusCode).toBe(200);
    expectWait(await byId(), 300);
    expectWait(await onLogin(), 300);
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url: '/api/Account/ResendOnLogin', query: { email: 'ghost@example.org' } })).statusCode).toBe(404);
    expectWait(await t.app.inject({ url: '/api/Account/ResendOnLogin', query: { email: 'ghost@example.org' } }), 300);
  });
});
