import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, json, signedInMember, type TestApp, type TestMember } from '../../testing/app.js';

export const URL = {
  inbox: '/api/MSG/inboxMessage',
  filter: '/api/MSG/FilterMessage',
  keyword: '/api/MSG/FilterByKeyWord',
  addFolder: '/api/MSG/AddFolderName',
  deleteFolder: '/api/MSG/DeleteFolder',
  move: '/api/MSG/MoveMsg',
  delete: '/api/MSG/DeleteMsg',
  unread: '/api/MSG/UnreadCount',
  events: '/api/MSG/UnreadEvents',
  recipients: '/api/MSGC/MyGroupMember',
  save: '/api/MSGC/SaveMessage',
  discard: '/api/MSGC/DiscardMessage',
  compose: '/api/MSGC/GetMsgData',
  read: '/api/MSGC/GetMsgRdData',
  attachment: '/api/MSG/Attachment',
  notices: '/api/Profile/MessageNotices',
  saveNotices: '/api/Profile/SaveMessageNotices',
} as const;

const PDF = Buffer.from('%PDF-1.7\n% a message attachment\n%%EOF\n', 'latin1');

/** Members Ana, Ben, Cid, Eve (friends of Ana) and Dan (nobody's friend), Ana's group of Ben and Eve. */
export async function messagingFixture(t: TestApp) {
  const ana = await signedInMember(t, { firstName: 'Ana', surname: 'Mensah' });
  const ben = await signedInMember(t, { firstName: 'Ben', surname: 'Okafor' });
  const cid = await signedInMember(t, { firstName: 'Cid', surname: 'Álvarez' });
  const dan = await signedInMember(t, { firstName: 'Dan', surname: 'Stranger' });
  const eve = await signedInMember(t, { firstName: 'Eve', surname: 'Lindqvist' });
  const db = t.database.db;
  const at = '2026-03-01T09:00:00.000Z';
  for (const [a, b] of [
    [ana, ben],
    [cid, ana],
    [ana, eve],
    [ben, cid],
  ] as const) {
    await db.insertInto('friend_links').values({ requester_id: a.clientId, addressee_id: b.clientId, state: 'L', note: '', created_at: at, answered_at: at }).execute();
  }
  const group = await db.insertInto('friend_groups').values({ owner_id: ana.clientId, name: 'Study group', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  const groupId = Number(group.id);
  await db.insertInto('friend_group_members').values([ben, eve].map((m) => ({ group_id: groupId, member_id: m.clientId }))).execute();
  return { ana, ben, cid, dan, eve, groupId };
}

export function messagingRequests(t: () => TestApp) {
  const get = (url: string, token: string | null, query: Record<string, string | number> = {}) =>
    t().app.inject({ url, headers: token ? bearer(token) : {}, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = (url: string, token: string | null, payload: unknown) => t().app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
  const ok = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const expectStatus = (response: LightMyRequestResponse, status: number, body: Record<string, unknown> = {}) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toMatchObject(body);
  };
  /** Sends (action S by default) and answers the sender's copy id. */
  const send = async (from: TestMember, body: Record<string, unknown>) => ok<{ retVal: number; message: string }>(await post(URL.save, from.token, { action_type: 'S', ...body })).retVal;
  const upload = async (who: TestMember, name = 'notes.pdf', bytes: Buffer = PDF): Promise<number> => {
    const boundary = '----messaging-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/FileUpload/UploadFile',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(who.token) },
    });
    return ok<{ fileId: number }>(response).fileId;
  };
  /** The member's copy of the message whose sender's copy is `key`. */
  const copyOf = async (who: TestMember, key: number): Promise<number> =>
    Number((await t().database.db.selectFrom('member_messages').select('id').where('owner_id', '=', who.clientId).where('message_key', '=', key).executeTakeFirstOrThrow()).id);
  return { get, post, ok, expectStatus, send, upload, copyOf, PDF };
}
