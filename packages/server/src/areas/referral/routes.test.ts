import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { TEST_PUBLIC_URL, bearer, createTestApp, json, mailLinks, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

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
