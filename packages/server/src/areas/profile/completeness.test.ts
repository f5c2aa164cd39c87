import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, callPaths, type profile } from '@studyatlas/core/contracts';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo/members.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp } from '../../testing/app.js';

describe.each(await testDialects())('profile completeness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 8, courses: 16, seed: 5, today: '2026-01-15' });
  });
  afterAll(async () => t?.close());

  const completeness = async (token: string) => {
    const response = await t.app.inject({ url: '/api/Profile/ProfileCompleteness', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return json(response) as profile.ProfileCompleteness;
  };

  it('a new member misses the required basic details, a qualification and a passport', async () => {
    const member = await signedInMember(t);
    const reply = await completeness(member.token);
    expect(reply.complete).toBe(false);
    expect(reply.sections.map((s) => [s.tab, s.done])).toEqual([
      ['B', false],
      ['E', false],
      ['P', false],
    ]);
    expect(reply.sections[0]!.missing).toEqual(expect.arrayContaining(['basic.title', 'basic.dateOfBirth', 'contact.current.cityFk', 'family.homeCountryFk']));
    expect(reply.sections[1]!.missing).toEqual(['qualification']);
    expect(reply.sections[2]!.missing).toEqual(['passport']);
  });

  it('the demo student is complete', async () => {
    const token = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    expect(await completeness(token)).toEqual({
      complete: true,
      sections: [
        { tab: 'B', done: true, missing: [] },
        { tab: 'E', done: true, missing: [] },
        { tab: 'P', done: true, missing: [] },
      ],
    });
  });

  it('every profile call that needs a sign-in answers 401 to nobody and to a forged token, never data', async () => {
    const calls = allCalls.filter((call) => call.area === 'profile' && call.auth === 'required');
    expect(calls.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const call of calls) {
      for (const url of callPaths(call)) {
        for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
          const response = await t.app.inject({ method: call.method, url, headers, ...(call.method === 'POST' ? { payload: {} } : {}) });
          if (response.statusCode !== 401) answers.push(`${call.method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
