import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, callPaths } from '@studyatlas/core/contracts';
import { testDialects } from '../testing/databases.js';
import { createTestApp, signedInMember, type TestApp } from '../testing/app.js';

/*
 * Every call of every area, on both databases, against junk a careless or hostile client sends:
 * wrong types, huge and negative numbers, arrays for objects, odd strings. Whatever the call, the
 * answer is a 4xx with a message (or a normal answer when the junk is ignorable) — never a 500.
 */
const JUNK_VALUES: unknown[] = ['abc', -1, 99_999_999_999, 1.5, '', ' ', null, true, [1, 2], { a: 1 }, '../../etc/passwd', "'; drop table courses; --", '9'.repeat(40)];

const JUNK_FIELDS = [
  'country_fk', 'countryFk', 'legalFk', 'legal_fk', 'LocationIds', 'schFk', 'clientId', 'ClientFk', 'ReferenceFk', 'eventFk', 'locationFk',
  'from', 'to', 'rowFrom', 'rowTo', 'search', 'keyWord', 'distence', 'distance', 'date_from', 'date_to', 'categoryId', 'Category', 'PreferenceFk',
  'FromYear', 'ToYear', 'NoteText', 'Subject', 'email', 'name', 'number', 'subject', 'noteText', 'CourseId', 'TermDetId', 'majorFk', 'intakeDate',
];

function junkObject(seed: number): Record<string, unknown> {
  return Object.fromEntries(JUNK_FIELDS.map((field, i) => [field, JUNK_VALUES[(i + seed) % JUNK_VALUES.length]]));
}

const junkQuery = (seed: number): Record<string, string> =>
  Object.fromEntries(JUNK_FIELDS.map((field, i) => [field, String(JUNK_VALUES[(i + seed) % JUNK_VALUES.length])]));

describe.each(await testDialects())('bad input to every call on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await signedInMember(t)).token;
  });
  afterAll(async () => t?.close());

  it('never answers 500', async () => {
    const failures: string[] = [];
    for (const call of allCalls) {
      if (call.id === 'logout' || call.id === 'changePassword') continue; // would end the test's own session
      if (call.id === 'messagingUnreadEvents') continue; // a stream that stays open (unread-events.test.ts covers its refusals)
      for (const url of callPaths(call)) {
        for (let seed = 0; seed < JUNK_VALUES.length; seed++) {
          const headers = { ...(seed % 2 ? { authorization: `Bearer ${token}` } : {}), fileID: String(JUNK_VALUES[seed]), legalID: 'x', key: 'ZZZ' };
          const response =
            call.method === 'GET'
              ? await t.app.inject({ method: 'GET', url, query: junkQuery(seed), headers })
              : await t.app.inject({ method: 'POST', url, payload: seed % 5 === 3 ? [junkObject(seed)] : junkObject(seed), headers });
          if (response.statusCode >= 500) failures.push(`${call.method} ${url} (junk ${seed}): ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
