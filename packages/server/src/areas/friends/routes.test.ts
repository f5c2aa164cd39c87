import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { messages, friendMessages, httpMessages } from '@studyatlas/core';
import type { friends } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp, type TestMember } from '../../testing/app.js';
import { seedDemo } from '../../seed/index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../../seed/demo/members.js';

const LOOKUP = '/api/Friend/GetFilterLkpByLocation';
const LOOKUP_PUBLIC = '/api/FriendPublic/GetFilterByLocation';
const SEARCH = '/api/Friend/FriendSearchData';
const BY_LOCATION = '/api/Friend/SearchDataByLocation';
const DETAIL = '/api/Friend/FriendDetail';
const REQUEST = '/api/Friend/Request';
const MESSAGE = '/api/Friend/ConnectMessage';
const DELETE = '/api/Friend/DeleteRequest';

type Reply = friends.FriendSearchReply;

describe.each(await testDialects())('friends area on %s', (dialect) => {
  let t: TestApp;
  let student: string;
  let studentId: number;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(t.database.db, dialect, { institutions: 12, courses: 40, seed: 5, today: '2026-01-15' });
    student = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    studentId = Number((await t.database.db.selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow()).id);
    ana = await signedInMember(t, { firstName: 'Ana', surname: 'Zuzu' });
    ben = await signedInMember(t, { firstName: 'Ben', surname: 'Zuzu' });
  }, 120_000);
  afterAll(async () => t?.close());

  const post = (url: string, token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const search = async (token: string, filter: Record<string, unknown> = {}, url = SEARCH) => {
    const response = await post(url, token, filter);
    expect(response.statusCode, response.body).toBe(200);
    return json<Reply>(response);
  };
  const detail = (token: string, clientId: number | string) => t.app.inject({ url: DETAIL, headers: bearer(token), query: { clientId: String(clientId) } });
  const expectStatus = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toMatchObject(body);
  };
  const db = () => t.database.db;

  it('needs a sign-in for every call but the public filter data', async () => {
    const calls = [
      t.app.inject({ url: LOOKUP }),
      post(SEARCH, null, {}),
      post(BY_LOCATION, null, {}),
      t.app.inject({ url: DETAIL, query: { clientId: '1' } }),
      post(REQUEST, null, { ClientFk: 1, NoteText: 'hi' }),
      post(MESSAGE, null, { ClientFk: 1, Subject: 'a', NoteText: 'b' }),
      post(DELETE, null, { ClientFk: 1 }),
      post(SEARCH, 'not-a-token', {}),
    ];
    for (const response of await Promise.all(calls)) expectStatus(response, 401, { message: messages.signInRequired });
    const open = await t.app.inject({ url: LOOKUP_PUBLIC, query: { rndm: '0.5' } });
    expect(open.statusCode).toBe(200);
  });

  it('answers the filter data as tables 1–7, the same signed in and anonymous', async () => {
    const signedIn = json<friends.FriendFilterData>(await t.app.inject({ url: LOOKUP, headers: bearer(student) }));
    const anonymous = json<friends.FriendFilterData>(await t.app.inject({ url: LOOKUP_PUBLIC }));
    expect(anonymous).toEqual(signedIn);
    expect(signedIn.years[0]).toBe(1990);
    expect(signedIn.years.at(-1)).toBe(2017);
    expect(signedIn.years).toHaveLength(28);
    expect(signedIn.countries.map((c) => c.name)).toEqual(expect.arrayContaining(['India', 'China', 'Nepal']));
    const homes = await db().selectFrom('member_profiles').select(['home_country_id', 'home_city_id', 'current_city_id']).execute();
    const countryIds = new Set(signedIn.countries.map((c) => c.id));
    const cityIds = new Set(signedIn.cities.map((c) => c.id));
    for (const home of homes) {
      expect(countryIds.has(Number(home.home_country_id))).toBe(true);
      expect(cityIds.has(Number(home.home_city_id))).toBe(true);
      expect(cityIds.has(Number(home.current_city_id))).toBe(true);
    }
    for (const city of signedIn.cities) expect(signedIn.states.some((s) => s.id === city.stateFk && s.countryFk === city.countryFk)).toBe(true);
    expect(signedIn.institutions.map((i) => i.name)).toEqual(expect.arrayContaining(['Tribhuvan University']));
    expect(signedIn.majors.length).toBeGreaterThan(3);
    expect(signedIn.minors.every((m) => signedIn.majors.some((major) => major.id === m.parentFk))).toBe(true);
  });

  it('finds every other verified member, never the searching member, by name or by location, a page at a time', async () => {
    const all = await search(student, { rndm: 1 });
    const verified = await db().selectFrom('clients').select('id').where('verified_at', 'is not', null).execute();
    expect(all.total).toBe(verified.length - 1);
    expect(all.total).toBeGreaterThanOrEqual(DEMO_MEMBERS.length + 1);
    expect(all.rows.some((r) => r.clientId === studentId)).toBe(false);
    const names = all.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // A signed address the member's <img> can load (files area tests the signature).
    expect(all.rows[0]!.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${all.rows[0]!.clientId}&viewer=${studentId}&exp=\\d+&sig=[\\w-]{43}$`));

    const page = await search(student, { rowFrom: 5, rowTo: 10 });
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r) => r.clientId)).toEqual(all.rows.slice(5, 10).map((r) => r.clientId));

    const byPlace = await search(student, {}, BY_LOCATION);
    expect(byPlace.total).toBe(all.total);
    const countries = byPlace.rows.map((r) => r.currentPlace.country).filter(Boolean);
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const asAna = await search(ana.token, { QuickSearch: 'zuzu' });
    expect(asAna.rows.map((r) => r.name)).toEqual(['Ben Zuzu']);
  });

  it('filters by home town, current place, destination, current study, institution, years and study area', async () => {
    const priya = await db()
      .selectFrom('clients as c')
      .innerJoin('member_profiles as p', 'p.client_id', 'c.id')
      .selectAll('p')
      .where('c.email', '=', 'priya.sharma@studyatlas.test')
      .executeTakeFirstOrThrow();
    const ids = (reply: Reply) => reply.rows.map((r) => r.clientId);

    const home = await search(ana.token, { HmtwnCntry: priya.home_country_id, HmtwnCity: String(priya.home_city_id) });
    expect(ids(home)).toContain(Number(priya.client_id));
    const sameHome = await db().selectFrom('member_profiles').select('client_id').where('home_city_id', '=', priya.home_city_id).execute();
    expect(home.total).toBe(sameHome.length);

    const current = await search(ana.token, { CurrCity: priya.current_city_id });
    const sameCurrent = await db().selectFrom('member_profiles').select('client_id').where('current_city_id', '=', priya.current_city_id).execute();
    expect(current.total).toBe(sameCurrent.length);
    expect(current.rows.every((r) => r.currentPlace.city !== '')).toBe(true);

    const studying = await search(ana.token, { currentStudy: true });
    const students = await db().selectFrom('member_profiles').select('client_id').where('current_study', '=', 1).execute();
    expect(studying.total).toBe(students.length);
    expect(studying.rows.every((r) => r.studyInstitution !== '')).toBe(true);

    const sd = await db().selectFrom('member_study_preferences').select(['client_id', 'reference_id']).where('category', '=', 'SD').execute();
    const destination = sd[0]!.reference_id;
    const byDestination = await search(ana.token, { DstCntry: destination });
    expect(byDestination.total).toBe(new Set(sd.filter((p) => p.reference_id === destination).map((p) => p.client_id)).size);

    const inst = priya.study_institution_name;
    const byStudy = await search(ana.token, { StudyInstName: inst.slice(0, 8).toUpperCase() });
    expect(ids(byStudy)).toContain(Number(priya.client_id));

    const tribhuvan = await search(ana.token, { InstName: 'tribhuvan' });
    const educated = await db().selectFrom('member_education').select('client_id').where('institution_name', '=', 'Tribhuvan University').execute();
    expect(tribhuvan.total).toBe(new Set(educated.map((e) => e.client_id)).size);
    expect(tribhuvan.total).toBeGreaterThan(0);

    // Years of the same study as the institution: before 1990 nobody studied at Tribhuvan here.
    const studies = await db().selectFrom('member_education').select(['client_id', 'date_from', 'date_to']).where('institution_name', '=', 'Tribhuvan University').execute();
    const y = Number(studies[0]!.date_from!.slice(0, 4));
    const inYear = await search(ana.token, { InstName: 'Tribhuvan', FromYear: y, ToYear: y });
    const expected = studies.filter((s) => Number(s.date_from!.slice(0, 4)) <= y && Number(s.date_to!.slice(0, 4)) >= y);
    expect(inYear.total).toBe(new Set(expected.map((s) => s.client_id)).size);

    const sa = await db().selectFrom('member_study_preferences').select(['client_id', 'reference_id']).where('category', '=', 'SA').execute();
    const major = sa[0]!.reference_id;
    const byMajor = await search(ana.token, { MajArea: major });
    expect(ids(byMajor)).toEqual(expect.arrayContaining(sa.filter((p) => p.reference_id === major).map((p) => Number(p.client_id))));

    const quickPlace = await search(ana.token, { QuickSearch: home.rows[0]!.homeTown.city, IsFriendLocOrName: 'FL' });
    expect(quickPlace.total).toBeGreaterThanOrEqual(home.total);
  });

  it('finds members from my home town with isHomeTown', async () => {
    const mine = await db().selectFrom('member_profiles').select('home_city_id').where('client_id', '=', studentId).executeTakeFirstOrThrow();
    const reply = await search(student, { isHomeTown: 'true' });
    const same = await db().selectFrom('member_profiles').select('client_id').where('home_city_id', '=', mine.home_city_id).where('client_id', '<>', studentId).execute();
    expect(reply.total).toBe(same.length);
    // A member without a profile has no home town: nobody shares it.
    expect((await search(ana.token, { isHomeTown: true })).total).toBe(0);
  });

  it('rejects a junk filter with 400, never a 500', async () => {
    expectStatus(await post(SEARCH, ana.token, { FromYear: 1989 }), 400, { message: 'Year must be between 1990 and 2017', errors: { FromYear: 'Year must be between 1990 and 2017' } });
    expectStatus(await post(SEARCH, ana.token, { FromYear: 2015, ToYear: 2010 }), 400, { message: 'From year must not be after To year' });
    expectStatus(await post(SEARCH, ana.token, { HmtwnCntry: 'India' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await post(SEARCH, ana.token, { rowFrom: 10, rowTo: 5 }), 400, { message: friendMessages.friendRowsOutOfRange });
    expectStatus(await post(SEARCH, ana.token, { IsFriendLocOrName: 'XY' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await detail(ana.token, 'abc'), 400, { message: httpMessages.invalidInput });
  });

  it('shows a member with the relation, their friends, mutual friends and institutes; 404 for unknown members and oneself', async () => {
    const byEmail = async (email: string) => Number((await db().selectFrom('clients').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id);
    const aarav = await byEmail('aarav.thapa@studyatlas.test');
    const priya = await byEmail('priya.sharma@studyatlas.test');
    const response = await detail(student, aarav);
    expect(response.statusCode, response.body).toBe(200);
    const d = json<friends.FriendDetail>(response);
    expect(d).toMatchObject({ id: aarav, name: 'Aarav Thapa', reqState: 'none', requestId: 0 });
    expect(d.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${aarav}&viewer=${studentId}&exp=\\d+&sig=[\\w-]{43}$`));
    expect(d.allFriends.map((f) => f.clientId)).toContain(priya);
    // Sam and Aarav are both friends of Priya (demo links).
    expect(d.mutualFriends.map((f) => f.name)).toContain('Priya Sharma');
    expect(d.mutualFriends.every((m) => d.allFriends.some((f) => f.clientId === m.clientId))).toBe(true);
    expect(d.institutes.length).toBeGreaterThan(0);
    expect(d.homeTown.country).not.toBe('');

    const linked = json<friends.FriendDetail>(await detail(student, priya));
    expect(linked.reqState).toBe('Linked');
    expect(linked.requestId).toBeGreaterThan(0);

    expectStatus(await detail(student, 999_999), 404, { message: friendMessages.friendNotFound });
    expectStatus(await detail(student, studentId), 404, { message: friendMessages.friendNotFound });
  });

  it('moves the relation none → Sent → none, and Sent → Linked when accepted, → none when removed', async () => {
    const state = async (who: TestMember, other: number) => json<friends.FriendDetail>(await detail(who.token, other));
    expect((await state(ana, ben.clientId)).reqState).toBe('none');

    expectStatus(await post(REQUEST, ana.token, { ClientFk: ben.clientId, NoteText: '  ' }), 400, {
      message: 'Please add comment.',
      errors: { NoteText: 'Please add comment.' },
    });
    expect((await state(ana, ben.clientId)).reqState).toBe('none');

    const sent = await post(REQUEST, ana.token, { ClientFk: String(ben.clientId), ReferenceFk: 0, NoteText: 'Please add me to your friend list', rndm: 3 });
    expectStatus(sent, 200, { reqState: 'Sent', sentByMe: true, message: 'Request sent successfully.' });
    const requestId = json<friends.FriendRelationReply>(sent).retVal;
    expect(requestId).toBeGreaterThan(0);
    expect(await state(ana, ben.clientId)).toMatchObject({ reqState: 'Sent', requestId, sentByMe: true });
    expect(await state(ben, ana.clientId)).toMatchObject({ reqState: 'Sent', requestId, sentByMe: false });

    // The request lands in Ben's inbox as a friend request.
    const inbox = await db().selectFrom('member_messages').selectAll().where('owner_id', '=', ben.clientId).execute();
    expect(inbox).toMatchObject([{ folder: 'I', kind: 'FR', sender_id: ana.clientId, body: '<p>Please add me to your friend list</p>', friend_link_id: requestId }]);

    expectStatus(await post(REQUEST, ana.token, { ClientFk: ben.clientId, NoteText: 'again' }), 200, {
      retVal: 0,
      reqState: 'Sent',
      message: 'Request already sent.',
    });

    // Cancelled: back to none, the announcement gone.
    expectStatus(await post(DELETE, ana.token, { ClientFk: ben.clientId, ReferenceFk: requestId }), 200, { retVal: 1, reqState: 'none', message: friendMessages.friendRequestRemoved });
    expect((await state(ben, ana.clientId)).reqState).toBe('none');
    expect(await db().selectFrom('member_messages').select('id').where('owner_id', '=', ben.clientId).where('kind', '=', 'FR').execute()).toHaveLength(0);
    expectStatus(await post(DELETE, ana.token, { ClientFk: ben.clientId }), 200, { retVal: 0, reqState: 'none', message: friendMessages.friendNothingToRemove });

    // Asked again, and Ben asks back: that accepts it.
    await post(REQUEST, ana.token, { ClientFk: ben.clientId, NoteText: 'hello' });
    expectStatus(await post(REQUEST, ben.token, { ClientFk: ana.clientId, NoteText: 'yes' }), 200, { reqState: 'Linked', message: 'Request accepted successfully' });
    expect((await state(ana, ben.clientId)).reqState).toBe('Linked');
    expectStatus(await post(REQUEST, ana.token, { ClientFk: ben.clientId, NoteText: 'x' }), 200, { retVal: 0, reqState: 'Linked', message: 'Request already sent.' });
    const rows = await search(ana.token, { QuickSearch: 'Ben Zuzu' });
    expect(rows.rows).toMatchObject([{ clientId: ben.clientId, reqState: 'Linked' }]);
    expect((await state(ana, ben.clientId)).allFriends).toEqual([]);

    expectStatus(await post(DELETE, ben.token, { ClientFk: ana.clientId }), 200, { retVal: 1, reqState: 'none', message: friendMessages.friendLinkRemoved });
    expect((await state(ana, ben.clientId)).reqState).toBe('none');
  });

  it('refuses requests and messages to oneself, to nobody and to unknown members', async () => {
    expectStatus(await post(REQUEST, ana.token, { ClientFk: ana.clientId, NoteText: 'me' }), 400, { message: friendMessages.friendNotYourself });
    expectStatus(await post(REQUEST, ana.token, { NoteText: 'me' }), 400, { message: friendMessages.friendMemberRequired });
    expectStatus(await post(REQUEST, ana.token, { ClientFk: 'x1', NoteText: 'me' }), 400, { message: friendMessages.friendMemberRequired });
    expectStatus(await post(REQUEST, ana.token, { ClientFk: 999_999, NoteText: 'me' }), 404, { message: friendMessages.friendNotFound });
    expectStatus(await post(REQUEST, ana.token, { ClientFk: { a: 1 }, NoteText: 'me' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await post(MESSAGE, ana.token, { ClientFk: ana.clientId, Subject: 'a', NoteText: 'b' }), 400, { message: friendMessages.friendNotYourself });
    expectStatus(await post(MESSAGE, ana.token, { ClientFk: 999_999, Subject: 'a', NoteText: 'b' }), 404, { message: friendMessages.friendNotFound });
    expectStatus(await post(DELETE, ana.token, { ClientFk: 999_999 }), 404, { message: friendMessages.friendNotFound });
  });

  it('sends a message with a topic and a text into the inbox and the sent folder', async () => {
    expectStatus(await post(MESSAGE, ana.token, { ClientFk: ben.clientId, Subject: '', NoteText: '' }), 400, {
      message: 'Topic is required',
      errors: { Subject: 'Topic is required', NoteText: 'Message is required' },
    });
    expectStatus(await post(MESSAGE, ana.token, { ClientFk: ben.clientId, Subject: 'Hello', NoteText: ' ' }), 400, { message: 'Message is required' });
    const sent = await post(MESSAGE, ana.token, { ClientFk: ben.clientId, Subject: ' Hello ', NoteText: 'See you in Sydney', ReferenceFk: null });
    expectStatus(sent, 200, { message: 'Message sent successfully' });
    const id = json<{ retVal: number }>(sent).retVal;
    const copies = await db().selectFrom('member_messages').selectAll().where('kind', '=', 'CM').where('subject', '=', 'Hello').orderBy('id').execute();
    // Through the shared mailbox delivery: the sender's copy first (its id is the message key), the text as HTML.
    expect(copies).toMatchObject([
      { owner_id: ana.clientId, folder: 'S', is_read: 1 },
      { id, owner_id: ben.clientId, folder: 'I', is_read: 0, sender_id: ana.clientId, recipient_id: ben.clientId, body: '<p>See you in Sydney</p>' },
    ]);
    expect(copies[1]!.message_key).toBe(copies[0]!.id);
  });
});
