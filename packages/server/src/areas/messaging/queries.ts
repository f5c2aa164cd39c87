import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { MessageFolder } from '../../db/schema/friends.js';
import { num, numOrNull } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One of the member's mailbox copies with its sender's name. */
export interface CopyRow {
  id: number;
  ownerId: number;
  senderId: number | null;
  senderFirst: string | null;
  senderSurname: string | null;
  /** A message from an organisation: its id and name (the sender shown; senderId is null). */
  senderOrgId: number | null;
  senderOrgName: string | null;
  folder: MessageFolder;
  folderId: number | null;
  kind: 'CM' | 'FR';
  friendLinkId: number | null;
  subject: string;
  body: string;
  isRead: boolean;
  createdAt: string;
  messageKey: number;
  parentKey: number | null;
  threadKey: number;
  actionType: string;
  toList: string;
  ccList: string;
  bccList: string;
}

const copyColumns = [
  'm.id',
  'm.owner_id',
  'm.sender_id',
  'c.first_name as sender_first',
  'c.surname as sender_surname',
  'm.sender_org_id',
  'le.name as sender_org_name',
  'm.folder',
  'm.folder_id',
  'm.kind',
  'm.friend_link_id',
  'm.subject',
  'm.body',
  'm.is_read',
  'm.created_at',
  'm.message_key',
  'm.parent_key',
  'm.thread_key',
  'm.action_type',
  'm.to_list',
  'm.cc_list',
  'm.bcc_list',
] as const;

function toCopy(r: any): CopyRow {
  return {
    id: num(r.id),
    ownerId: num(r.owner_id),
    senderId: numOrNull(r.sender_id),
    senderFirst: r.sender_first ?? null,
    senderSurname: r.sender_surname ?? null,
    senderOrgId: numOrNull(r.sender_org_id),
    senderOrgName: r.sender_org_name ?? null,
    folder: r.folder,
    folderId: numOrNull(r.folder_id),
    kind: r.kind,
    friendLinkId: numOrNull(r.friend_link_id),
    subject: r.subject,
    body: r.body,
    isRead: num(r.is_read) === 1,
    createdAt: r.created_at,
    messageKey: num(r.message_key),
    parentKey: numOrNull(r.parent_key),
    threadKey: num(r.thread_key),
    actionType: r.action_type,
    toList: r.to_list,
    ccList: r.cc_list,
    bccList: r.bcc_list,
  };
}

const copies = (db: Db) =>
  db.selectFrom('member_messages as m').leftJoin('clients as c', 'c.id', 'm.sender_id').leftJoin('legal_entities as le', 'le.id', 'm.sender_org_id').select(copyColumns);

/** The member's own copy, or undefined (another member's copy is as unknown as a missing one). */
export async function ownCopy(db: Db, ownerId: number, id: number): Promise<CopyRow | undefined> {
  const row = await copies(db).where('m.id', '=', id).where('m.owner_id', '=', ownerId).executeTakeFirst();
  return row ? toCopy(row) : undefined;
}

/** The member's own copies among `ids`. */
export async function ownCopies(db: Db, ownerId: number, ids: readonly number[]): Promise<Array<{ id: number; folder: MessageFolder; senderId: number | null }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('member_messages')
    .select(['id', 'folder', 'sender_id'])
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({ id: num(r.id), folder: r.folder, senderId: numOrNull(r.sender_id) }));
}

/** Which copies a list shows: a folder (DY: one of the member's folders), optionally a search key. */
export interface ListFilter {
  ownerId: number;
  folder: MessageFolder;
  folderId: number | null;
  searchKey: string;
}

function filtered(db: Db, f: ListFilter) {
  let query = db.selectFrom('member_messages as m').where('m.owner_id', '=', f.ownerId).where('m.folder', '=', f.folder);
  if (f.folder === 'DY') query = query.where('m.folder_id', '=', f.folderId);
  // The search key holds only letters, digits and single spaces (searchKeyOf): no LIKE wildcard can be in it.
  if (f.searchKey) query = query.where('m.search_key', 'like', `%${f.searchKey}%`);
  return query;
}

