import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages } from '@studyatlas/core';
import type { profile } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp, type TestMember } from '../../testing/app.js';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD } from '../../seed/demo/members.js';
import { preferredDestination } from './study-destination.js';

const LOAD = '/api/Profile/PreferenceLoad';
const DESTINATIONS = '/api/Profile/StudyDestinationLoad';
const SAVE_OLD = '/api/Profile/SaveStudyPreference';
const SAVE_NEW = '/api/Profile/SaveStudyPreferenceNew';

// Reference ids (seed/reference-data.ts): majors 1.., minors major × 100 + n, levels group × 10 + n.
const COMPUTING = 5;
const DATA_SCIENCE = 503;
const AI = 506;
const ENGINEERING_CIVIL = 801;
const BUSINESS = 4;
const MASTER = 53; // Postgraduate (5)
const BACHELOR = 43; // Undergraduate (4)

type Reply = profile.SaveStudyPreferenceReply;
type Entry = Record<string, unknown>;

describe.each(await testDialects())('study preferences on %s', (dialect) => {
  let t: TestApp;
  let student: string;
  let studentId: number;
  let ana: TestMember;
  let ben: TestMember;
  let au: number;
  let gb: number;
  let ca: number;
  let sydney: number;
  let london: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 12, courses: 40, seed: 5, today: '2026-01-15' });
    student = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    studentId = Number((await db().selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow()).id);
    ana = await signedInMember(t, { firstName: 'Ana', surname: 'Study' });
    ben = await signedInMember(t, { firstName: 'Ben', surname: 'Study' });
    const country = async (iso2: string) => Number((await db().selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id);
    const city = async (countryId: number, name: string) =>
      Number((await db().selectFrom('cities').select('id').where('country_id', '=', countryId).where('name', '=', name).orderBy('id').executeTakeFirstOrThrow()).id);
    [au, gb, ca] = [await country('AU'), await country('GB'), await country('CA')];
    [sydney, london] = [await city(au, 'Sydney'), await city(gb, 'London')];
  }, 120_000);
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const get = (url: string, token: string | null, query: Record<string, string> = {}) =>
    t.app.inject({ url, query, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | null, payload: unknown, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, query, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });
  const expectRefused = (response: LightMyRequestResponse, errors: Record<string, string>) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual({ message: Object.values(errors)[0], errors });
  };
  const load = async (token: string, query: Record<string, string> = {}) => {
    const response = await get(LOAD, token, query);
    expect(response.statusCode, response.body).toBe(200);
    return json<profile.PreferenceLoadReply>(response);
  };
  const sd = (reference_fk: number, extra: Entry = {}): Entry => ({ category: 'SD', reference_fk, ...extra });
  const complete = (): Entry[] => [
    sd(au, { city_fk: sydney, preferd_destination: true, choice_order: 1, value: 'Australia' }),
    sd(gb, { choice_order: 2 }),
    { category: 'SA', reference_fk: COMPUTING },
    { category: 'SM', reference_fk: DATA_SCIENCE },
    { category: 'AL', reference_fk: MASTER, award_group_fk: 5 },
  ];
  const saveNew = (token: string, entries: Entry[]) => post(SAVE_NEW, token, { studyPreference: entries });

  it('needs a sign-in for every call', async () => {
    for (const response of [
      await get(LOAD, null),
      await get(DESTINATIONS, null),
      await post(SAVE_OLD, null, { jsonString: [] }),
      await post(SAVE_NEW, null, { studyPreference: complete() }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: messages.signInRequired });
    }
  });

  it('starts a new member empty, with every choice list of the form', async () => {
    const reply = await load(ana.token);
    expect(reply.preferences).toEqual([]);
    expect(reply.cities).toEqual([]);
    expect(reply.countries.find((c) => c.id === au)?.name).toBe('Australia');
    expect(reply.majors).toContainEqual({ id: COMPUTING, name: 'Computing and Information Technology' });
    expect(reply.minors).toContainEqual({ id: DATA_SCIENCE, name: 'Data Science', parentFk: COMPUTING });
    expect(reply.majors.some((m) => m.id === DATA_SCIENCE)).toBe(false);
    expect(reply.awardGroups[0]).toEqual({ id: 1, name: 'School' });
    expect(reply.awardLevels).toContainEqual({ id: MASTER, name: 'Master', groupFk: 5 });
    expect(await preferredDestination(db(), ana.clientId)).toBeNull();
  });

  it('lists the cities of countryFk where the catalogue has a campus', async () => {
    const campusCities = (
      await db()
        .selectFrom('locations as l')
        .innerJoin('course_campuses as cc', 'cc.location_id', 'l.id')
        .innerJoin('cities as ci', 'ci.id', 'l.city_id')
        .select('ci.country_id')
        .distinct()
        .execute()
    ).map((r) => Number(r.country_id));
    const country = campusCities[0]!;
    const reply = await load(ana.token, { countryFk: String(country) });
    expect(reply.cities.length).toBeGreaterThan(0);
    expect(reply.cities.every((c) => c.countryFk === country)).toBe(true);
    const destinations = await get(DESTINATIONS, ana.token, { countryFk: String(country) });
    expect(json<profile.StudyDestinationReply>(destinations)).toEqual({ destinations: [], cities: reply.cities });
  });

  it("gives the demo student two destinations (one preferred), a study area, a major-minor and an award level", async () => {
    const reply = await load(student, { countryFk: String(au) });
    expect(reply.preferences.map((p) => [p.category, p.name, p.cityName, p.preferred, p.majorName, p.awardGroupName, p.choiceOrder])).toEqual([
      ['SD', 'Australia', 'Sydney', true, '', '', 1],
      ['SD', 'United Kingdom', '', false, '', '', 2],
      ['SA', 'Computing and Information Technology', '', false, '', '', 1],
      ['SM', 'Data Science', '', false, 'Computing and Information Technology', '', 1],
      ['AL', 'Master', '', false, '', 'Postgraduate', 1],
    ]);
    // the chosen city is listed with the country's cities
    expect(reply.cities.some((c) => c.id === sydney)).toBe(true);
    expect(await preferredDestination(db(), studentId)).toBe(au);
    const destinations = json<profile.StudyDestinationReply>(await get(DESTINATIONS, student));
    expect(destinations.destinations.map((d) => d.name)).toEqual(['Australia', 'United Kingdom']);
  });

  it('saves the new-style lists, renumbered, with the award group and names', async () => {
    const response = await saveNew(ana.token, [
      ...complete(),
      { category: 'SM', reference_fk: AI, choice_order: 1, status: 'A' },
      { category: 'AL', reference_fk: BACHELOR },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const reply = json<Reply>(response);
    expect(reply.message).toBe('Data saved successfully.');
    expect(reply.preferences.map((p) => [p.category, p.referenceFk, p.choiceOrder, p.preferred, p.cityFk, p.awardGroupFk, p.status])).toEqual([
      ['SD', au, 1, true, sydney, 0, 'A'],
      ['SD', gb, 2, false, 0, 0, 'A'],
      ['SA', COMPUTING, 1, false, 0, 0, 'A'],
      ['SM', AI, 1, false, 0, 0, 'A'],
      ['SM', DATA_SCIENCE, 2, false, 0, 0, 'A'],
      ['AL', MASTER, 1, false, 0, 5, 'A'],
      ['AL', BACHELOR, 2, false, 0, 4, 'A'],
    ]);
    expect(reply.preferences[0]!.value).toBe('Australia');
    expect((await load(ana.token)).preferences).toEqual(reply.preferences);
    expect(await preferredDestination(db(), ana.clientId)).toBe(au);
  });

  it('answers every new-style message for an empty save', async () => {
    expectRefused(await saveNew(ben.token, []), {
      destinations: 'Atleast one study destination is required',
      studyLevels: 'Atleast one study level is required',
      majorMinors: 'Atleast one major-minor combination is required',
    });
  });

  it('applies the destination rules: a lone destination is preferred, two need one preferred, never two', async () => {
    const rest = complete().slice(2);
    const lone = await saveNew(ben.token, [sd(ca), ...rest]);
    expect(lone.statusCode, lone.body).toBe(200);
    expect(json<Reply>(lone).preferences[0]).toMatchObject({ referenceFk: ca, preferred: true });
    expect(await preferredDestination(db(), ben.clientId)).toBe(ca);

    expectRefused(await saveNew(ben.token, [sd(ca), sd(gb), ...rest]), { destinations: 'Please select preferred destination' });
    expectRefused(await saveNew(ben.token, [sd(ca, { preferd_destination: true }), sd(gb, { preferd_destination: 'true' }), ...rest]), {
      destinations: 'Only one destination can be the preferred destination.',
    });
    const moved = await saveNew(ben.token, [sd(ca), sd(gb, { preferd_destination: 1 }), ...rest]);
    expect(json<Reply>(moved).preferences.filter((p) => p.preferred).map((p) => p.referenceFk)).toEqual([gb]);
    expect(await preferredDestination(db(), ben.clientId)).toBe(gb);
  });

  it('refuses the three duplicates (and a repeated study area) on the later entry', async () => {
    expectRefused(
      await saveNew(ben.token, [
        ...complete(),
        sd(au, { city_fk: sydney }),
        { category: 'SA', reference_fk: COMPUTING },
        { category: 'SM', reference_fk: DATA_SCIENCE },
        { category: 'AL', reference_fk: MASTER },
      ]),
      {
        'destinations.2.referenceFk': 'Study destination already exists.',
        'studyAreas.1.referenceFk': 'Study area already exists.',
        'majorMinors.1.referenceFk': 'Major-Minor Area combination already exists.',
        'studyLevels.1.referenceFk': 'Study level already exists.',
      },
    );
    // the same country with another city (or none) is another destination
    const response = await saveNew(ben.token, [...complete(), sd(au, { choice_order: 3 })]);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses unknown references with a field message, never a 500', async () => {
    expectRefused(await saveNew(ben.token, [sd(999_999, { preferd_destination: true }), ...complete().slice(2)]), {
      'destinations.0.referenceFk': 'Please choose a country from the list.',
    });
    expectRefused(await saveNew(ben.token, [sd(au, { city_fk: london, preferd_destination: true }), ...complete().slice(2)]), {
      'destinations.0.cityFk': 'Please choose a city of the destination country.',
    });
    const rest = complete().filter((e) => e.category === 'SD');
    expectRefused(
      await saveNew(ben.token, [
        ...rest,
        { category: 'SA', reference_fk: DATA_SCIENCE },
        { category: 'SM', reference_fk: BUSINESS },
        { category: 'AL', reference_fk: 99 },
      ]),
      {
        'studyAreas.0.referenceFk': 'Please choose a study area from the list.',
        'majorMinors.0.referenceFk': 'Please choose a major and a minor area from the list.',
        'studyLevels.0.referenceFk': 'Please choose a study level from the list.',
      },
    );
    expectRefused(await saveNew(ben.token, [...rest, { category: 'SM', reference_fk: ENGINEERING_CIVIL }, { category: 'AL', reference_fk: MASTER, award_group_fk: 1 }]), {
      'studyLevels.0.awardGroupFk': 'The study level does not belong to the chosen award group.',
    });
  });

  it('answers bad shapes with 400 and the field, never 500', async () => {
    for (const body of [
      { studyPreference: [{ category: 'XX', reference_fk: 1 }] },
      { studyPreference: [{ category: 'SD', reference_fk: 99_999_999_999 }] },
      { studyPreference: [{ category: 'SD', reference_fk: 'abc' }] },
      { studyPreference: [{ category: 'SD', reference_fk: au, city_fk: 'x' }] },
      { studyPreference: 'not json' },
      { studyPreference: 5 },
      {},
    ]) {
      const response = await post(SAVE_NEW, ben.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(json<{ errors: Record<string, string> }>(response).errors)[0]).toMatch(/^studyPreference/);
    }
    const huge = await get(LOAD, ben.token, { countryFk: '99999999999' });
    expect(huge.statusCode).toBe(400);
    expect(json(huge)).toMatchObject({ errors: { countryFk: expect.any(String) } });
    const tooMany = await saveNew(ben.token, Array.from({ length: 101 }, (_, i) => sd(i + 1)));
    expect(tooMany.statusCode).toBe(400);
  });

  it('saves the old style: destination, award level and study area required; countryFk is the preferred one', async () => {
    expectRefused(await post(SAVE_OLD, ben.token, { jsonString: [] }), {
      destinations: 'At least one destination must be chosen.',
      studyLevels: 'At least one award level must be chosen.',
      studyAreas: 'At least one study area must be chosen.',
    });
    expectRefused(await post(SAVE_OLD, ben.token, { jsonString: [{ category: 'SD', referenceFk: au }, { category: 'AL', referenceFk: MASTER }] }), {
      studyAreas: 'At least one study area must be chosen.',
    });
    const list = [
      { category: 'SD', referenceFk: au, value: 'Australia', status: 'N', choiceOrder: 1 },
      { category: 'SD', referenceFk: gb, value: 'United Kingdom', status: 'N', choiceOrder: 2 },
      { category: 'SA', referenceFk: BUSINESS, value: 'Business', status: 'N', choiceOrder: 1 },
      { category: 'AL', referenceFk: BACHELOR, value: 'Bachelor', status: 'N', choiceOrder: 1 },
    ];
    const text = await post(SAVE_OLD, ben.token, { jsonString: JSON.stringify(list) }, { countryFk: String(gb) });
    expect(text.statusCode, text.body).toBe(200);
    expect(json<Reply>(text).message).toBe('Data saved successfully.');
    expect(json<Reply>(text).preferences.map((p) => [p.category, p.referenceFk, p.preferred, p.awardGroupFk])).toEqual([
      ['SD', au, false, 0],
      ['SD', gb, true, 0],
      ['SA', BUSINESS, false, 0],
      ['AL', BACHELOR, false, 4],
    ]);
    // without countryFk the first destination is preferred
    const first = await post(SAVE_OLD, ben.token, { jsonStudyPrf: list });
    expect(json<Reply>(first).preferences.filter((p) => p.preferred).map((p) => p.referenceFk)).toEqual([au]);
    const bad = await post(SAVE_OLD, ben.token, { jsonString: '[{' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: { jsonString: 'The list of study preferences is not valid JSON.' } });
  });

  it("keeps each member's preferences to themselves", async () => {
    const before = (await load(ana.token)).preferences;
    expect(before.length).toBeGreaterThan(0);
    const mine = await saveNew(ben.token, [sd(ca), ...complete().slice(2)]);
    expect(mine.statusCode).toBe(200);
    expect((await load(ana.token)).preferences).toEqual(before);
    const bens = (await load(ben.token)).preferences;
    expect(bens.some((p) => before.some((a) => a.id === p.id))).toBe(false);
    expect(await preferredDestination(db(), ana.clientId)).toBe(au);
    expect(await preferredDestination(db(), ben.clientId)).toBe(ca);
  });

  it('lets the database hold one preferred destination and each entry once per member (migration 0017)', async () => {
    const base = { client_id: ben.clientId, city_id: null, award_group_id: null, value: '', status: 'A' as const, choice_order: 9 };
    await expect(db().insertInto('member_study_preferences').values({ ...base, category: 'SD', reference_id: gb, preferred: 1 }).execute()).rejects.toThrow();
    await expect(db().insertInto('member_study_preferences').values({ ...base, category: 'SD', reference_id: ca, preferred: 0 }).execute()).rejects.toThrow();
  });
});
