import type { Readable } from 'node:stream';
import {
  DELETE_MODE_FOLDERS,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_FOLDER_NAME_MAX,
  MESSAGE_KEYWORD_MAX,
  MESSAGE_MAX_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SELECTION_MAX,
  MOVABLE_FOLDERS,
  format,
  httpMessages,
  messagingLabels,
  messagingMessages,
  parseRecipientList,
  searchKeyOf,
  validateFolderName,
  validateMessage,
  type MessageDeleteMode,
  type MessageFolderCode,
  type RecipientEntry,
} from '@studyatlas/core';
import type { messaging as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { announceDelivery, deliverMessage, withoutGroupNames, type Delivery, type RecipientSnapshot } from '../../mailbox/deliver.js';
import { htmlToText, sanitizeMessageHtml, storableText } from '../../mailbox/sanitize.js';
import { unreadBusOf } from '../../mailbox/unread-bus.js';
import { unreadCountOf } from '../../mailbox/unread.js';
import { fileForOrganisation, organisationOfThread, type OrganisationThread } from '../../mailbox/organisation.js';
import type { FriendsPort } from './ports.js';
import { answerData, draftData, recipients, senderNameOf } from './compose.js';
import * as q from './queries.js';
import type { CopyRow } from './queries.js';

/** Opens a stored file's bytes (the files area's, handed in by areas.ts). */
export type OpenFile = (row: {
  kind: 'EFM' | 'EEM' | 'UPL' | 'IMG';
  reference_id: number | null;
  file_name: string;
  storage_key: string | null;
}) => Promise<{ body: Readable | Buffer; size: number } | null>;

export interface MessagingDeps {
  friends: FriendsPort;
  openFile: OpenFile;
}

export type MessagingService = ReturnType<typeof createMessagingService>;

type Db = Parameters<FriendsPort['contactsOf']>[0];

const SYSTEM_FOLDERS: Array<{ code: Exclude<MessageFolderCode, 'DY'>; name: string }> = [
  { code: 'I', name: messagingLabels.folderInbox },
  { code: 'D', name: messagingLabels.folderDrafts },
  { code: 'S', name: messagingLabels.folderSent },
  { code: 'A', name: messagingLabels.folderDeleted },
];

const messageNotFound = () => notFound(messagingMessages.messageNotFound);
const folderNotFound = () => notFound(messagingMessages.folderNotFound);

/** Semicolon- or comma-separated ids → numbers; anything else is bad input. */
function parseIds(text: string, field: string): number[] {
  const tokens = text.split(/[;,]/).map((t) => t.trim()).filter((t) => t !== '');
  if (tokens.some((t) => !/^[1-9]\d{0,8}$/.test(t))) throw new HttpError(400, httpMessages.invalidInput, { errors: { [field]: httpMessages.invalidInput } });
  return [...new Set(tokens.map(Number))];
}

/** Message ids of a move or delete: at least one, at most MESSAGE_SELECTION_MAX. */
function selection(text: string): number[] {
  const ids = parseIds(text, 'MsgFks');
  if (ids.length === 0) throw new HttpError(400, messagingMessages.selectionRequired, { errors: { MsgFks: messagingMessages.selectionRequired } });
  if (ids.length > MESSAGE_SELECTION_MAX) {
    const message = format(messagingMessages.tooManySelected, { max: MESSAGE_SELECTION_MAX });
    throw new HttpError(400, message, { errors: { MsgFks: message } });
  }
  return ids;
}

const fullName = (first: string | null, surname: string | null) => `${first ?? ''} ${surname ?? ''}`.trim();

/**
 * A stored recipient list as the copy's owner may see it: the sender sees their own groups' names;
 * anyone else 'a group' (copies delivered before the recipients' lists were stored without them).
 */
const shownRecipients = (copy: Pick<CopyRow, 'ownerId' | 'senderId'>, list: string): contract.Recipient[] =>
  copy.ownerId === copy.senderId ? recipients(list) : withoutGroupNames(recipients(list));

export function createMessagingService(ctx: AppContext, deps: MessagingDeps) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();
  const bus = unreadBusOf(db);
  const changed = (...memberIds: number[]) => bus.publish(memberIds);

  async function attachmentsByKey(keys: readonly number[]): Promise<Map<number, contract.Attachment[]>> {
    const byKey = new Map<number, contract.Attachment[]>();
    for (const a of await q.attachmentsOf(db, keys)) {
      byKey.set(a.messageKey, [...(byKey.get(a.messageKey) ?? []), { fileId: a.fileId, fileName: a.fileName, contentType: a.contentType, size: a.size }]);
    }
    return byKey;
  }

  async function folderList(ownerId: number): Promise<{ folders: contract.MessageFolder[]; unread: number }> {
    const [counts, own] = await Promise.all([q.folderCounts(db, ownerId), q.listFolders(db, ownerId)]);
    const sum = (match: (c: (typeof counts)[number]) => boolean, key: 'total' | 'unread') => counts.filter(match).reduce((n, c) => n + c[key], 0);
    const folders: contract.MessageFolder[] = [
      ...SYSTEM_FOLDERS.map(({ code, name }) => ({
        code,
        id: 0,
        name,
        total: sum((c) => c.folder === code, 'total'),
        unread: sum((c) => c.folder === code, 'unread'),
      })),
      ...own.map((f) => {
        const id = Number(f.id);
        const mine = (c: (typeof counts)[number]) => c.folder === 'DY' && c.folderId === id;
        return { code: 'DY' as const, id, name: f.name, total: sum(mine, 'total'), unread: sum(mine, 'unread') };
      }),
    ];
    return { folders, unread: sum((c) => c.folder === 'I' || c.folder === 'DY', 'unread') };
  }

  async function list(
    member: AuthMember,
    filter: { folder: MessageFolderCode; folderFk?: number; keyWord?: string; pageNo: number; pageSize: number },
  ): Promise<contract.MessageList> {
    const ownerId = member.clientId;
    let folderId: number | null = null;
    if (filter.folder === 'DY') {
      if (!filter.folderFk || !(await q.findFolder(db, ownerId, filter.folderFk))) throw folderNotFound();
      folderId = filter.folderFk;
    }
    const keyWord = storableText(filter.keyWord ?? '').trim().slice(0, MESSAGE_KEYWORD_MAX);
    const pageSize = Math.min(Math.max(filter.pageSize || MESSAGE_PAGE_SIZE, 1), MESSAGE_MAX_PAGE_SIZE);
    const pageNo = Math.max(filter.pageNo, 1);
    const { rows, total } = await q.listCopies(db, { ownerId, folder: filter.folder, folderId, searchKey: searchKeyOf(keyWord) }, (pageNo - 1) * pageSize, pageSize);
    const withFiles = await attachmentsByKey(rows.map((r) => r.messageKey));
    const { folders, unread } = await folderList(ownerId);
    return {
      folder: filter.folder,
      folderFk: folderId,
      keyWord,
      total,
      pageNo,
      pageSize,
      rows: rows.map((r) => ({
        id: r.id,
        sender: senderNameOf(r),
        senderId: r.senderId,
        recipients: shownRecipients(r, r.toList).map((x) => x.name).join(', '),
        subject: r.subject,
        received: r.createdAt,
        unread: !r.isRead,
        kind: r.kind,
        hasAttachments: withFiles.has(r.messageKey),
        folder: r.folder,
        folderId: r.folderId,
      })),
      folders,
      unread,
    };
  }

  /** The member's copy or 404. */
  async function ownCopy(ownerId: number, id: number): Promise<CopyRow> {
    const copy = await q.ownCopy(db, ownerId, id);
    if (!copy) throw messageNotFound();
    return copy;
  }

  async function ownDraft(ownerId: number, id: number): Promise<CopyRow> {
    const copy = await ownCopy(ownerId, id);
    if (copy.folder !== 'D') throw new HttpError(400, messagingMessages.notADraft);
    return copy;
  }

  async function toReadMessage(viewer: AuthMember, copy: CopyRow, files: Map<number, contract.Attachment[]>): Promise<contract.ReadMessage> {
    let friendRequest: contract.ReadMessage['friendRequest'] = null;
    if (copy.kind === 'FR' && copy.friendLinkId !== null) {
      const link = await q.friendLink(db, copy.friendLinkId);
      if (link) friendRequest = { linkId: Number(link.id), open: link.state === 'S' && Number(link.addressee_id) === viewer.clientId };
    }
    return {
      id: copy.id,
      sender: {
        clientId: copy.senderId,
        name: senderNameOf(copy),
        pflImage: copy.senderId === null ? '' : ctx.imageUrls.friendImage(viewer.clientId, copy.senderId),
      },
      to: shownRecipients(copy, copy.toList),
      cc: shownRecipients(copy, copy.ccList),
      // Bcc is stored on the sender's copy only; shown to its owner only.
      bcc: copy.ownerId === copy.senderId ? recipients(copy.bccList) : [],
      subject: copy.subject,
      message: sanitizeMessageHtml(copy.body),
      sentAt: copy.createdAt,
      folder: copy.folder,
      kind: copy.kind,
      friendRequest,
      attachments: files.get(copy.messageKey) ?? [],
    };
  }

  /**
   * The sender's contacts and groups (in `trx` when sending), and the known check of validateMessage.
   * An organisation (O-{id}) is known only as the other party of the thread the message answers
   * (`organisation`): a member answers an organisation's message, never writes to one unasked.
   */
  async function directory(trx: Db, ownerId: number, organisation?: OrganisationThread) {
    const [contacts, groups] = await Promise.all([deps.friends.contactsOf(trx, ownerId), deps.friends.groupsOf(trx, ownerId)]);
    const contactById = new Map(contacts.map((c) => [c.clientId, c]));
    const groupById = new Map(groups.map((g) => [g.groupId, g]));
    const isKnown = (e: RecipientEntry) =>
      e.kind === 'C' ? contactById.has(e.id) : e.kind === 'G' ? groupById.has(e.id) : e.kind === 'O' ? organisation?.legalId === e.id : false;
    const nameOf = (e: RecipientEntry) =>
      e.kind === 'C' ? contactById.get(e.id)?.name : e.kind === 'G' ? groupById.get(e.id)?.name : e.kind === 'O' && isKnown(e) ? organisation?.name : undefined;
    const snapshot = (entries: RecipientEntry[]): RecipientSnapshot[] => entries.map((e) => ({ id: e.token, name: nameOf(e) ?? e.token }));
    /** Contacts, and groups' current members who are still the sender's friends. */
    const expand = (entries: RecipientEntry[]): number[] =>
      entries.flatMap((e) => (e.kind === 'C' ? [e.id] : e.kind === 'G' ? (groupById.get(e.id)?.memberIds ?? []).filter((id) => contactById.has(id)) : []));
    return { contacts, groups, isKnown, snapshot, expand };
  }

  /** FileInfoFks → ids the sender may attach: their own uploads, or attachments of the parent or the draft. */
  async function allowedFiles(trx: Db, ownerId: number, raw: contract.SaveMessageBody['FileInfoFks'], keys: readonly number[]): Promise<number[]> {
    const text = Array.isArray(raw) ? raw.map(String).join(';') : raw;
    const ids = parseIds(text, 'FileInfoFks');
    if (ids.length > MESSAGE_ATTACHMENTS_MAX) {
      const message = format(messagingMessages.tooManyAttachments, { max: MESSAGE_ATTACHMENTS_MAX });
      throw new HttpError(400, message, { errors: { FileInfoFks: message } });
    }
    const allowed = new Set([...(await q.uploadsOf(trx, ownerId, ids)), ...(await q.attachmentsOf(trx, keys)).map((a) => a.fileId)]);
    if (ids.some((id) => !allowed.has(id))) {
      throw new HttpError(400, messagingMessages.attachmentUnknown, { errors: { FileInfoFks: messagingMessages.attachmentUnknown } });
    }
    return ids;
  }

  async function save(member: AuthMember, body: contract.SaveMessageBody): Promise<{ retVal: number; message: string }> {
    const ownerId = member.clientId;
    const values = {
      subject: storableText(body.subject ?? '').trim(),
      message: storableText(body.message ?? ''),
      TO: body.TO ?? '',
      CC: body.CC ?? '',
      BCC: body.BCC ?? '',
    };
    const sending = body.action_type !== 'D';
    const draft = body.messageFk ? await ownDraft(ownerId, body.messageFk) : null;
    const parent = body.parentMessageFk ? await ownCopy(ownerId, body.parentMessageFk) : null;
    if (parent?.folder === 'D') throw messageNotFound();
    const parentKey = parent?.messageKey ?? draft?.parentKey ?? null;
    const threadKey = parent?.threadKey ?? (draft && draft.parentKey !== null ? draft.threadKey : null);
    const lists = { to: parseRecipientList(values.TO), cc: parseRecipientList(values.CC), bcc: parseRecipientList(values.BCC) };
    const at = stamp();
    const organisation = threadKey === null ? undefined : await organisationOfThread(db, ownerId, threadKey);

    if (!sending) {
      const dir = await directory(db, ownerId, organisation);
      rejectInvalid(validateMessage(values, 'draft', dir.isKnown));
      const fileIds = await allowedFiles(db, ownerId, body.FileInfoFks, [...(parentKey ? [parentKey] : []), ...(draft ? [draft.messageKey] : [])]);
      const html = sanitizeMessageHtml(values.message);
      const sender = fullName(member.firstName, member.surname);
      const id = await db.transaction().execute(async (trx) => {
        const saved = await q.saveDraft(
          trx,
          {
            ownerId,
            subject: values.subject,
            body: html,
            searchKey: searchKeyOf(`${values.subject} ${sender} ${htmlToText(html)}`),
            toList: JSON.stringify(dir.snapshot(lists.to)),
            ccList: JSON.stringify(dir.snapshot(lists.cc)),
            bccList: JSON.stringify(dir.snapshot(lists.bcc)),
            parentKey,
            threadKey,
            actionType: body.RepllyOption || (draft && draft.actionType !== 'S' ? (draft.actionType as 'D' | 'R' | 'RA' | 'F') : 'D'),
            at,
          },
          draft?.id ?? null,
        );
        await q.setAttachments(trx, saved, fileIds);
        return saved;
      });
      return { retVal: id, message: messagingMessages.draftSaved };
    }

    const delivered = await db.transaction().execute(async (trx): Promise<Delivery> => {
      const dir = await directory(trx, ownerId, organisation);
      rejectInvalid(validateMessage(values, 'send', dir.isKnown));
      const all = [...lists.to, ...lists.cc, ...lists.bcc];
      const recipientIds = [...new Set(dir.expand(all))].filter((id) => id !== ownerId);
      // The organisation of the thread, when the member answers it (validateMessage let no other through).
      const toOrganisation = organisation && all.some((e) => e.kind === 'O') ? organisation : undefined;
      if (recipientIds.length === 0 && !toOrganisation) throw new HttpError(400, messagingMessages.recipientRequired, { errors: { TO: messagingMessages.recipientRequired } });
      const fileIds = await allowedFiles(trx, ownerId, body.FileInfoFks, [...(parentKey ? [parentKey] : []), ...(draft ? [draft.messageKey] : [])]);
      const delivery = await deliverMessage(trx, {
        senderId: ownerId,
        recipientIds,
        kind: 'CM',
        actionType: body.action_type as 'S' | 'R' | 'RA' | 'F',
        subject: values.subject,
        body: values.message,
        to: dir.snapshot(lists.to),
        cc: dir.snapshot(lists.cc),
        bcc: dir.snapshot(lists.bcc),
        parentKey,
        threadKey,
        fileIds,
        draftId: draft?.id ?? null,
        at,
      });
      if (toOrganisation && threadKey !== null) {
        await fileForOrganisation(trx, { thread: toOrganisation, threadKey, messageKey: delivery.messageKey, studentId: ownerId, subject: delivery.subject, body: delivery.body, at });
      }
      return delivery;
    });
    await announceDelivery(ctx, delivered);
    return { retVal: delivered.senderCopyId, message: messagingMessages.messageSent };
  }

  async function composeData(member: AuthMember, msgFk: number, actionType: contract.ComposeData['actionType']): Promise<contract.ComposeData> {
    const copy = await ownCopy(member.clientId, msgFk);
    const attachments = (await attachmentsByKey([copy.messageKey])).get(copy.messageKey) ?? [];
    if (actionType === 'D') {
      if (copy.folder !== 'D') throw new HttpError(400, messagingMessages.notADraft);
      const parentCopy = copy.parentKey === null ? undefined : await q.copyIdOfKey(db, member.clientId, copy.parentKey);
      return draftData(copy, parentCopy ?? 0, attachments);
    }
    if (copy.folder === 'D') throw messageNotFound();
    // S opens nothing to answer: only R, RA and F start from a message.
    if (actionType === 'S') throw new HttpError(400, httpMessages.invalidInput, { errors: { actionType: httpMessages.invalidInput } });
    return answerData(copy, member.clientId, actionType, attachments);
  }

  return {
    inbox: (member: AuthMember, page: { pageNo: number; pageSize: number }) => list(member, { folder: 'I', ...page }),
    list,

    async addFolder(member: AuthMember, folderName: string): Promise<{ folder: contract.MessageFolder; message: string }> {
      const name = storableText(folderName).trim();
      const existing = [...SYSTEM_FOLDERS.map((f) => f.name), ...(await q.listFolders(db, member.clientId)).map((f) => f.name)];
      rejectInvalid(validateFolderName(name, existing));
      const id = await q.insertFolder(db, member.clientId, name.slice(0, MESSAGE_FOLDER_NAME_MAX), stamp());
      return { folder: { code: 'DY', id, name, total: 0, unread: 0 }, message: messagingMessages.folderCreated };
    },

    async deleteFolder(member: AuthMember, folderFk: number): Promise<{ moved: number; message: string }> {
      if (!(await q.findFolder(db, member.clientId, folderFk))) throw folderNotFound();
      const moved = await db.transaction().execute((trx) => q.deleteFolder(trx, member.clientId, folderFk));
      changed(member.clientId);
      return { moved, message: messagingMessages.folderDeleted };
    },

    async move(member: AuthMember, msgFks: string, folderFk: string): Promise<{ moved: number; message: string; unread: number }> {
      const ownerId = member.clientId;
      const ids = selection(msgFks);
      const target = folderFk.trim();
      let folderId: number | null = null;
      if (target !== 'I' && target !== '0' && target !== '') {
        if (!/^[1-9]\d{0,8}$/.test(target)) throw new HttpError(400, httpMessages.invalidInput, { errors: { folderFk: httpMessages.invalidInput } });
        if (!(await q.findFolder(db, ownerId, Number(target)))) throw folderNotFound();
        folderId = Number(target);
      }
      const owned = await q.ownCopies(db, ownerId, ids);
      if (owned.length !== ids.length) throw messageNotFound();
      // Only what the member received moves (not their sent copies or drafts, even from deleted).
      if (owned.some((c) => !MOVABLE_FOLDERS.includes(c.folder) || c.senderId === ownerId)) throw new HttpError(400, messagingMessages.onlyReceivedMove);
      const moved = await q.moveCopies(db, ownerId, ids, folderId === null ? 'I' : 'DY', folderId);
      changed(ownerId);
      return { moved, message: messagingMessages.moved, unread: await unreadCountOf(db, ownerId) };
    },

    async remove(member: AuthMember, msgFks: string, type: MessageDeleteMode): Promise<{ deleted: number; message: string; unread: number }> {
      const ownerId = member.clientId;
      const ids = selection(msgFks);
      const owned = await q.ownCopies(db, ownerId, ids);
      if (owned.length !== ids.length) throw messageNotFound();
      if (owned.some((c) => !DELETE_MODE_FOLDERS[type].includes(c.folder))) throw new HttpError(400, messagingMessages.deleteModeWrongFolder);
      const deleted =
        type === 'RS'
          ? await db.transaction().execute((trx) => q.deleteCopies(trx, ownerId, ids))
          : await q.moveCopies(db, ownerId, ids, 'A', null);
      changed(ownerId);
      return { deleted, message: type === 'RS' ? messagingMessages.deletedForever : messagingMessages.deleted, unread: await unreadCountOf(db, ownerId) };
    },

    unread: (member: AuthMember) => unreadCountOf(db, member.clientId),

    async recipients(member: AuthMember): Promise<contract.RecipientDirectory> {
      const { contacts, groups } = await directory(db, member.clientId);
      return {
        contacts: contacts.map((c) => ({ id: `C-${c.clientId}`, clientId: c.clientId, name: c.name, pflImage: ctx.imageUrls.friendImage(member.clientId, c.clientId) })),
        groups: groups.map((g) => ({ id: `G-${g.groupId}`, groupId: g.groupId, name: g.name, memberCount: g.memberIds.length })),
      };
    },

    save,

    async discard(member: AuthMember, msgFk: number): Promise<{ message: string }> {
      const draft = await ownDraft(member.clientId, msgFk);
      await db.transaction().execute((trx) => q.deleteCopies(trx, member.clientId, [draft.id]));
      return { message: messagingMessages.draftDiscarded };
    },

    composeData,

    async read(member: AuthMember, msgFk: number): Promise<{ message: contract.ReadMessage; thread: contract.ReadMessage[]; unread: number }> {
      const ownerId = member.clientId;
      const copy = await ownCopy(ownerId, msgFk);
      if (!copy.isRead) {
        await q.markRead(db, ownerId, copy.id);
        copy.isRead = true;
        changed(ownerId);
      }
      const thread = copy.folder === 'D' ? [copy] : await q.threadCopies(db, ownerId, copy.threadKey);
      const files = await attachmentsByKey(thread.map((c) => c.messageKey));
      const messages = [];
      for (const c of thread) messages.push(await toReadMessage(member, c, files));
      return { message: messages.find((m) => m.id === copy.id) ?? (await toReadMessage(member, copy, files)), thread: messages, unread: await unreadCountOf(db, ownerId) };
    },

    /** An attachment's bytes: only when the member has a copy of that message holding that file. */
    async attachment(member: AuthMember, msgFk: number, fileFk: number) {
      const copy = await q.ownCopy(db, member.clientId, msgFk);
      const row = copy && (await q.attachedFile(db, copy.messageKey, fileFk));
      const opened = row && (await deps.openFile({ ...row, reference_id: row.reference_id === null ? null : Number(row.reference_id) }));
      if (!row || !opened) throw notFound(messagingMessages.attachmentNotFound);
      return { name: row.file_name, contentType: row.content_type, ...opened };
    },

    async notices(member: AuthMember): Promise<{ enabled: boolean }> {
      const row = await q.noticesOf(db, member.clientId);
      return { enabled: Number(row?.message_notices ?? 1) === 1 };
    },

    async saveNotices(member: AuthMember, enabled: boolean): Promise<{ enabled: boolean; message: string }> {
      await q.setNotices(db, member.clientId, enabled);
      return { enabled, message: messagingMessages.noticesSaved };
    },
  };
}