/** A page of a folder, newest first, and the exact total. */
export async function listCopies(db: Db, f: ListFilter, offset: number, limit: number): Promise<{ rows: CopyRow[]; total: number }> {
  const total = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const rows = await filtered(db, f)
    .leftJoin('clients as c', 'c.id', 'm.sender_id')
    .leftJoin('legal_entities as le', 'le.id', 'm.sender_org_id')
    .select(copyColumns)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  return { rows: rows.map(toCopy), total: num(total?.n ?? 0) };
}

/** Copies per folder (and own folder) with their unread ones. */
export async function folderCounts(db: Db, ownerId: number): Promise<Array<{ folder: MessageFolder; folderId: number | null; total: number; unread: number }>> {
  const rows = await db
    .selectFrom('member_messages')
    .select((eb) => [
      'folder',
      'folder_id',
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('is_read', '=', 0).then(1).else(0).end()).as('unread'),
    ])
    .where('owner_id', '=', ownerId)
    .groupBy(['folder', 'folder_id'])
    .execute();
  return rows.map((r) => ({ folder: r.folder, folderId: numOrNull(r.folder_id), total: num(r.total), unread: num(r.unread ?? 0) }));
}

export const listFolders = (db: Db, ownerId: number) =>
  db.selectFrom('message_folders').select(['id', 'name']).where('owner_id', '=', ownerId).orderBy('name').orderBy('id').execute();

export const findFolder = (db: Db, ownerId: number, id: number) =>
  db.selectFrom('message_folders').select(['id', 'name']).where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst();

