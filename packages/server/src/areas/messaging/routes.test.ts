import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { httpMessages, messages, messagingMessages } from '@studyatlas/core';
import type { messaging } from '@studyatlas/core/contracts';
import { testDialects } from '../../testing/databases.js';
import { createTestApp, type TestApp, type TestMember } from '../../testing/app.js';
import { messagingFixture, messagingRequests, URL } from './test-fixture.js';
import { docxBytes } from '../../testing/documents.js';

type List = messaging.MessageList;
type Read = { message: messaging.ReadMessage; thread: messaging.ReadMessage[]; unread: number };

describe.each(await testDialects())('messaging area on %s', (dialect) => {
  let t: TestApp;
  let ana: TestMember, ben: TestMember, cid: TestMember, dan: TestMember, eve: TestMember;
  let groupId: number;
  const r = messagingRequests(() => t);
  const { get, post, ok, expectStatus, send, upload, copyOf } = r;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { content: 'sample-reference' });
    ({ ana, ben, cid, dan, eve, groupId } = await messagingFixture(t));
  }, 120_000);
  afterAll(async () => t?.close());

  const list = async (who: TestMember, query: Record<string, string | number> = {}, url: string = URL.inbox) => ok<List>(await get(url, who.token, query));
  const read = async (who: TestMember, id: number) => ok<Read>(await get(URL.read, who.token, { MsgFk: id }));
  const unread = async (who: TestMember) => ok<{ unread: number }>(await get(URL.unread, who.token)).unread;
  const count = async () => Number((await db().selectFrom('member_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('answers 401 to every call without a valid sign-in', async () => {
    const calls = [
      get(URL.inbox, null),
      get(URL.filter, null, { filterKey: 'I' }),
      get(URL.keyword, null, { actionKey: 'I', keyWord: 'x' }),
      get(URL.addFolder, null, { folderName: 'x' }),
      get(URL.deleteFolder, null, { folderFk: 1 }),
      get(URL.move, null, { MsgFks: '1', folderFk: 'I' }),
      get(URL.delete, null, { MsgFks: '1' }),
      get(URL.unread, null),
      get(URL.events, null),
      get(URL.recipients, null),
      post(URL.save, null, { action_type: 'S', subject: 'x' }),
      get(URL.discard, null, { MsgFk: 1 }),
      get(URL.compose, null, { MsgFk: 1, actionType: 'R' }),
      get(URL.read, null, { MsgFk: 1 }),
      get(URL.attachment, null, { MsgFk: 1, fileFk: 1 }),
      get(URL.notices, null),
      post(URL.saveNotices, null, { enabled: false }),
      get(URL.inbox, 'not-a-token'),
      get(URL.events, 'not-a-token'),
    ];
    for (const response of await Promise.all(calls)) expectStatus(response, 401, { message: messages.signInRequired });
  });

  it('MyGroupMember: the member’s friends as contacts C-{id} and groups G-{id}', async () => {
    const dir = ok<messaging.RecipientDirectory>(await get(URL.recipients, ana.token));
    expect(dir.contacts.map((c) => [c.id, c.name])).toEqual([
      [`C-${ben.clientId}`, 'Ben Okafor'],
      [`C-${cid.clientId}`, 'Cid Álvarez'],
      [`C-${eve.clientId}`, 'Eve Lindqvist'],
    ]);
    expect(dir.contacts[0]!.pflImage).toMatch(/^\/api\/Image\/GetFriendImage\?id=/);
    expect(dir.groups).toEqual([{ id: `G-${groupId}`, groupId, name: 'Study group', memberCount: 2 }]);
    expect(ok<messaging.RecipientDirectory>(await get(URL.recipients, dan.token))).toEqual({ contacts: [], groups: [] });
  });

  it('refuses a send with the specification’s messages, bad input with 400 or 413, never a 500 and never a half-sent message', async () => {
    const before = await count();
    const refuse = async (body: Record<string, unknown>, status: number, message: string) => {
      const response = await post(URL.save, ana.token, { action_type: 'S', ...body });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await refuse({ subject: ' ', TO: `C-${ben.clientId}` }, 400, 'Email subject required.');
    await refuse({ subject: 'Hi', TO: '' }, 400, 'Atleast one recipient should be selected.');
    await refuse({ subject: 'Hi', TO: 'Ben Okafor' }, 400, 'One of the recipient for To address field is not exist.Please select from recipient screen');
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, CC: `C-${dan.clientId}` }, 400, 'One of the recipient for Cc address field is not exist.Please select from recipient screen');
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, BCC: 'G-999999' }, 400, 'One of the recipient for BCc address field is not exist.Please select from recipient screen');
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, message: 'x'.repeat(1_000_000) }, 400, 'The message must be at most 100000 characters');
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, message: 'x'.repeat(2_100_000) }, 413, httpMessages.bodyTooLarge);
    await refuse({ subject: 'Hi', TO: Array.from({ length: 5000 }, (_, i) => `C-${i + 1}`).join(';') }, 400, httpMessages.invalidInput);
    await refuse({ subject: 'Hi', TO: Array.from({ length: 101 }, (_, i) => `C-${i + 1}`).join(';') }, 400, 'A message can have at most 100 recipients');
    await refuse({ subject: { a: 1 }, TO: `C-${ben.clientId}` }, 400, httpMessages.invalidInput);
    await refuse({ action_type: 'Q', subject: 'Hi', TO: `C-${ben.clientId}` }, 400, httpMessages.invalidInput);
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, FileInfoFks: 'x;1' }, 400, httpMessages.invalidInput);
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, FileInfoFks: '999999' }, 400, messagingMessages.attachmentUnknown);
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, parentMessageFk: 999_999 }, 404, messagingMessages.messageNotFound);
    await refuse({ subject: 'Hi', TO: `C-${ben.clientId}`, messageFk: 999_999 }, 404, messagingMessages.messageNotFound);
    expect(await count()).toBe(before);
    // Invalid UTF-8 bytes and NUL characters are kept out of the database, not a 500.
    const raw = Buffer.concat([Buffer.from(`{"action_type":"S","TO":"C-${ben.clientId}","subject":"bytes `), Buffer.from([0xff, 0xfe]), Buffer.from('","message":"a\\u0000b\\ud800"}')]);
    const response = await t.app.inject({ method: 'POST', url: URL.save, payload: raw, headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.token}` } });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await db().selectFrom('member_messages').select(['subject', 'body']).where('id', '=', response.json().retVal).executeTakeFirstOrThrow();
    expect(stored.body).toBe('ab\ufffd');
    expect(stored.subject.startsWith('bytes ')).toBe(true);
  });

  it('sends one message to To, Cc and Bcc: a copy per mailbox, Bcc hidden from the other recipients, sanitized, with notice mails', async () => {
    const body = '<p><strong>Bold</strong> plan</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://uni.example">uni</a>';
    const response = await post(URL.save, ana.token, { action_type: 'S', subject: 'Visa plan', message: body, TO: `C-${ben.clientId}`, CC: `C-${cid.clientId};`, BCC: `C-${eve.clientId}` });
    expectStatus(response, 200, { message: 'Message sent successfully' });
    const key = response.json().retVal as number;
    const rows = await db().selectFrom('member_messages').selectAll().where('message_key', '=', key).orderBy('id').execute();
    expect(rows.map((row) => [Number(row.owner_id), row.folder, Number(row.is_read)])).toEqual([
      [ana.clientId, 'S', 1],
      [ben.clientId, 'I', 0],
      [cid.clientId, 'I', 0],
      [eve.clientId, 'I', 0],
    ]);
    expect(Number(rows[0]!.id)).toBe(key);
    for (const row of rows) {
      expect(Number(row.thread_key)).toBe(key);
      expect(row.body).toBe('<p><strong>Bold</strong> plan</p><a rel="noopener noreferrer" target="_blank">x</a><a href="https://uni.example" rel="noopener noreferrer" target="_blank">uni</a>');
      expect(row.search_key).toBe('visa plan ana mensah bold plan xuni');
    }
    expect(rows.map((row) => JSON.parse(row.bcc_list).length)).toEqual([1, 0, 0, 0]);

    const benCopy = await copyOf(ben, key);
    const asBen = await read(ben, benCopy);
    expect(asBen.message).toMatchObject({
      id: benCopy,
      subject: 'Visa plan',
      to: [{ id: `C-${ben.clientId}`, name: 'Ben Okafor' }],
      cc: [{ id: `C-${cid.clientId}`, name: 'Cid Álvarez' }],
      bcc: [],
      sender: { clientId: ana.clientId, name: 'Ana Mensah' },
      folder: 'I',
      kind: 'CM',
      friendRequest: null,
    });
    expect(JSON.stringify(await read(eve, await copyOf(eve, key)))).not.toContain('Lindqvist');
    expect((await read(ana, key)).message.bcc).toEqual([{ id: `C-${eve.clientId}`, name: 'Eve Lindqvist' }]);

    // The notice mail: each recipient, a link to their own copy, nothing executable.
    const mail = await t.latestMail(ben.email);
    expect(mail.subject).toBe('New message from Ana Mensah: Visa plan');
    expect(mail.text).toContain(`http://portal.test/readMsg/${benCopy}`);
    expect(mail.text).toContain('Bold plan');
    expect(mail.html).toContain('<strong>Bold</strong>');
    expect(mail.html).not.toMatch(/<script|onerror|javascript:/i);
    expect((await t.latestMail(eve.email)).text).toContain(`/readMsg/${await copyOf(eve, key)}`);
  });

  it('MessageNotices: on by default; turned off, no notice mail (the message still arrives)', async () => {
    expect(ok(await get(URL.notices, cid.token))).toEqual({ enabled: true });
    expectStatus(await post(URL.saveNotices, cid.token, { enabled: 'no' }), 400, { message: httpMessages.invalidInput });
    expect(ok(await post(URL.saveNotices, cid.token, { enabled: false }))).toEqual({ enabled: false, message: messagingMessages.noticesSaved });
    expect(ok(await get(URL.notices, cid.token))).toEqual({ enabled: false });
    const before = (await t.mails()).length;
    const key = await send(ana, { subject: 'Quiet', message: 'hi', TO: `C-${cid.clientId};C-${ben.clientId}` });
    const mails = (await t.mails()).slice(0, (await t.mails()).length - before);
    expect(mails.map((m) => m.to)).toEqual([ben.email]);
    expect(await copyOf(cid, key)).toBeGreaterThan(0);
    ok(await post(URL.saveNotices, cid.token, { enabled: true }));
  });

  it('a mail that cannot go out does not fail the send', async () => {
    await db().schema.alterTable('outbox').renameTo('outbox_away').execute();
    try {
      const response = await post(URL.save, ana.token, { action_type: 'S', subject: 'Mail down', message: 'x', TO: `C-${ben.clientId}` });
      expectStatus(response, 200, { message: 'Message sent successfully' });
    } finally {
      await db().schema.alterTable('outbox_away').renameTo('outbox').execute();
    }
  });

  it('sends to a group: its current members who are still friends; a removed member stops receiving, earlier messages stay', async () => {
    const first = await send(ana, { subject: 'Group one', message: 'g1', TO: `G-${groupId}` });
    const owners = async (key: number) =>
      (await db().selectFrom('member_messages').select('owner_id').where('message_key', '=', key).where('folder', '=', 'I').execute()).map((row) => Number(row.owner_id)).sort((a, b) => a - b);
    expect(await owners(first)).toEqual([ben.clientId, eve.clientId].sort((a, b) => a - b));
    await db().deleteFrom('friend_group_members').where('group_id', '=', groupId).where('member_id', '=', eve.clientId).execute();
    const second = await send(ana, { subject: 'Group two', message: 'g2', TO: `G-${groupId}` });
    expect(await owners(second)).toEqual([ben.clientId]);
    expect(await owners(first)).toContain(eve.clientId);
    // A member still in the group but no longer a friend does not receive either.
    await db().insertInto('friend_group_members').values({ group_id: groupId, member_id: eve.clientId }).execute();
    await db().updateTable('friend_links').set({ state: 'R' }).where('requester_id', '=', ana.clientId).where('addressee_id', '=', eve.clientId).execute();
    const third = await send(ana, { subject: 'Group three', message: 'g3', TO: `G-${groupId}`, CC: `C-${ben.clientId}` });
    expect(await owners(third)).toEqual([ben.clientId]);
    await db().updateTable('friend_links').set({ state: 'L' }).where('requester_id', '=', ana.clientId).where('addressee_id', '=', eve.clientId).execute();
  });

  it('lists the inbox newest first a page at a time with the exact total, the folder list and the unread count', async () => {
    const fresh = await createMember();
    for (let i = 1; i <= 5; i += 1) {
      t.clock.advance(60_000);
      await send(ana, { subject: `Page ${i}`, message: `n${i}`, TO: `C-${fresh.clientId}` });
    }
    const page1 = await list(fresh, { pageNo: 1, pageSize: 2 });
    expect(page1).toMatchObject({ folder: 'I', total: 5, pageNo: 1, pageSize: 2, unread: 5 });
    expect(page1.rows.map((row) => row.subject)).toEqual(['Page 5', 'Page 4']);
    expect(page1.rows[0]).toMatchObject({ sender: 'Ana Mensah', senderId: ana.clientId, unread: true, kind: 'CM', hasAttachments: false, folder: 'I', folderId: null });
    const page3 = await list(fresh, { pageNo: 3, pageSize: 2 });
    expect(page3.rows.map((row) => row.subject)).toEqual(['Page 1']);
    expect(page1.folders.map((f) => [f.code, f.name, f.total, f.unread])).toEqual([
      ['I', 'Inbox', 5, 5],
      ['D', 'Drafts', 0, 0],
      ['S', 'Sent', 0, 0],
      ['A', 'Deleted', 0, 0],
    ]);
    expect(await unread(fresh)).toBe(5);
    const sent = await list(ana, { filterKey: 'S', pageSize: 1 }, URL.filter);
    expect(sent.rows[0]).toMatchObject({ subject: 'Page 5', recipients: `${fresh.firstName} ${fresh.surname}` });
    expectStatus(await get(URL.filter, ana.token, { filterKey: 'X' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await get(URL.inbox, ana.token, { pageNo: 'a' }), 400, { message: httpMessages.invalidInput });
    // The header's count (UserProfileData) is the same number.
    expect(ok<{ msgCount: number }>(await get('/api/Profile/UserProfileData', fresh.token)).msgCount).toBe(5);
  });

  it('FilterByKeyWord finds by subject, sender and text, case and accents ignored', async () => {
    const fresh = await createMember();
    await db().insertInto('friend_links').values({ requester_id: cid.clientId, addressee_id: fresh.clientId, state: 'L', note: '', created_at: 'x', answered_at: 'x' }).execute();
    await send(ana, { subject: 'Scholarship deadline', message: '<p>apply soon</p>', TO: `C-${fresh.clientId}` });
    await send(cid, { subject: 'Lunch', message: '<p>The <em>Café</em> near campus</p>', TO: `C-${fresh.clientId}` });
    const find = async (keyWord: string) => (await list(fresh, { actionKey: 'I', keyWord }, URL.keyword)).rows.map((row) => row.subject);
    expect(await find('SCHOLAR')).toEqual(['Scholarship deadline']);
    expect(await find('álvarez')).toEqual(['Lunch']);
    expect(await find('cafe')).toEqual(['Lunch']);
    expect(await find('apply soon')).toEqual(['Scholarship deadline']);
    expect(await find('nothing like it')).toEqual([]);
    expect(await find('%')).toHaveLength(2);
    const found = await list(fresh, { actionKey: 'I', keyWord: 'lunch' }, URL.keyword);
    expect(found).toMatchObject({ total: 1, keyWord: 'lunch' });
  });

  it('folders: add ("Folder name is required"), move into it, list it, delete it — its messages come back to the inbox, nothing lost', async () => {
    const fresh = await createMember();
    const keys = [await send(ana, { subject: 'Keep A', TO: `C-${fresh.clientId}` }), await send(ana, { subject: 'Keep B', TO: `C-${fresh.clientId}` })];
    const ids = await Promise.all(keys.map((k) => copyOf(fresh, k)));
    expectStatus(await get(URL.addFolder, fresh.token, { folderName: '  ' }), 400, { message: 'Folder name is required' });
    expectStatus(await get(URL.addFolder, fresh.token), 400, { message: 'Folder name is required' });
    expectStatus(await get(URL.addFolder, fresh.token, { folderName: 'x'.repeat(51) }), 400, { message: 'Folder name not more than 50 characters' });
    const added = ok<{ folder: messaging.MessageFolder; message: string }>(await get(URL.addFolder, fresh.token, { folderName: ' University ' }));
    expect(added).toMatchObject({ folder: { code: 'DY', name: 'University', total: 0, unread: 0 }, message: messagingMessages.folderCreated });
    const folderId = added.folder.id;
    // A second folder of the same name (case and spaces ignored), or a system folder's, is refused on its field.
    for (const folderName of ['University', '  university ', 'UNIVERSITY', 'inbox']) {
      expectStatus(await get(URL.addFolder, fresh.token, { folderName }), 400, { message: 'You already have a folder with this name.', errors: { folderName: 'You already have a folder with this name.' } });
    }
    // Another member may have a folder of that name.
    expect(ok<{ folder: messaging.MessageFolder }>(await get(URL.addFolder, dan.token, { folderName: 'University' })).folder.name).toBe('University');

    expectStatus(await get(URL.move, fresh.token, { MsgFks: '', folderFk: String(folderId) }), 400, { message: 'Atleast one record should be selected.' });
    expect(ok(await get(URL.move, fresh.token, { MsgFks: ids.join(';'), folderFk: String(folderId) }))).toEqual({ moved: 2, message: messagingMessages.moved, unread: 2 });
    const inFolder = await list(fresh, { filterKey: 'DY', folderFk: folderId }, URL.filter);
    expect(inFolder.rows.map((row) => [row.subject, row.folder, row.folderId])).toEqual([
      ['Keep B', 'DY', folderId],
      ['Keep A', 'DY', folderId],
    ]);
    expect(inFolder.folders.at(-1)).toEqual({ code: 'DY', id: folderId, name: 'University', total: 2, unread: 2 });
    expect(inFolder.unread).toBe(2);
    expect((await list(fresh)).total).toBe(0);
    expectStatus(await get(URL.filter, fresh.token, { filterKey: 'DY' }), 404, { message: messagingMessages.folderNotFound });

    // Another member's folder is unknown to everyone else.
    expectStatus(await get(URL.filter, ana.token, { filterKey: 'DY', folderFk: folderId }), 404, { message: messagingMessages.folderNotFound });
    expectStatus(await get(URL.keyword, ana.token, { actionKey: 'DY', folderFk: folderId, keyWord: 'keep' }), 404, { message: messagingMessages.folderNotFound });
    expectStatus(await get(URL.deleteFolder, ana.token, { folderFk: folderId }), 404, { message: messagingMessages.folderNotFound });
    const anaCopy = await send(cid, { subject: 'For Ana', TO: `C-${ana.clientId}` }).then((k) => copyOf(ana, k));
    expectStatus(await get(URL.move, ana.token, { MsgFks: String(anaCopy), folderFk: String(folderId) }), 404, { message: messagingMessages.folderNotFound });

    expect(ok(await get(URL.deleteFolder, fresh.token, { folderFk: folderId }))).toEqual({ moved: 2, message: messagingMessages.folderDeleted });
    const back = await list(fresh);
    expect(back.rows.map((row) => [row.id, row.folder, row.folderId])).toEqual([
      [ids[1], 'I', null],
      [ids[0], 'I', null],
    ]);
    expect(back.folders.map((f) => f.code)).toEqual(['I', 'D', 'S', 'A']);
    expectStatus(await get(URL.deleteFolder, fresh.token, { folderFk: folderId }), 404, { message: messagingMessages.folderNotFound });
  });

  it('moves and deletes only the member’s own copies: another member’s copy → 404 and nothing happens', async () => {
    const fresh = await createMember();
    const key = await send(ana, { subject: 'Mine only', TO: `C-${fresh.clientId}` });
    const theirs = await copyOf(fresh, key);
    const mine = await send(cid, { subject: 'Ana’s', TO: `C-${ana.clientId}` }).then((k) => copyOf(ana, k));
    for (const [url, query] of [
      [URL.move, { MsgFks: `${mine};${theirs}`, folderFk: 'I' }],
      [URL.delete, { MsgFks: `${theirs}` }],
      [URL.delete, { MsgFks: `${theirs}`, type: 'RS' }],
      [URL.read, { MsgFk: theirs }],
      [URL.compose, { MsgFk: theirs, actionType: 'R' }],
      [URL.discard, { MsgFk: theirs }],
    ] as const) {
      expectStatus(await get(url, ana.token, query as Record<string, string | number>), 404, { message: messagingMessages.messageNotFound });
    }
    expectStatus(await post(URL.save, ana.token, { action_type: 'R', subject: 'Re', TO: `C-${ben.clientId}`, parentMessageFk: theirs }), 404, { message: messagingMessages.messageNotFound });
    expectStatus(await post(URL.save, ana.token, { action_type: 'D', subject: 'draft', messageFk: theirs }), 404, { message: messagingMessages.messageNotFound });
    const row = await db().selectFrom('member_messages').select(['folder', 'is_read']).where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(row).toEqual({ folder: 'I', is_read: 0 });
    expectStatus(await get(URL.move, ana.token, { MsgFks: '1;x', folderFk: 'I' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await get(URL.move, ana.token, { MsgFks: String(mine), folderFk: 'nope' }), 400, { message: httpMessages.invalidInput });
    expectStatus(await get(URL.delete, ana.token, { MsgFks: Array.from({ length: 501 }, (_, i) => i + 1).join(';') }), 400, { message: 'At most 500 messages can be selected at once' });
  });

  it("DeleteMsg: inbox to deleted (''), sent with X, deleted for good with RS; the wrong mode for a folder → 400", async () => {
    const fresh = await createMember();
    const key = await send(ana, { subject: 'Delete me', TO: `C-${fresh.clientId}` });
    const copy = await copyOf(fresh, key);
    expectStatus(await get(URL.delete, fresh.token, { MsgFks: String(copy), type: 'RS' }), 400, { message: messagingMessages.deleteModeWrongFolder });
    expectStatus(await get(URL.delete, fresh.token, { MsgFks: '' }), 400, { message: 'Atleast one record should be selected.' });
    expect(ok(await get(URL.delete, fresh.token, { MsgFks: String(copy) }))).toEqual({ deleted: 1, message: messagingMessages.deleted, unread: 0 });
    const deleted = await list(fresh, { filterKey: 'A' }, URL.filter);
    expect(deleted.rows.map((row) => row.id)).toEqual([copy]);
    // A deleted message can be moved back to the inbox.
    expect(ok(await get(URL.move, fresh.token, { MsgFks: String(copy), folderFk: '0' }))).toMatchObject({ moved: 1, unread: 1 });
    ok(await get(URL.delete, fresh.token, { MsgFks: String(copy), type: '' }));
    expect(ok(await get(URL.delete, fresh.token, { MsgFks: String(copy), type: 'RS' }))).toEqual({ deleted: 1, message: messagingMessages.deletedForever, unread: 0 });
    expect(await db().selectFrom('member_messages').select('id').where('id', '=', copy).execute()).toEqual([]);
    // Sent copies: '' refuses, X moves to deleted; the sender's own copy cannot be moved to the inbox.
    expectStatus(await get(URL.delete, ana.token, { MsgFks: String(key), type: '' }), 400, { message: messagingMessages.deleteModeWrongFolder });
    expect(ok(await get(URL.delete, ana.token, { MsgFks: String(key), type: 'X' }))).toMatchObject({ deleted: 1 });
    expectStatus(await get(URL.move, ana.token, { MsgFks: String(key), folderFk: 'I' }), 400, { message: messagingMessages.onlyReceivedMove });
    expect((await db().selectFrom('member_messages').select('folder').where('id', '=', key).executeTakeFirstOrThrow()).folder).toBe('A');
  });

  it('reads a message: marks it read, shows its thread (the member’s copies, oldest first, no drafts)', async () => {
    const first = await send(ana, { subject: 'Housing', message: '<p>Any rooms?</p>', TO: `C-${ben.clientId}` });
    const benCopy = await copyOf(ben, first);
    const before = await unread(ben);
    const opened = await read(ben, benCopy);
    expect(opened.unread).toBe(before - 1);
    expect(await unread(ben)).toBe(before - 1);
    expect((await read(ben, benCopy)).unread).toBe(before - 1);
    t.clock.advance(60_000);
    const reply = ok<messaging.ComposeData>(await get(URL.compose, ben.token, { MsgFk: benCopy, actionType: 'R' }));
    const replyKey = await send(ben, { action_type: 'R', subject: reply.subject, message: `<p>Yes</p>${reply.message}`, TO: reply.to.map((x) => x.id).join(';'), parentMessageFk: benCopy });
    // A draft in the same thread stays out of the thread view.
    ok(await post(URL.save, ana.token, { action_type: 'D', subject: 'Re: Housing', parentMessageFk: await copyOf(ana, replyKey), RepllyOption: 'R' }));
    const anaReply = await copyOf(ana, replyKey);
    const view = await read(ana, anaReply);
    expect(view.message).toMatchObject({ id: anaReply, subject: 'Re: Housing', sender: { name: 'Ben Okafor' } });
    expect(view.thread.map((m) => [m.id, m.subject, m.folder])).toEqual([
      [first, 'Housing', 'S'],
      [anaReply, 'Re: Housing', 'I'],
    ]);
    expect(view.message.message).toContain('<blockquote><p>Any rooms?</p></blockquote>');
    expectStatus(await get(URL.read, ana.token, { MsgFk: 'abc' }), 400, { message: httpMessages.invalidInput });
  });

  it('GetMsgData: reply, reply all and forward with prefixes, the quoted original and the recipients', async () => {
    const key = await send(ana, { subject: 'Trip <plans>', message: '<p>Meet at 9</p>', TO: `C-${ben.clientId}`, CC: `C-${cid.clientId};G-${groupId}` });
    const benCopy = await copyOf(ben, key);
    const compose = (actionType: string, who = ben, id = benCopy) => get(URL.compose, who.token, { MsgFk: id, actionType });
    const reply = ok<messaging.ComposeData>(await compose('R'));
    expect(reply).toMatchObject({ messageFk: 0, parentMessageFk: benCopy, actionType: 'R', subject: 'Re: Trip <plans>', to: [{ id: `C-${ana.clientId}`, name: 'Ana Mensah' }], cc: [], bcc: [], attachments: [] });
    expect(reply.message).toMatch(/^<p><\/p><p>On \d{2}-[A-Z][a-z]{2}-\d{4}, Ana Mensah wrote:<\/p><blockquote><p>Meet at 9<\/p><\/blockquote>$/);
    const all = ok<messaging.ComposeData>(await compose('RA'));
    // The sender and the other contacts, never the member, never the sender's group.
    expect(all.to.map((x) => x.id)).toEqual([`C-${ana.clientId}`, `C-${cid.clientId}`]);
    expect(all.subject).toBe('Re: Trip <plans>');
    const again = ok<messaging.ComposeData>(await compose('R', ana, key));
    expect(again.to.map((x) => x.id)).toEqual([`C-${ben.clientId}`]);
    const forward = ok<messaging.ComposeData>(await compose('F'));
    expect(forward).toMatchObject({ subject: 'Fw: Trip <plans>', to: [], cc: [], bcc: [], parentMessageFk: benCopy });
    expect(forward.message).toContain('---------- Forwarded message ----------<br />From: Ana Mensah<br />Date: ');
    expect(forward.message).toContain('Subject: Trip &lt;plans&gt;</p><p>Meet at 9</p>');
    expectStatus(await compose('D'), 400, { message: messagingMessages.notADraft });
    expectStatus(await compose('S'), 400, { message: httpMessages.invalidInput });
    expectStatus(await get(URL.compose, ben.token, { MsgFk: benCopy, actionType: 'Z' }), 400, { message: httpMessages.invalidInput });
    // 'Re: Re:' is never made.
    const replyKey = await send(ben, { action_type: 'R', subject: reply.subject, TO: `C-${ana.clientId}`, parentMessageFk: benCopy });
    expect(ok<messaging.ComposeData>(await compose('R', ana, await copyOf(ana, replyKey))).subject).toBe('Re: Trip <plans>');
  });

  it('a message to a group never shows the sender’s name for the group to its recipients: they see the people and "a group"', async () => {
    const key = await send(ana, { subject: 'Group label', message: 'hi', TO: `G-${groupId}`, CC: `C-${cid.clientId}` });
    const benCopy = await copyOf(ben, key);
    const seen = (await read(ben, benCopy)).message;
    expect([seen.to, seen.cc]).toEqual([[{ id: 'G', name: 'a group' }], [{ id: `C-${cid.clientId}`, name: 'Cid Álvarez' }]]);
    const stored = await db().selectFrom('member_messages').select(['to_list', 'cc_list']).where('id', '=', benCopy).executeTakeFirstOrThrow();
    expect(`${stored.to_list}${stored.cc_list}`).not.toContain('Study group');
    expect(JSON.stringify(await list(ben, { keyWord: 'group label', actionKey: 'I' }, URL.keyword))).not.toContain('Study group');
    // The sender's own copy keeps the group's name.
    expect((await read(ana, key)).message.to).toEqual([{ id: `G-${groupId}`, name: 'Study group' }]);
    expect((await list(ana, { filterKey: 'S' }, URL.filter)).rows.find((row) => row.id === key)?.recipients).toBe('Study group');
    // A copy delivered before (its list still naming the group) shows 'a group' all the same.
    await db().updateTable('member_messages').set({ to_list: JSON.stringify([{ id: `G-${groupId}`, name: 'Study group' }, { id: `C-${ben.clientId}`, name: 'Ben Okafor' }]) }).where('id', '=', benCopy).execute();
    expect((await read(ben, benCopy)).message.to).toEqual([{ id: `C-${ben.clientId}`, name: 'Ben Okafor' }, { id: 'G', name: 'a group' }]);
    expect((await list(ben, { keyWord: 'group label', actionKey: 'I' }, URL.keyword)).rows[0]!.recipients).toBe('Ben Okafor, a group');
  });

  it('attachments: Word and plain text go as they are: served as an attachment, nosniff, under a CSP that runs nothing', async () => {
    const docx = await docxBytes();
    const text = Buffer.from('<script>alert(1)</script> my notes');
    const files = [await upload(ana, 'plan.docx', docx), await upload(ana, 'notes.txt', text)];
    const key = await send(ana, { subject: 'Documents', TO: `C-${ben.clientId}`, FileInfoFks: files });
    const benCopy = await copyOf(ben, key);
    expect((await read(ben, benCopy)).message.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
      ['plan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['notes.txt', 'text/plain; charset=utf-8'],
    ]);
    for (const [fileFk, bytes, name] of [[files[0]!, docx, 'plan.docx'], [files[1]!, text, 'notes.txt']] as const) {
      const response = await get(URL.attachment, ben.token, { MsgFk: benCopy, fileFk });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(bytes)).toBe(true);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('attachments: own uploads only; downloadable by the sender and recipients only; forward keeps them', async () => {
    const fileId = await upload(ana, 'visa notes.pdf');
    const otherFile = await upload(dan);
    expectStatus(await post(URL.save, ana.token, { action_type: 'S', subject: 'Files', TO: `C-${ben.clientId}`, FileInfoFks: `${fileId};${otherFile}` }), 400, {
      message: messagingMessages.attachmentUnknown,
    });
    expectStatus(await post(URL.save, ana.token, { action_type: 'S', subject: 'Files', TO: `C-${ben.clientId}`, FileInfoFks: Array.from({ length: 11 }, (_, i) => i + 1) }), 400, {
      message: 'A message can have at most 10 attachments',
    });
    const key = await send(ana, { subject: 'Files', TO: `C-${ben.clientId}`, FileInfoFks: [fileId] });
    const benCopy = await copyOf(ben, key);
    const shown = (await read(ben, benCopy)).message.attachments;
    expect(shown).toEqual([{ fileId, fileName: 'visa notes.pdf', contentType: 'application/pdf', size: r.PDF.length }]);
    expect((await list(ben, { keyWord: 'files', actionKey: 'I' }, URL.keyword)).rows[0]!.hasAttachments).toBe(true);

    const download = (who: TestMember, MsgFk: number, fileFk = fileId) => get(URL.attachment, who.token, { MsgFk, fileFk });
    for (const [who, id] of [
      [ben, benCopy],
      [ana, key],
    ] as const) {
      const response = await download(who, id);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(r.PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-filename']).toBe('visa notes.pdf');
    }
    expectStatus(await download(dan, benCopy), 404, { message: messagingMessages.attachmentNotFound });
    expectStatus(await download(cid, key), 404, { message: messagingMessages.attachmentNotFound });
    const unrelated = await send(ana, { subject: 'No files', TO: `C-${ben.clientId}` }).then((k) => copyOf(ben, k));
    expectStatus(await download(ben, unrelated), 404, { message: messagingMessages.attachmentNotFound });
    expectStatus(await download(ben, benCopy, otherFile), 404, { message: messagingMessages.attachmentNotFound });

    // Ben forwards to Cid: Ana's file goes along, and Cid may download it from his copy.
    const forward = ok<messaging.ComposeData>(await get(URL.compose, ben.token, { MsgFk: benCopy, actionType: 'F' }));
    expect(forward.attachments.map((a) => a.fileId)).toEqual([fileId]);
    const fwKey = await send(ben, { action_type: 'F', subject: forward.subject, message: forward.message, TO: `C-${cid.clientId}`, parentMessageFk: benCopy, FileInfoFks: String(fileId) });
    const cidCopy = await copyOf(cid, fwKey);
    expect((await download(cid, cidCopy)).statusCode).toBe(200);
    // …but without the parent, the same id is not Ben's to attach.
    expectStatus(await post(URL.save, ben.token, { action_type: 'S', subject: 'x', TO: `C-${cid.clientId}`, FileInfoFks: String(fileId) }), 400, { message: messagingMessages.attachmentUnknown });
  });

  it('drafts: saved without recipients, updated, reopened, sent (the draft becomes the sent message) or discarded', async () => {
    expectStatus(await post(URL.save, ana.token, { action_type: 'D', subject: '' }), 400, { message: 'Email subject required.' });
    const saved = await post(URL.save, ana.token, { action_type: 'D', subject: 'Draft one', message: '<p>first<script>x()</script></p>', TO: 'someone typed' });
    expectStatus(saved, 200, { message: 'Message saved to draft folder' });
    const draftId = saved.json().retVal as number;
    const fileId = await upload(ana);
    expect(ok(await post(URL.save, ana.token, { action_type: 'D', subject: 'Draft one!', message: '<p>second</p>', TO: `C-${ben.clientId}`, messageFk: draftId, FileInfoFks: String(fileId) }))).toEqual({
      retVal: draftId,
      message: 'Message saved to draft folder',
    });
    const drafts = await list(ana, { filterKey: 'D' }, URL.filter);
    expect(drafts.rows.filter((row) => row.id === draftId)).toMatchObject([{ subject: 'Draft one!', folder: 'D', recipients: 'Ben Okafor', hasAttachments: true }]);
    const opened = ok<messaging.ComposeData>(await get(URL.compose, ana.token, { MsgFk: draftId, actionType: 'D' }));
    expect(opened).toMatchObject({ messageFk: draftId, actionType: 'D', subject: 'Draft one!', message: '<p>second</p>', to: [{ id: `C-${ben.clientId}`, name: 'Ben Okafor' }] });
    expect(opened.attachments.map((a) => a.fileId)).toEqual([fileId]);

    // Sending it: one sent message with the draft's id, no draft left, the attachment kept.
    expectStatus(await post(URL.save, ana.token, { action_type: 'S', subject: 'Draft one!', message: '<p>final</p>', TO: 'nobody', messageFk: draftId }), 400, {
      message: 'One of the recipient for To address field is not exist.Please select from recipient screen',
    });
    const sent = await send(ana, { subject: 'Draft one!', message: '<p>final</p>', TO: `C-${ben.clientId}`, messageFk: draftId, FileInfoFks: String(fileId) });
    expect(sent).toBe(draftId);
    const row = await db().selectFrom('member_messages').select(['folder', 'body', 'message_key']).where('id', '=', draftId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ folder: 'S', body: '<p>final</p>' });
    expect((await list(ana, { filterKey: 'D' }, URL.filter)).rows.some((r2) => r2.id === draftId)).toBe(false);
    const benCopy = await copyOf(ben, draftId);
    expect((await read(ben, benCopy)).message.attachments.map((a) => a.fileId)).toEqual([fileId]);
    expectStatus(await post(URL.save, ana.token, { action_type: 'D', subject: 'again', messageFk: draftId }), 400, { message: messagingMessages.notADraft });

    const other = (await post(URL.save, ana.token, { action_type: 'D', subject: 'Throw away' })).json().retVal as number;
    expectStatus(await get(URL.discard, ben.token, { MsgFk: other }), 404, { message: messagingMessages.messageNotFound });
    expectStatus(await get(URL.discard, ana.token, { MsgFk: draftId }), 400, { message: messagingMessages.notADraft });
    expect(ok(await get(URL.discard, ana.token, { MsgFk: other }))).toEqual({ message: messagingMessages.draftDiscarded });
    expect(await db().selectFrom('member_messages').select('id').where('id', '=', other).execute()).toEqual([]);
  });

  it('sends in one transaction: a failure after the first copies leaves nothing behind and mails nobody', async () => {
    const fileId = await upload(ana);
    const before = await count();
    const mailsBefore = (await t.mails()).length;
    await sql`alter table message_attachments rename to message_attachments_away`.execute(db());
    try {
      const response = await post(URL.save, ana.token, { action_type: 'S', subject: 'Half', TO: `C-${ben.clientId};C-${cid.clientId}`, FileInfoFks: String(fileId) });
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`alter table message_attachments_away rename to message_attachments`.execute(db());
    }
    expect(await count()).toBe(before);
    expect((await t.mails()).length).toBe(mailsBefore);
    // The same send works once the table is back.
    await send(ana, { subject: 'Whole', TO: `C-${ben.clientId};C-${cid.clientId}`, FileInfoFks: String(fileId) });
    expect(await count()).toBe(before + 3);
  });

  it('a friend request arrives as an FR message that can be answered while the link is open, by its addressee only', async () => {
    const response = await post('/api/Friend/Request', dan.token, { ClientFk: ana.clientId, NoteText: 'Please add me <b>now</b>' });
    expectStatus(response, 200, { message: 'Request sent successfully.' });
    const linkId = response.json().retVal as number;
    const anaCopy = Number((await db().selectFrom('member_messages').select('id').where('owner_id', '=', ana.clientId).where('friend_link_id', '=', linkId).executeTakeFirstOrThrow()).id);
    const view = await read(ana, anaCopy);
    expect(view.message).toMatchObject({ kind: 'FR', friendRequest: { linkId, open: true }, message: '<p>Please add me &lt;b&gt;now&lt;/b&gt;</p>' });
    const danCopy = Number((await db().selectFrom('member_messages').select('id').where('owner_id', '=', dan.clientId).where('friend_link_id', '=', linkId).executeTakeFirstOrThrow()).id);
    expect((await read(dan, danCopy)).message.friendRequest).toEqual({ linkId, open: false });
    expect((await list(ana)).rows.find((row) => row.id === anaCopy)).toMatchObject({ kind: 'FR', sender: 'Dan Stranger' });
    await db().updateTable('friend_links').set({ state: 'L' }).where('id', '=', linkId).execute();
    expect((await read(ana, anaCopy)).message.friendRequest).toEqual({ linkId, open: false });
  });

  let memberCount = 0;
  async function createMember(): Promise<TestMember> {
    memberCount += 1;
    const { signedInMember } = await import('../../testing/app.js');
    const fresh = await signedInMember(t, { firstName: 'Fresh', surname: `Member${memberCount}` });
    await db().insertInto('friend_links').values({ requester_id: ana.clientId, addressee_id: fresh.clientId, state: 'L', note: '', created_at: 'x', answered_at: 'x' }).execute();
    return fresh;
  }
});
