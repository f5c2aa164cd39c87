import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signedInMember, type TestApp } from '../../testing/app.js';
import { testDialects } from '../../testing/databases.js';
import { GEO } from '../../testing/fixtures/shared.js';
import { DEMO_MEMBER_EMAIL } from './members.js';
import { seedDemoPassport } from './profile-passport.js';

describe.each(await testDialects())('demo passport tab on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const country = { phone_code: '', currency: '', nationality: '', emoji: '', continent_id: null };
    await t.database.db
      .insertInto('countries')
      .values([
        { id: GEO.australia, name: 'Australia', iso2: 'AU', iso3: 'AUS', latitude: -27, longitude: 133, ...country },
        { id: GEO.unitedKingdom, name: 'United Kingdom', iso2: 'GB', iso3: 'GBR', latitude: 54, longitude: -2, ...country },
      ])
      .execute();
  });
  afterAll(async () => t?.close());

  it('gives the demo student a primary passport, a visa and an accompanying dependant, once; a new member starts empty', async () => {
    const student = await signedInMember(t, { email: DEMO_MEMBER_EMAIL });
    const newcomer = await signedInMember(t);
    expect(await seedDemoPassport(t.database.db, DEMO_MEMBER_EMAIL, '2026-03-02T00:00:00.000Z')).toBe(true);
    expect(await seedDemoPassport(t.database.db, DEMO_MEMBER_EMAIL, '2026-03-02T00:00:00.000Z')).toBe(false);

    const tab = json<Record<string, any>>(await t.app.inject({ url: '/api/Profile/PassportLoad', headers: bearer(student.token) }));
    expect(tab.passports).toEqual([
      expect.objectContaining({ passportType: 'P', isPrimary: true, countryName: 'United Kingdom', passportNo: 'Z4821736'}),
    ]);
    expect(tab.visas).toEqual([expect.objectContaining({ visaType: 'ST', countryName: 'Australia' })]);
    expect(tab.dependants).toEqual([expect.objectContaining({ relation: 'spouse', accompanying: true, visaType: 'SP', visaCountryName: 'Australia' })]);

    const empty = json<Record<string, unknown[]>>(await t.app.inject({ url: '/api/Profile/PassportLoad', headers: bearer(newcomer.token) }));
    expect([empty.passports, empty.visas, empty.dependants]).toEqual([[], [], []]);
  });
});
