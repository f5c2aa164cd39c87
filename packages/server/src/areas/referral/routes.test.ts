import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { TEST_PUBLIC_URL, TEST_RATE_LIMITS, bearer, createTestApp, json, mailLinks, signIn, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

const REFER = '/api/MyFriend/ReferFriend';

describe.each(await testDialects())('refer a friend on %s', (dialect) => {
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    member = await signedInMember(t, { firstName: 'Ana', surname: 'Silva' });
  });
  afterAll(async () => t?.close());

  /** GET ReferFriend with a query (object, or raw text for junk), as the member unless `token` is null. */
  const refer = (query: Record<string, string> | string, token: string | null = member.token) =>
    t.app.inject({
      url: typeof query === 'string' ? `${REFER}?${query}` : REFER,
      ...(typeof query === 'string' ? {} : { query }),
      headers: token ? bearer(token) : {},
    });

  it('stores the referral and e-mails the friend a sign-up link', async () => {
    const response = await refer({ name: ' Lee Wong ', email: ' Lee.Wong@Example.org ', rndm: '0.7' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Your invitation has been sent to lee.wong@example.org.' });

    const rows = await t.database.db.selectFrom('referrals').selectAll().execute();
    expect(rows).toEqual([
      { id: expect.any(Number), client_id: member.clientId, friend_name: 'Lee Wong', friend_email: 'lee.wong@example.org', created_at: '2026-03-02T09:00:00.000Z' },
    ]);
    const mail = await t.latestMail('lee.wong@example.org');
    expect(mail.subject).toBe('Ana Silva invites you to StudyAtlas');
    expect(mail.text).toContain('Hello Lee Wong,');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/signUp`);
    expect(mailLinks(mail)).toContain(`${TEST_PUBLIC_URL}/signUp`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/signUp"`);
    // The sender as the account has them (the verified e-mail of the sign-in), whatever the form said.
    expect(mail.text).toContain(`Sent at the request of the StudyAtlas member Ana Silva (${member.email}).`);
    expect(mail.html).toContain(`Sent at the request of the StudyAtlas member Ana Silva (${member.email}).`);
  });

  it('answers the specification’s messages', async () => {
    const empty = await refer({});
    expect(empty.statusCode).toBe(400);
    expect(json(empty)).toEqual({ message: 'Name is required', errors: { name: 'Name is required', email: 'Email is required' } });
    for (const email of ['lee', 'lee@example', 'lee @example.org']) {
      const bad = await refer({ name: 'Lee', email });
      expect(bad.statusCode, email).toBe(400);
      expect(json(bad)).toEqual({ message: 'InValid Email', errors: { email: 'InValid Email' } });
    }
    expect(await t.database.db.selectFrom('referrals').select('id').where('friend_email', '=', 'lee').execute()).toEqual([]);
  });

  it('needs a sign-in', async () => {
    const response = await refer({ name: 'Lee', email: 'lee@example.org' }, null);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: messages.signInRequired });
  });

  it('never answers 500 to junk', async () => {
    for (const query of ['name[]=a&email=b', 'name=%00&email=%00', 'email=a@b.c&name=' + 'x'.repeat(5000), 'name=a&name=b&email=c@d.ef', 'email=%E0%A4%A']) {
      const response = await refer(query);
      expect(response.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, query).toBeLessThan(500);
    }
  });
});

describe.each(await testDialects())('refer a friend limits on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, { rateLimits: { ...TEST_RATE_LIMITS, resend: { max: 2, timeWindow: 60_000 } }, referralsPerDay: 3 });
    ana = await signedInMember(t, { firstName: 'Ana', surname: 'Silva' });
    ben = await signedInMember(t, { firstName: 'Ben', surname: 'Okafor' });
  });
  afterAll(async () => t?.close());

  const refer = (token: string | null, email = 'friend@example.org', remoteAddress = '203.0.113.20') =>
    t.app.inject({ url: REFER, query: { name: 'Lee', email }, remoteAddress, headers: token ? bearer(token) : {} });

  it('checks the sign-in first: signed-out calls answer 401 and use no member’s quota', async () => {
    for (let i = 0; i < 5; i += 1) {
      const anonymous = await refer(null);
      expect(anonymous.statusCode).toBe(401);
      expect(json(anonymous)).toEqual({ message: messages.signInRequired });
    }
    // Same address: the member still has the whole quota, which is theirs (Ben's calls from it count apart).
    expect((await refer(ana.token, 'one@example.org')).statusCode).toBe(200);
    expect((await refer(ben.token, 'two@example.org')).statusCode).toBe(200);
    expect((await refer(ana.token, 'three@example.org')).statusCode).toBe(200);
    const limited = await refer(ana.token, 'four@example.org', '198.51.100.77');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
    t.clock.advance(60_000);
  });

  it('sends at most REFERRALS_PER_DAY invitations a member in 24 hours', async () => {
    // Ana sent two above; one more today, then the daily limit (Retry-After: when the oldest is a day old).
    expect((await refer(ana.token, 'five@example.org')).statusCode).toBe(200);
    t.clock.advance(60_000);
    const limited = await refer(ana.token, 'six@example.org');
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: 'You can invite up to 3 friends a day. Please try again tomorrow.' });
    expect(limited.headers['retry-after']).toBe(String(24 * 3600 - 120));
    expect(await t.database.db.selectFrom('referrals').select('id').where('friend_email', '=', 'six@example.org').execute()).toEqual([]);
    expect((await refer(ben.token, 'seven@example.org')).statusCode).toBe(200);
    t.clock.advance((24 * 3600 - 120) * 1000);
    const token = await signIn(t, ana.email, ana.password);
    expect((await refer(token, 'six@example.org')).statusCode).toBe(200);
  });
});
