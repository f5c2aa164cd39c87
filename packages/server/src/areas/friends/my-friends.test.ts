import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { friendMessages, httpMessages, messages, messagingMessages, myFriendsMessages } from '@studyatlas/core';
import type { friendsMember } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, json, signedInMember, signIn, type TestApp, type TestMember } from '../../testing/app.js';

const LOAD = '/api/MyFriend/MyFriendLoad';
const ANSWER = '/api/MyFriend/RejectRequest';
const ACCEPT_REJECT = '/api/MSG/AcceptReject';
const GROUP_LOAD = '/api/MyFriend/AddEditGroupLoad';
const GROUP_SAVE = '/api/MyFriend/AddEditGroupMember';
const GROUP_DELETE = '/api/MyFriend/DeleteGroup';
const REQUEST = '/api/Friend/Request';
const UNFRIEND = '/api/Friend/DeleteRequest';

type GroupSave = { result: 'S' | 'X'; message: string; groupId: number };
type GroupLoad = { group: { groupId: number; name: string; memberIds: number[] } | null; friends: friendsMember.MemberCard[] };

describe.each(await testDialects())('my friends on %s', (dialect) => {
  let t: TestApp;
  const db = () => t.database.db;
  let countries: number[];
  let legalId: number;

  const get = (url: string, token: string | null, query: Record<string, string | number> = {}) =>
    t.app.inject({ url, headers: token ? bearer(token) : {}, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = (url: string, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const expectStatus = (response: LightMyRequestResponse, status: number, body: Record<string, unknown>) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toMatchObject(body);
  };
  const load = async (who: TestMember) => {
    const response = await get(LOAD, who.token);
    expect(response.statusCode, response.body).toBe(200);
    return json<friendsMember.MyFriends>(response);
  };
  const member = (firstName: string, surname = 'Myfriends') => signedInMember(t, { firstName, surname });
  /** `from` asks `to`; `to` accepts when `accept`. Returns the link id. */
  const befriend = async (from: TestMember, to: TestMember, accept = true) => {
    const sent = await post(REQUEST, from.token, { ClientFk: to.clientId, NoteText: `Hello from ${from.firstName}` });
    expect(sent.statusCode, sent.body).toBe(200);
    if (accept) expectStatus(await get(ANSWER, to.token, { client_fk: from.clientId, lnktype: 'L' }), 200, { message: 'Request accepted successfully' });
    return json<{ retVal: number }>(sent).retVal;
  };
  const prefer = (clientId: number, category: 'SD' | 'SA', reference_id: number, city_id: number | null = null) =>
    db()
      .insertInto('member_study_preferences')
      .values({ client_id: clientId, category, reference_id, city_id, award_group_id: null, value: '', preferred: 0, status: 'A', choice_order: 1 })
      .execute();
  const educate = (clientId: number, legal_id: number) =>
    db()
      .insertInto('member_education')
      .values({ client_id: clientId, country_id: countries[0]!, legal_id, institution_name: 'Harbour University', date_from: '2015-02-01', date_to: '2018-11-30', created_at: '2026-01-01T00:00:00.000Z', level_id: null, language_id: null, estimated_completion: null, updated_at: null })
      .execute();
  const studyAt = (clientId: number, legalFk: number) =>
    db()
      .insertInto('member_profiles')
      .values({ client_id: clientId, current_study: 1, study_legal_id: legalFk, study_institution_name: '', current_country_id: countries[1]!, updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    // The first country with two cities or more first (a destination with two cities counts once).
    const withCities = await db().selectFrom('cities').select('country_id').groupBy('country_id').having((eb) => eb.fn.countAll(), '>=', 2).orderBy('country_id').executeTakeFirstOrThrow();
    const others = await db().selectFrom('countries').select('id').where('id', '<>', withCities.country_id).orderBy('id').limit(2).execute();
    countries = [Number(withCities.country_id), ...others.map((c) => Number(c.id))];
    legalId = Number(
      (await db().insertInto('legal_entities').values({ kind: 'I', name: 'Harbour University', created_at: '2026-01-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow()).id,
    );
  }, 120_000);
  afterAll(async () => t?.close());

  it('needs a sign-in for every call (401)', async () => {
    for (const [url, query] of [
      [LOAD, {}],
      [ANSWER, { client_fk: 1, lnktype: 'L' }],
      [ACCEPT_REJECT, { lnkFk: 1, lnkType: 'L' }],
      [GROUP_LOAD, {}],
      [GROUP_SAVE, { name: 'x', MemberUserFks: '1' }],
      [GROUP_DELETE, { groupId: 1 }],
    ] as const) {
      expectStatus(await get(url, null, query), 401, { message: messages.signInRequired });
    }
  });

  it('lists friends, incoming and sent requests, and suggests who shares the most first — never the linked or asked', async () => {
    const [me, ann, bob, cal, dee, eve, fay, rex] = await Promise.all(['Mia', 'Ann', 'Bob', 'Cal', 'Dee', 'Eve', 'Fay', 'Rex'].map((n) => member(n, 'Ranking')));
    const [sydney, toronto] = [countries[0]!, countries[1]!];
    // Mia: two destinations, a study area, an institution (past studies).
    await prefer(me!.clientId, 'SD', sydney);
    await prefer(me!.clientId, 'SD', toronto);
    await prefer(me!.clientId, 'SA', 901);
    await educate(me!.clientId, legalId);
    // Ann: the same destination twice (two cities count once) and the study area → 2.
    const cities = await db().selectFrom('cities').select('id').where('country_id', '=', sydney).orderBy('id').limit(2).execute();
    await prefer(ann!.clientId, 'SD', sydney, Number(cities[0]!.id));
    await prefer(ann!.clientId, 'SD', sydney, Number(cities[1]!.id));
    await prefer(ann!.clientId, 'SA', 901);
    // Bob studies there now (profile), and studied there before: one institution → 1.
    await studyAt(bob!.clientId, legalId);
    await educate(bob!.clientId, legalId);
    // Rex shares a destination; a request Mia rejected does not hide him.
    await prefer(rex!.clientId, 'SD', toronto);
    // Cal (a friend), Dee (asked by Mia), Eve (asking Mia) share everything; Fay shares nothing.
    for (const other of [cal!, dee!, eve!]) {
      await prefer(other.clientId, 'SD', sydney);
      await prefer(other.clientId, 'SA', 901);
      await educate(other.clientId, legalId);
    }
    await prefer(fay!.clientId, 'SD', countries[2]!);
    await prefer(fay!.clientId, 'SA', 902);
    const calLink = await befriend(me!, cal!);
    const deeLink = await befriend(me!, dee!, false);
    const eveLink = await befriend(eve!, me!, false);
    await befriend(rex!, me!, false);
    expectStatus(await get(ANSWER, me!.token, { client_fk: rex!.clientId, lnktype: 'R' }), 200, { message: myFriendsMessages.requestRejected });

    const mine = await load(me!);
    expect(mine.friends).toMatchObject([{ clientId: cal!.clientId, name: 'Cal Ranking', linkId: calLink }]);
    expect(mine.friends[0]!.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${cal!.clientId}&viewer=${me!.clientId}&exp=\\d+&sig=[\\w-]{43}$`));
    expect(mine.incoming).toMatchObject([{ clientId: eve!.clientId, linkId: eveLink, note: 'Hello from Eve', name: 'Eve Ranking' }]);
    expect(mine.incoming[0]!.sentAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(mine.sent).toMatchObject([{ clientId: dee!.clientId, linkId: deeLink, note: 'Hello from Mia' }]);
    expect(mine.suggestions.map((s) => [s.name, s.shared, s.reasons])).toEqual([
      ['Ann Ranking', 2, ['destination', 'studyArea']],
      ['Bob Ranking', 1, ['institution']],
      ['Rex Ranking', 1, ['destination']],
    ]);
    expect(mine.suggestions[0]!.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${ann!.clientId}&viewer=${me!.clientId}&`));
    expect(mine.groups).toEqual([]);

    // The other side of the same links.
    const eves = await load(eve!);
    expect(eves.sent.map((r) => r.clientId)).toEqual([me!.clientId]);
    expect(eves.incoming).toEqual([]);
    // Ann shares with Mia (2) and with Cal, Dee, Eve (destination and study area each).
    expect((await load(ann!)).suggestions.map((s) => s.name)).toEqual(['Cal Ranking', 'Dee Ranking', 'Eve Ranking', 'Mia Ranking']);
  });

  it('suggests at most 50 people', async () => {
    const crowd = await member('Crowd', 'Fifty');
    const country = countries[2]!;
    await prefer(crowd.clientId, 'SD', country);
    await prefer(crowd.clientId, 'SA', 777);
    const at = '2026-01-01T00:00:00.000Z';
    const inserted = await db()
      .insertInto('clients')
      .values(Array.from({ length: 52 }, (_, i) => ({ email: `crowd${i}@example.org`, first_name: 'Crowd', surname: `Member ${String(i).padStart(2, '0')}`, password_hash: 'x', created_at: at, verified_at: at })))
      .returning('id')
      .execute();
    for (const row of inserted) await prefer(Number(row.id), 'SD', country);
    // The last one shares two things: first, though its name sorts last.
    await prefer(Number(inserted[51]!.id), 'SA', 777);
    const { suggestions } = await load(crowd);
    expect(suggestions).toHaveLength(50);
    expect(suggestions[0]).toMatchObject({ name: 'Crowd Member 51', shared: 2 });
    expect(suggestions.slice(1, 3).map((s) => s.name)).toEqual(['Crowd Member 00', 'Crowd Member 01']);
  });

  it('answers a request from My friends: L accepts, R rejects, nothing open → 404', async () => {
    const [me, asker, other, stranger] = await Promise.all(['Mo', 'Asa', 'Oli', 'Sue'].map((n) => member(n, 'Answer')));
    const link = await befriend(asker!, me!, false);
    // Only the addressee answers, only a request the other sent.
    expectStatus(await get(ANSWER, asker!.token, { client_fk: me!.clientId, lnktype: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ANSWER, stranger!.token, { client_fk: asker!.clientId, lnktype: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ANSWER, me!.token, { client_fk: 999_999, lnktype: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ANSWER, me!.token, { client_fk: asker!.clientId, lnktype: 'X' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await get(ANSWER, me!.token, { client_fk: 'abc', lnktype: 'L' }), 400, { message: httpMessages.invalidInput });

    expectStatus(await get(ANSWER, me!.token, { client_fk: asker!.clientId, lnktype: 'L', rank: '1', msgText: 'hi' }), 200, { retVal: link, message: 'Request accepted successfully' });
    expect(friendMessages.friendRequestAccepted).toBe('Request accepted successfully');
    expect((await load(me!)).friends.map((f) => f.clientId)).toEqual([asker!.clientId]);
    expect((await load(asker!)).friends.map((f) => [f.clientId, f.linkId])).toEqual([[me!.clientId, link]]);
    expectStatus(await get(ANSWER, me!.token, { client_fk: asker!.clientId, lnktype: 'L' }), 404, { message: myFriendsMessages.requestNotFound });

    const second = await befriend(other!, me!, false);
    expectStatus(await get(ANSWER, me!.token, { client_fk: other!.clientId, lnktype: 'R' }), 200, { retVal: second, message: 'Request rejected.' });
    const row = await db().selectFrom('friend_links').select(['state', 'answered_at']).where('id', '=', second).executeTakeFirstOrThrow();
    expect(row.state).toBe('R');
    expect(row.answered_at).not.toBeNull();
    const after = await load(me!);
    expect(after.incoming).toEqual([]);
    expect(after.friends.map((f) => f.clientId)).toEqual([asker!.clientId]);
    expectStatus(await get(ANSWER, me!.token, { client_fk: other!.clientId, lnktype: 'R' }), 404, { message: myFriendsMessages.requestNotFound });
  });

  it("answers a request from its message (AcceptReject): only its addressee, only while open", async () => {
    const [me, a, b, stranger] = await Promise.all(['Max', 'Abe', 'Bea', 'Sid'].map((n) => member(n, 'Message')));
    const linkA = await befriend(a!, me!, false);
    const linkB = await befriend(b!, me!, false);
    // Not the addressee: the requester, a stranger, an unknown link → 404, and nothing changes.
    expectStatus(await get(ACCEPT_REJECT, a!.token, { lnkFk: linkA, lnkType: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ACCEPT_REJECT, stranger!.token, { lnkFk: linkA, lnkType: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: 999_999, lnkType: 'L' }), 404, { message: myFriendsMessages.requestNotFound });
    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: linkA, lnkType: '' }), 400, { message: httpMessages.invalidInput });
    expect((await db().selectFrom('friend_links').select('state').where('id', '=', linkA).executeTakeFirstOrThrow()).state).toBe('S');

    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: linkA, lnkType: 'L' }), 200, { retVal: linkA, message: 'Friend Request accepted.' });
    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: linkB, lnkType: 'R' }), 200, { retVal: linkB, message: 'Friend Request rejected.' });
    expect(messagingMessages.friendRequestRejected).toBe('Friend Request rejected.');
    const states = await db().selectFrom('friend_links').select(['id', 'state']).where('id', 'in', [linkA, linkB]).orderBy('id').execute();
    expect(states.map((s) => s.state)).toEqual(['L', 'R']);
    expect((await load(me!)).friends.map((f) => f.clientId)).toEqual([a!.clientId]);

    // Answered already: gone, whichever answer.
    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: linkA, lnkType: 'R' }), 409, { message: messagingMessages.friendRequestGone });
    expectStatus(await get(ACCEPT_REJECT, me!.token, { lnkFk: linkB, lnkType: 'L' }), 409, { message: messagingMessages.friendRequestGone });
    // The link stays linked; the other member still cannot answer it.
    expectStatus(await get(ACCEPT_REJECT, a!.token, { lnkFk: linkA, lnkType: 'R' }), 404, { message: myFriendsMessages.requestNotFound });
  });

  describe('groups', () => {
    let owner: TestMember;
    let f1: TestMember;
    let f2: TestMember;
    let f3: TestMember;
    let stranger: TestMember;
    let other: TestMember;
    beforeAll(async () => {
      [owner, f1, f2, f3, stranger, other] = (await Promise.all(['Gus', 'Zed', 'Amy', 'Kim', 'Nat', 'Ola'].map((n) => member(n, 'Group')))) as [TestMember, TestMember, TestMember, TestMember, TestMember, TestMember];
      for (const friend of [f1, f2, f3]) await befriend(owner, friend);
      await befriend(other, f1);
    }, 60_000);

    const save = (who: TestMember, query: Record<string, string | number>) => get(GROUP_SAVE, who.token, query);
    const groupCount = async (ownerId: number) => (await db().selectFrom('friend_groups').select('id').where('owner_id', '=', ownerId).execute()).length;

    it('offers the friends (by name) for a new group', async () => {
      const response = await get(GROUP_LOAD, owner.token);
      expect(response.statusCode, response.body).toBe(200);
      const dialog = json<GroupLoad>(response);
      expect(dialog.group).toBeNull();
      expect(dialog.friends.map((f) => f.name)).toEqual(['Amy Group', 'Kim Group', 'Zed Group']);
      expect(dialog.friends[0]!.pflImage).toMatch(new RegExp(`^/api/Image/GetFriendImage\\?id=${f2.clientId}&viewer=${owner.clientId}&`));
      expect(dialog.friends[0]).toMatchObject({ city: '', country: '' });
    });

    it("refuses a group without a name, with a 51-character name or without members, with the specification's messages", async () => {
      expectStatus(await save(owner, { name: '   ', MemberUserFks: String(f1.clientId) }), 400, { message: 'Group name is required', errors: { name: 'Group name is required' } });
      expectStatus(await save(owner, { name: 'x'.repeat(51), MemberUserFks: String(f1.clientId) }), 400, {
        message: 'Group name not more than 50 characters',
        errors: { name: 'Group name not more than 50 characters' },
      });
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: '' }), 400, { message: 'Please add member to group.', errors: { memberIds: 'Please add member to group.' } });
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: ' ; ;' }), 400, { message: 'Please add member to group.' });
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: `${f1.clientId};abc` }), 400, { message: httpMessages.invalidInput, errors: { MemberUserFks: httpMessages.invalidInput } });
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: '-3' }), 400, { message: httpMessages.invalidInput });
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: '0' }), 400, { message: httpMessages.invalidInput });
      const many = Array.from({ length: 201 }, (_, i) => 100_000 + i).join(';');
      expectStatus(await save(owner, { name: 'Trip', MemberUserFks: many }), 400, { message: 'A group can have at most 200 members' });
      expect(await groupCount(owner.clientId)).toBe(0);
    });

    it('answers X and saves nothing when a member is not a friend', async () => {
      for (const notFriend of [stranger.clientId, other.clientId, owner.clientId, 999_999]) {
        expectStatus(await save(owner, { name: 'Trip', MemberUserFks: `${f1.clientId};${notFriend}` }), 200, { result: 'X', message: myFriendsMessages.groupMembersNotFriends, groupId: 0 });
      }
      expect(await groupCount(owner.clientId)).toBe(0);
    });

    it('creates, lists, renames and re-members a group; a name used by another of the groups answers X', async () => {
      const created = await save(owner, { name: 'x'.repeat(50), MemberUserFks: `${f1.clientId};${f2.clientId};${f1.clientId}` });
      expectStatus(created, 200, { result: 'S', message: myFriendsMessages.groupSaved });
      const groupId = json<GroupSave>(created).groupId;
      expect(groupId).toBeGreaterThan(0);
      expect(json<GroupLoad>(await get(GROUP_LOAD, owner.token, { groupFk: groupId })).group).toEqual({ groupId, name: 'x'.repeat(50), memberIds: [f1.clientId, f2.clientId].sort((a, b) => a - b) });

      const trip = json<GroupSave>(await save(owner, { name: ' Trip ', MemberUserFks: `${f3.clientId},${f2.clientId}` }));
      expect(trip).toMatchObject({ result: 'S' });
      expectStatus(await save(owner, { name: 'TRIP', MemberUserFks: String(f1.clientId) }), 200, { result: 'X', message: myFriendsMessages.groupNameTaken, groupId: 0 });
      expectStatus(await save(owner, { name: 'trip', MemberUserFks: String(f1.clientId), groupId }), 200, { result: 'X', message: myFriendsMessages.groupNameTaken, groupId });
      expect(await groupCount(owner.clientId)).toBe(2);

      // Editing: the same name in another case is its own; the members are replaced.
      expectStatus(await save(owner, { name: 'TRIP', MemberUserFks: String(f1.clientId), groupId: trip.groupId }), 200, { result: 'S', groupId: trip.groupId });
      const { groups } = await load(owner);
      expect(groups).toEqual([
        { groupId: trip.groupId, name: 'TRIP', members: [{ clientId: f1.clientId, name: 'Zed Group' }] },
        { groupId, name: 'x'.repeat(50), members: [{ clientId: f2.clientId, name: 'Amy Group' }, { clientId: f1.clientId, name: 'Zed Group' }] },
      ]);
      // A failed edit leaves the group as it was.
      expectStatus(await save(owner, { name: 'Renamed', MemberUserFks: `${f2.clientId};${stranger.clientId}`, groupId: trip.groupId }), 200, { result: 'X' });
      expect((await load(owner)).groups[0]).toEqual(groups[0]);
    });

    it("answers 404 for another member's group, and leaks or changes nothing", async () => {
      const mine = json<GroupSave>(await save(owner, { name: 'Private', MemberUserFks: String(f3.clientId) }));
      const theirs = json<GroupSave>(await save(other, { name: 'Theirs', MemberUserFks: String(f1.clientId) }));
      expect(theirs.result).toBe('S');
      for (const groupId of [theirs.groupId, 999_999]) {
        const notFound = { message: myFriendsMessages.groupNotFound };
        const loaded = await get(GROUP_LOAD, owner.token, { groupFk: groupId });
        expectStatus(loaded, 404, notFound);
        expect(loaded.body).not.toContain('Theirs');
        expectStatus(await save(owner, { name: 'Stolen', MemberUserFks: String(f1.clientId), groupId }), 404, notFound);
        expectStatus(await get(GROUP_DELETE, owner.token, { groupId }), 404, notFound);
      }
      expect(json<GroupLoad>(await get(GROUP_LOAD, other.token, { groupFk: theirs.groupId })).group).toMatchObject({ name: 'Theirs', memberIds: [f1.clientId] });
      expect((await load(owner)).groups.map((g) => g.name)).not.toContain('Theirs');

      expectStatus(await get(GROUP_DELETE, owner.token, { groupId: mine.groupId }), 200, { message: myFriendsMessages.groupDeleted });
      expectStatus(await get(GROUP_DELETE, owner.token, { groupId: mine.groupId }), 404, { message: myFriendsMessages.groupNotFound });
      expect(await db().selectFrom('friend_group_members').select('member_id').where('group_id', '=', mine.groupId).execute()).toEqual([]);
      expectStatus(await get(GROUP_DELETE, owner.token, { groupId: 'x' }), 400, { message: httpMessages.invalidInput });
    });

    it("unfriending takes each out of the other's groups; the groups stay", async () => {
      const [a, b] = await Promise.all([member('Una', 'Unfriend'), member('Vic', 'Unfriend')]);
      const c = await member('Wes', 'Unfriend');
      await befriend(a, b);
      await befriend(a, c);
      await befriend(b, c);
      const aGroup = json<GroupSave>(await save(a, { name: 'A team', MemberUserFks: `${b.clientId};${c.clientId}` })).groupId;
      const bGroup = json<GroupSave>(await save(b, { name: 'B team', MemberUserFks: `${a.clientId};${c.clientId}` })).groupId;
      const cGroup = json<GroupSave>(await save(c, { name: 'C team', MemberUserFks: `${a.clientId};${b.clientId}` })).groupId;
      expectStatus(await post(UNFRIEND, b.token, { ClientFk: a.clientId }), 200, { retVal: 1, message: friendMessages.friendLinkRemoved });
      const membersOf = async (groupId: number) =>
        (await db().selectFrom('friend_group_members').select('member_id').where('group_id', '=', groupId).execute()).map((m) => Number(m.member_id));
      expect(await membersOf(aGroup)).toEqual([c.clientId]);
      expect(await membersOf(bGroup)).toEqual([c.clientId]);
      // Someone else's group is theirs to keep.
      expect((await membersOf(cGroup)).sort((x, y) => x - y)).toEqual([a.clientId, b.clientId].sort((x, y) => x - y));
      expect((await load(a)).groups).toMatchObject([{ groupId: aGroup, members: [{ clientId: c.clientId }] }]);
      // Cancelling a pending request touches no group.
      const d = await member('Xia', 'Unfriend');
      await befriend(d, c, false);
      expectStatus(await post(UNFRIEND, d.token, { ClientFk: c.clientId }), 200, { retVal: 1, message: friendMessages.friendRequestRemoved });
      expect((await membersOf(cGroup)).length).toBe(2);
    });
  });

  it('signs in the same member again and still sees the same lists (sanity of the token helper)', async () => {
    const m = await member('Tess', 'Token');
    const again = await signIn(t, m.email, m.password);
    expect(json<friendsMember.MyFriends>(await get(LOAD, again))).toEqual({ friends: [], incoming: [], sent: [], suggestions: [], groups: [] });
  });
});