export async function insertFolder(db: Db, ownerId: number, name: string, at: string): Promise<number> {
  const row = await db.insertInto('message_folders').values({ owner_id: ownerId, name, created_at: at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

/** Deletes the member's folder; its messages (in it, or deleted from it) go back to the inbox. Returns how many moved. */
export async function deleteFolder(db: Db, ownerId: number, folderId: number): Promise<number> {
  const moved = await db
    .updateTable('member_messages')
    .set({ folder: 'I', folder_id: null })
    .where('owner_id', '=', ownerId)
    .where('folder', '=', 'DY')
    .where('folder_id', '=', folderId)
    .executeTakeFirst();
  await db.updateTable('member_messages').set({ folder_id: null }).where('owner_id', '=', ownerId).where('folder_id', '=', folderId).execute();
  await db.deleteFrom('message_folders').where('owner_id', '=', ownerId).where('id', '=', folderId).execute();
  return Number(moved.numUpdatedRows);
}

export async function moveCopies(db: Db, ownerId: number, ids: readonly number[], folder: 'I' | 'DY' | 'A', folderId: number | null): Promise<number> {
  const result = await db
    .updateTable('member_messages')
    .set({ folder, folder_id: folderId })
    .where('owner_id', '=', ownerId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes copies for good; attachment rows of messages no copy names any more (a member's or an organisation's) go too. */
export async function deleteCopies(db: Db, ownerId: number, ids: readonly number[]): Promise<number> {
  const keys = await db.selectFrom('member_messages').select('message_key').where('owner_id', '=', ownerId).where('id', 'in', [...ids]).execute();
  const result = await db.deleteFrom('member_messages').where('owner_id', '=', ownerId).where('id', 'in', [...ids]).executeTakeFirst();
  await dropOrphanAttachments(db, [...new Set(keys.map((k) => num(k.message_key)))]);
  return Number(result.numDeletedRows);
}

export async function dropOrphanAttachments(db: Db, keys: readonly number[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('message_attachments')
    .where('message_key', 'in', [...keys])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('member_messages as m').select('m.id').whereRef('m.message_key', '=', 'message_attachments.message_key'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('organisation_messages as om').select('om.id').whereRef('om.message_key', '=', 'message_attachments.message_key'))))
    .execute();
}

export const markRead = (db: Db, ownerId: number, id: number) =>
  db.updateTable('member_messages').set({ is_read: 1 }).where('owner_id', '=', ownerId).where('id', '=', id).where('is_read', '=', 0).executeTakeFirst();

/** The member's copies of one thread but drafts, oldest first. */
export async function threadCopies(db: Db, ownerId: number, threadKey: number): Promise<CopyRow[]> {
  const rows = await copies(db)
    .where('m.owner_id', '=', ownerId)
    .where('m.thread_key', '=', threadKey)
    .where('m.folder', '!=', 'D')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  return rows.map(toCopy);
}

/** The member's copy of a message (by key), or undefined. */
export async function copyIdOfKey(db: Db, ownerId: number, messageKey: number): Promise<number | undefined> {
  const row = await db.selectFrom('member_messages').select('id').where('owner_id', '=', ownerId).where('message_key', '=', messageKey).orderBy('id').executeTakeFirst();
  return row ? num(row.id) : undefined;
}

export { attachedFile, attachmentsOf, uploadsOf, type AttachmentRow } from '../../mailbox/attachments.js';

/** A friend link's state as seen by a friend-request message. */
export const friendLink = (db: Db, id: number) =>
  db.selectFrom('friend_links').select(['id', 'state', 'addressee_id']).where('id', '=', id).executeTakeFirst();

export const memberName = (db: Db, clientId: number) =>
  db.selectFrom('clients').select(['first_name', 'surname']).where('id', '=', clientId).executeTakeFirst();

export const noticesOf = (db: Db, clientId: number) => db.selectFrom('clients').select('message_notices').where('id', '=', clientId).executeTakeFirst();

export const setNotices = (db: Db, clientId: number, enabled: boolean) =>
  db.updateTable('clients').set({ message_notices: enabled ? 1 : 0 }).where('id', '=', clientId).execute();

export interface DraftRow {
  ownerId: number;
  subject: string;
  body: string;
  searchKey: string;
  toList: string;
  ccList: string;
  bccList: string;
  parentKey: number | null;
  threadKey: number | null;
  actionType: 'D' | 'R' | 'RA' | 'F';
  at: string;
}

/** Saves a new draft (its own message key) or updates one; returns its id. */
export async function saveDraft(db: Db, draft: DraftRow, draftId: number | null): Promise<number> {
  const values = {
    subject: draft.subject,
    body: draft.body,
    search_key: draft.searchKey,
    to_list: draft.toList,
    cc_list: draft.ccList,
    bcc_list: draft.bccList,
    parent_key: draft.parentKey,
    action_type: draft.actionType,
    created_at: draft.at,
  };
  if (draftId) {
    await db.updateTable('member_messages').set(values).where('id', '=', draftId).where('owner_id', '=', draft.ownerId).execute();
    await db.updateTable('member_messages').set({ thread_key: draft.threadKey ?? draftId }).where('id', '=', draftId).execute();
    return draftId;
  }
  const row = await db
    .insertInto('member_messages')
    .values({ ...values, owner_id: draft.ownerId, sender_id: draft.ownerId, recipient_id: null, folder: 'D', kind: 'CM', is_read: 1, friend_link_id: null, reference_id: null, folder_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = num(row.id);
  await db.updateTable('member_messages').set({ message_key: id, thread_key: draft.threadKey ?? id }).where('id', '=', id).execute();
  return id;
}

export async function setAttachments(db: Db, messageKey: number, fileIds: readonly number[]): Promise<void> {
  await db.deleteFrom('message_attachments').where('message_key', '=', messageKey).execute();
  if (fileIds.length > 0) await db.insertInto('message_attachments').values(fileIds.map((file_id) => ({ message_key: messageKey, file_id }))).execute();
}
