import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKeyOf } from '@studyatlas/core';
import type { friendsMember } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { htmlToText } from '../../mailbox/sanitize.js';
import { withoutGroupNames, type RecipientSnapshot } from '../../mailbox/deliver.js';
import { bearer, createTestApp, json, signIn, type TestApp } from '../../testing/app.js';
import { seedDemo } from '../index.js';
import { DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD, seedMembers } from './members.js';
import { DEMO_GROUP_NAME } from './my-friends.js';

const DAY = '2026-01-15';

describe.each(await testDialects())('demo my friends and messages on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let studentId: number;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    await seedDemo(db(), dialect, { institutions: 12, courses: 40, seed: 5, today: DAY });
    token = await signIn(t, DEMO_MEMBER_EMAIL, DEMO_MEMBER_PASSWORD);
    studentId = Number((await db().selectFrom('clients').select('id').where('email', '=', DEMO_MEMBER_EMAIL).executeTakeFirstOrThrow()).id);
  }, 120_000);
  afterAll(async () => t?.close());

  const load = async () => {
    const response = await t.app.inject({ url: '/api/MyFriend/MyFriendLoad', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<friendsMember.MyFriends>(response);
  };

  it('gives the demo student friends, a request each way, suggestions and a group of two friends', async () => {
    const mine = await load();
    expect(mine.friends.map((f) => f.name)).toEqual(['Emma Wilson', 'Priya Sharma', 'Wei Chen']);
    expect(mine.incoming.map((r) => r.name)).toEqual(['Lucas Martin']);
    expect(mine.sent.map((r) => r.name)).toEqual(['Ananya Iyer']);
    expect(mine.suggestions.length).toBeGreaterThan(5);
    const names = new Set([...mine.friends, ...mine.incoming, ...mine.sent].map((m) => m.clientId));
    expect(mine.suggestions.some((s) => names.has(s.clientId))).toBe(false);
    const shared = mine.suggestions.map((s) => s.shared);
    expect(shared).toEqual([...shared].sort((a, b) => b - a));
    expect(mine.groups).toEqual([{ groupId: expect.any(Number), name: DEMO_GROUP_NAME, members: [{ clientId: expect.any(Number), name: 'Priya Sharma' }, { clientId: expect.any(Number), name: 'Wei Chen' }] }]);
  });

  it('files the demo messages as mailbox copies with consistent keys, lists and search keys', async () => {
    const rows = await db().selectFrom('member_messages').selectAll().orderBy('id').execute();
    const senderName = new Map(
      (await db().selectFrom('clients').select(['id', 'first_name', 'surname']).execute()).map((c) => [Number(c.id), `${c.first_name} ${c.surname}`]),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const key = Number(row.message_key);
      const copies = rows.filter((r) => Number(r.message_key) === key);
      // One sender copy, whose id is the key; every copy in the same thread; the recipients' copies
      // carry the sender's lists with any group's name masked.
      const senderCopies = copies.filter((c) => c.folder === 'S');
      expect(senderCopies.map((c) => Number(c.id)), `message ${key}`).toEqual([key]);
      expect(Number(senderCopies[0]!.owner_id)).toBe(Number(row.sender_id));
      expect(new Set(copies.map((c) => Number(c.thread_key))).size).toBe(1);
      const senderList = JSON.parse(senderCopies[0]!.to_list) as RecipientSnapshot[];
      for (const copy of copies.filter((c) => c.folder === 'I')) expect(JSON.parse(copy.to_list)).toEqual(withoutGroupNames(senderList));
      expect(JSON.parse(row.to_list)).toEqual(expect.arrayContaining([{ id: expect.stringMatching(/^(C-\d+|G-\d+|G)$/), name: expect.any(String) }]));
      expect(row.body).toMatch(/^<p>.*<\/p>$/);
      expect(row.search_key).toBe(searchKeyOf(`${row.subject} ${senderName.get(Number(row.sender_id))} ${htmlToText(row.body)}`));
    }

    const inbox = rows.filter((r) => Number(r.owner_id) === studentId && r.folder === 'I');
    const conversation = inbox.filter((r) => r.kind === 'CM');
    expect(conversation.length).toBeGreaterThanOrEqual(4);
    expect(conversation.some((r) => r.is_read === 0) && conversation.some((r) => Number(r.is_read) === 1)).toBe(true);
    expect(inbox.filter((r) => r.kind === 'FR').map((r) => senderName.get(Number(r.sender_id)))).toEqual(['Lucas Martin']);
    // A reply in the thread of the first message.
    const reply = rows.find((r) => Number(r.owner_id) === studentId && r.folder === 'S' && r.action_type === 'R')!;
    expect(reply.subject).toBe('Re: Student housing in Sydney');
    expect(Number(reply.parent_key)).toBe(Number(reply.thread_key));
    expect(rows.find((r) => Number(r.id) === Number(reply.thread_key))!.subject).toBe('Student housing in Sydney');
    // To the group: To shows the group, each member has an inbox copy.
    const toGroup = rows.find((r) => r.subject === 'Weekend call' && r.folder === 'S')!;
    const group = await db().selectFrom('friend_groups').select(['id', 'name']).where('owner_id', '=', studentId).executeTakeFirstOrThrow();
    expect(JSON.parse(toGroup.to_list)).toEqual([{ id: `G-${group.id}`, name: group.name }]);
    const memberCopies = rows.filter((r) => Number(r.message_key) === Number(toGroup.id) && r.folder === 'I');
    for (const copy of memberCopies) expect(copy.to_list).not.toContain(group.name);
    expect(rows.filter((r) => Number(r.message_key) === Number(toGroup.id) && r.folder === 'I').map((r) => senderName.get(Number(r.owner_id))).sort()).toEqual(['Priya Sharma', 'Wei Chen']);
  });

  it('adds nothing when the members are seeded again', async () => {
    const count = async (table: 'member_messages' | 'friend_groups' | 'friend_links') => (await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
    const before = [await count('member_messages'), await count('friend_groups'), await count('friend_links')];
    await seedMembers(db(), `${DAY}T00:00:00.000Z`);
    expect([await count('member_messages'), await count('friend_groups'), await count('friend_links')]).toEqual(before);
  });
});
