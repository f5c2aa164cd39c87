import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages, favouriteReplyMessages, httpMessages } from '@studyatlas/core';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';
import { seedFavouriteCatalogue, type FavouriteCatalogue } from '../../testing/fixtures/favourites.js';

const ADD = '/api/Favourite/AddFavourite';
const DELETE = '/api/Favourite/DeleteFavourite';
const ALL = '/api/favourite/allFavourite';
const COUNT = '/api/favourite/favouriteCount';
const CREATED_AT = '2026-03-02T09:00:00.000Z';

describe.each(await testDialects())('favourites area on %s', (dialect) => {
  let t: TestApp;
  let cat: FavouriteCatalogue;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    cat = await seedFavouriteCatalogue(t.database.db, dialect);
  });
  afterAll(async () => t?.close());

  const add = (who: TestMember, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: ADD, headers: bearer(who.token), payload });
  const remove = (who: TestMember, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: DELETE, headers: bearer(who.token), payload });
  const all = (who: TestMember, type?: string) =>
    t.app.inject({ url: ALL, headers: bearer(who.token), query: type === undefined ? {} : { type } });
  const counts = async (who: TestMember) => json(await t.app.inject({ url: COUNT, headers: bearer(who.token) }));

  const expectStatus = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toMatchObject(body);
  };

  it('needs a sign-in for every call', async () => {
    const calls = [
      t.app.inject({ method: 'POST', url: ADD, payload: { ReferenceFk: cat.intakeId, Category: 'C' } }),
      t.app.inject({ method: 'POST', url: DELETE, payload: { PreferenceFk: 1 } }),
      t.app.inject({ url: ALL, query: { type: 'C' } }),
      t.app.inject({ url: COUNT }),
      t.app.inject({ url: COUNT, headers: bearer('not-a-token') }),
    ];
    for (const response of await Promise.all(calls)) {
      expectStatus(response, 401, { message: messages.signInRequired });
    }
  });

  it('saves a course intake idempotently and lists it with its display data', async () => {
    const ana = await signedInMember(t);
    const first = await add(ana, { ReferenceFk: cat.intakeId, Category: 'C', FavFlag: true });
    expect(first.statusCode, first.body).toBe(200);
    const { preferenceId, count } = json<{ preferenceId: number; count: number }>(first);
    expect(preferenceId).toBeGreaterThan(0);
    expect(count).toBe(1);

    // Adding it again answers the same preference id; old clients send text and a PreferenceFk.
    const again = await add(ana, { ReferenceFk: String(cat.intakeId), Category: 'c', PreferenceFk: 0 });
    expect(json(again)).toEqual({ preferenceId, count: 1 });

    const list = await all(ana, 'C');
    expect(list.statusCode).toBe(200);
    expect(json(list)).toEqual({
      category: 'C',
      total: 1,
      favourites: [
        {
          preferenceId,
          referenceId: cat.intakeId,
          createdAt: CREATED_AT,
          intakeId: cat.intakeId,
          courseId: cat.courseId,
          courseName: 'Bachelor of Nursing',
          legalId: cat.institutionId,
          institutionName: 'Harbour University',
          campusId: cat.campusId,
          campusName: 'City Campus',
          city: cat.city,
          country: cat.country,
          startDate: '2026-07-20',
          studyMode: cat.studyMode,
          annualFee: 32500.5,
          totalFee: 97501.5,
          currency: 'AUD',
        },
      ],
    });
    expect(await counts(ana)).toEqual({ C: 1, I: 0, A: 0, E: 0, S: 0 });
  });

  it('saves institutions, agents, events and scholarships, each with its own row', async () => {
    const ana = await signedInMember(t);
    const ids: Record<string, number> = {};
    for (const [category, referenceId] of [
      ['I', cat.institutionId],
      ['A', cat.agentId],
      ['E', cat.eventId],
      ['S', cat.scholarshipId],
    ] as const) {
      const response = await add(ana, { ReferenceFk: referenceId, Category: category });
      expect(response.statusCode, response.body).toBe(200);
      ids[category] = json<{ preferenceId: number }>(response).preferenceId;
      expect(json(response)).toEqual({ preferenceId: ids[category], count: 1 });
    }
    expect(new Set(Object.values(ids)).size).toBe(4);

    const base = (category: string, referenceId: number) => ({ preferenceId: ids[category], referenceId, createdAt: CREATED_AT });
    expect(json(await all(ana, 'I'))).toEqual({
      category: 'I',
      total: 1,
      favourites: [
        {
          ...base('I', cat.institutionId),
          legalId: cat.institutionId,
          name: 'Harbour University',
          city: cat.city,
          country: cat.country,
          logoPath: '/logos/harbour.png',
        },
      ],
    });
    // An agent without offices has no place yet; no logo → the client shows the default agent logo.
    expect(json(await all(ana, 'A'))).toEqual({
      category: 'A',
      total: 1,
      favourites: [{ ...base('A', cat.agentId), legalId: cat.agentId, name: 'Bridge Study Agents', city: null, country: null, logoPath: null }],
    });
    expect(json(await all(ana, 'E'))).toEqual({
      category: 'E',
      total: 1,
      favourites: [
        {
          ...base('E', cat.eventId),
          eventId: cat.eventId,
          name: 'Open Day',
          legalId: cat.institutionId,
          organiserName: 'Harbour University',
          locationId: cat.campusId,
          dateFrom: '2026-05-02',
          dateTo: '2026-05-03',
          city: cat.city,
          country: cat.country,
        },
      ],
    });
    expect(json(await all(ana, 's'))).toEqual({
      category: 'S',
      total: 1,
      favourites: [
        {
          ...base('S', cat.scholarshipId),
          scholarshipId: cat.scholarshipId,
          name: 'Merit Award',
          amount: 5000,
          currency: 'AUD',
          legalId: cat.institutionId,
          institutionName: 'Harbour University',
          country: cat.country,
          closeDate: '2026-09-30',
        },
      ],
    });
    expect(json(await all(ana, 'C'))).toEqual({ category: 'C', total: 0, favourites: [] });
    expect(await counts(ana)).toEqual({ C: 0, I: 1, A: 1, E: 1, S: 1 });
  });

  it('lists newest first', async () => {
    const ana = await signedInMember(t);
    await add(ana, { ReferenceFk: cat.institutionId, Category: 'I' });
    // A second institution, saved a minute later.
    const { id: later } = await t.database.db
      .insertInto('legal_entities')
      .values({ kind: 'I', name: 'Later College', external_id: null, logo_path: null, created_at: CREATED_AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    await add(ana, { ReferenceFk: later, Category: 'I' });
    const list = json<{ favourites: Array<{ referenceId: number; createdAt: string }> }>(await all(ana, 'I'));
    expect(list.favourites.map((f) => f.referenceId)).toEqual([later, cat.institutionId]);
    expect(list.favourites[0]!.createdAt).toBe('2026-03-02T09:01:00.000Z');
  });

  it('deletes only the owner’s favourite and answers what remains of its category', async () => {
    const ana = await signedInMember(t);
    const ben = await signedInMember(t);
    const { preferenceId: course } = json<{ preferenceId: number }>(await add(ana, { ReferenceFk: cat.intakeId, Category: 'C' }));
    const { preferenceId: school } = json<{ preferenceId: number }>(await add(ana, { ReferenceFk: cat.institutionId, Category: 'I' }));
    await add(ana, { ReferenceFk: cat.agentId, Category: 'A' });

    // Another member's preference id is not found, and nothing is removed.
    expectStatus(await remove(ben, { PreferenceFk: course }), 404, { message: favouriteReplyMessages.favouriteNotFound });
    expect(await counts(ana)).toEqual({ C: 1, I: 1, A: 1, E: 0, S: 0 });

    const deleted = await remove(ana, { PreferenceFk: course });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toEqual({ category: 'C', favourites: [], count: 0 });

    // Form-encoded, as old clients post it.
    const agents = json<{ category: string; count: number; favourites: unknown[] }>(
      await t.app.inject({
        method: 'POST',
        url: DELETE,
        headers: { ...bearer(ana.token), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `PreferenceFk=${school}`,
      }),
    );
    expect(agents).toEqual({ category: 'I', favourites: [], count: 0 });

    expectStatus(await remove(ana, { PreferenceFk: course }), 404, { message: favouriteReplyMessages.favouriteNotFound });
    expect(await counts(ana)).toEqual({ C: 0, I: 0, A: 1, E: 0, S: 0 });
  });

  it('answers the remaining favourites of the category after a delete', async () => {
    const ana = await signedInMember(t);
    const first = json<{ preferenceId: number }>(await add(ana, { ReferenceFk: cat.institutionId, Category: 'I' }));
    const { id: other } = await t.database.db
      .insertInto('legal_entities')
      .values({ kind: 'I', name: 'Second College', external_id: null, logo_path: null, created_at: CREATED_AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = json<{ preferenceId: number }>(await add(ana, { ReferenceFk: other, Category: 'I' }));
    const reply = json<{ category: string; count: number; favourites: Array<{ preferenceId: number; name: string }> }>(
      await remove(ana, { PreferenceFk: first.preferenceId }),
    );
    expect(reply.category).toBe('I');
    expect(reply.count).toBe(1);
    expect(reply.favourites).toMatchObject([{ preferenceId: second.preferenceId, name: 'Second College' }]);
  });

  it('removes with FavFlag false and answers preference id 0', async () => {
    const ana = await signedInMember(t);
    await add(ana, { ReferenceFk: cat.eventId, Category: 'E' });
    expect(json(await add(ana, { ReferenceFk: cat.eventId, Category: 'E', FavFlag: false }))).toEqual({ preferenceId: 0, count: 0 });
    expect(json(await add(ana, { ReferenceFk: cat.eventId, Category: 'E', FavFlag: 'false' }))).toEqual({ preferenceId: 0, count: 0 });
    expect(await counts(ana)).toEqual({ C: 0, I: 0, A: 0, E: 0, S: 0 });
  });

  it('answers 404 for an unknown reference or one of the other kind', async () => {
    const ana = await signedInMember(t);
    const unknown = 999_999;
    const cases = [
      ['C', unknown, favouriteReplyMessages.favouriteIntakeNotFound],
      ['I', unknown, favouriteReplyMessages.favouriteInstitutionNotFound],
      ['I', cat.agentId, favouriteReplyMessages.favouriteInstitutionNotFound],
      ['A', cat.institutionId, favouriteReplyMessages.favouriteAgentNotFound],
      ['E', unknown, favouriteReplyMessages.favouriteEventNotFound],
      ['S', unknown, favouriteReplyMessages.favouriteScholarshipNotFound],
    ] as const;
    for (const [category, referenceId, message] of cases) {
      expectStatus(await add(ana, { ReferenceFk: referenceId, Category: category }), 404, { message });
    }
    expect(await counts(ana)).toEqual({ C: 0, I: 0, A: 0, E: 0, S: 0 });
  });

  it('answers 400 with the catalogue message for junk, never 500', async () => {
    const ana = await signedInMember(t);
    const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
      [{}, favouriteReplyMessages.favouriteCategoryRequired, { Category: favouriteReplyMessages.favouriteCategoryRequired, ReferenceFk: favouriteReplyMessages.favouriteReferenceRequired }],
      [{ ReferenceFk: cat.intakeId, Category: 'X' }, favouriteReplyMessages.favouriteCategoryInvalid, { Category: favouriteReplyMessages.favouriteCategoryInvalid }],
      [{ ReferenceFk: 'abc', Category: 'C' }, favouriteReplyMessages.favouriteReferenceInvalid, { ReferenceFk: favouriteReplyMessages.favouriteReferenceInvalid }],
      [{ ReferenceFk: -4, Category: 'C' }, favouriteReplyMessages.favouriteReferenceInvalid, { ReferenceFk: favouriteReplyMessages.favouriteReferenceInvalid }],
      [{ ReferenceFk: 1.5, Category: 'C' }, favouriteReplyMessages.favouriteReferenceInvalid, { ReferenceFk: favouriteReplyMessages.favouriteReferenceInvalid }],
      [{ ReferenceFk: 99_999_999_999, Category: 'C' }, favouriteReplyMessages.favouriteReferenceInvalid, { ReferenceFk: favouriteReplyMessages.favouriteReferenceInvalid }],
      [{ ReferenceFk: cat.intakeId, Category: 'C', FavFlag: 'perhaps' }, favouriteReplyMessages.favouriteFlagInvalid, { FavFlag: favouriteReplyMessages.favouriteFlagInvalid }],
    ];
    for (const [payload, message, errors] of cases) {
      expectStatus(await add(ana, payload), 400, { message, errors });
    }
    // Wrong JSON types fail the shape check.
    expectStatus(await add(ana, { ReferenceFk: { id: 1 }, Category: 'C' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await add(ana, { ReferenceFk: 1, Category: ['C'] }), 400, { message: httpMessages.invalidInput });
    expectStatus(
      await t.app.inject({ method: 'POST', url: ADD, headers: { ...bearer(ana.token), 'content-type': 'application/json' }, payload: '{"Category":' }),
      400,
      { message: httpMessages.malformedBody },
    );

    expectStatus(await remove(ana, {}), 400, { message: favouriteReplyMessages.favouritePreferenceRequired });
    expectStatus(await remove(ana, { PreferenceFk: 'x' }), 400, { message: favouriteReplyMessages.favouritePreferenceInvalid });
    expectStatus(await remove(ana, { PreferenceFk: 3_000_000_000 }), 400, { message: favouriteReplyMessages.favouritePreferenceInvalid });
    expectStatus(await all(ana), 400, { message: favouriteReplyMessages.favouriteCategoryRequired, errors: { type: favouriteReplyMessages.favouriteCategoryRequired } });
    expectStatus(await all(ana, 'Q'), 400, { message: favouriteReplyMessages.favouriteCategoryInvalid });
  });

  it('answers on the specification paths in any letter case, ignoring rndm', async () => {
    const ana = await signedInMember(t);
    const response = await t.app.inject({ url: '/api/Favourite/FavouriteCount', headers: bearer(ana.token), query: { rndm: '0.123' } });
    expect(response.statusCode).toBe(200);
    const added = await t.app.inject({ method: 'POST', url: '/api/favourite/addfavourite', headers: bearer(ana.token), payload: { ReferenceFk: cat.intakeId, Category: 'C' } });
    expect(added.statusCode).toBe(200);
  });

  it('stops showing and counting a favourite whose catalogue row is gone', async () => {
    const ana = await signedInMember(t);
    const { id: scholarship } = await t.database.db
      .insertInto('scholarships')
      .values({ legal_id: cat.institutionId, name: 'Closing Grant', amount: null, currency: 'AUD', country_id: cat.countryId, award_group_id: null, web_address: null, open_date: '2026-01-01', close_date: '2026-02-01', created_at: CREATED_AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    await add(ana, { ReferenceFk: scholarship, Category: 'S' });
    await add(ana, { ReferenceFk: cat.scholarshipId, Category: 'S' });
    expect((await counts(ana)).S).toBe(2);
    await t.database.db.deleteFrom('scholarships').where('id', '=', scholarship).execute();
    expect((await counts(ana)).S).toBe(1);
    expect(json<{ total: number }>(await all(ana, 'S')).total).toBe(1);
  });
});
