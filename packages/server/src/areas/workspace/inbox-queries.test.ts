import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, signedInMember, type TestApp } from '../../testing/app.js';
import { anApplication, seedApplicationsCatalogue, type ApplicationsCatalogue } from '../../testing/fixtures/applications.js';
import { inboxPage, inboxPageOf, type InboxSort } from './inbox-queries.js';

const SORTS: InboxSort[] = ['submitted_desc', 'submitted_asc', 'name_asc', 'name_desc'];

describe.each(await testDialects())('inbox pages on %s', (dialect) => {
  let t: TestApp;
  let cat: ApplicationsCatalogue;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedApplicationsCatalogue(t.database.db, dialect);
    // Equal names and equal submission times: every order must still end on the application id.
    const students = [
      await signedInMember(t, { firstName: 'Ana', surname: 'Silva' }),
      await signedInMember(t, { firstName: 'Ana', surname: 'Silva' }),
      await signedInMember(t, { firstName: 'Ben', surname: 'Okafor' }),
    ];
    const times = ['2026-02-10T10:00:00.000Z', '2026-02-10T10:00:00.000Z', '2026-02-11T09:00:00.000Z', '2026-02-12T09:00:00.000Z'];
    for (let i = 0; i < 7; i++) {
      await anApplication(t.database.db, students[i % 3]!.clientId, { status: i === 5 ? 'W' : 'S', courses: [cat.design], at: times[i % 4]! });
    }
  });
  afterAll(async () => t?.close());

  it.each(SORTS)('%s: pages past the middle, read from the end, are the pages of the whole list', async (sort) => {
    const all = await inboxPage(t.database, cat.bridge, {}, sort, { offset: 0, limit: 100 });
    expect(all).toHaveLength(7);
    for (const limit of [1, 2, 3]) {
      const pages = [];
      for (let offset = 0; offset < all.length + limit; offset += limit) pages.push(...(await inboxPageOf(t.database, cat.bridge, {}, sort, offset, limit, all.length)));
      expect(pages.map((r) => r.id), `${sort} by ${limit}`).toEqual(all.map((r) => r.id));
    }
  });
});
