import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, signedInMember, type TestApp } from '../../testing/app.js';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL } from '../../seed/demo/members.js';
import { basicDetailMissing } from './basic-completeness.js';

describe.each(await testDialects())('basicDetailMissing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 6, courses: 12, seed: 5, today: '2026-01-15' });
  }, 120_000);
  afterAll(async () => t?.close());

  const today = new Date(2026, 2, 2);

  it("a new member misses every required field but the names and e-mail their sign-up gave (issue 24)", async () => {
    const member = await signedInMember(t);
    expect(await basicDetailMissing(t.database.db, member.clientId, today)).toEqual([
      'basic.title',
      'basic.gender',
      'basic.dateOfBirth',
      'contact.current.countryFk',
      'contact.current.stateFk',
      'contact.current.cityFk',
      'family.homeCountryFk',
      'family.homeStateFk',
      'family.homeCityFk',
    ]);
  });

  it('the demo student is complete; a date of birth that moved into the future counts as missing', async () => {
    const { id } = await t.database.db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow();
    expect(await basicDetailMissing(t.database.db, Number(id), today)).toEqual([]);
    await t.database.db.updateTable('member_profiles').set({ title: '', date_of_birth: '2027-01-01' }).where('client_id', '=', Number(id)).execute();
    expect(await basicDetailMissing(t.database.db, Number(id), today)).toEqual(['basic.title', 'basic.dateOfBirth']);
  });
});
