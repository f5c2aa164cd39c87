import { messagingLabels, searchKeyOf } from '@studyatlas/core';
import type { Transaction } from 'kysely';
import type { AppContext } from '../http/context.js';
import type { Database } from '../db/schema/index.js';
import type { MessageActionType } from '../db/schema/friends.js';
import { num } from '../db/numbers.js';
import { sendNoticeMails } from './notice-mail.js';
import { htmlToText, sanitizeMessageHtml, storableText } from './sanitize.js';
import { unreadBusOf } from './unread-bus.js';

/** A recipient as a message keeps it: C-{id} a contact, G-{id} a group, with the name it had. */
export interface RecipientSnapshot {
  id: string;
  name: string;
}

/** A message to deliver: who sends it to whom (already expanded to member ids) and what it says. */
export interface OutgoingMessage {
  senderId: number;
  /** Every member who gets an inbox copy (groups expanded); duplicates and the sender are dropped. */
  recipientIds: readonly number[];
  kind: 'CM' | 'FR';
  actionType: Exclude<MessageActionType, 'D'>;
  subject: string;
  /** HTML; sanitized here again whatever the caller did. */
  body: string;
  /** The lists as the sender wrote them (the sender's copy); the recipients' copies name no group (`withoutGroupNames`); Bcc is kept on the sender's copy only. */
  to: readonly RecipientSnapshot[];
  cc?: readonly RecipientSnapshot[];
  bcc?: readonly RecipientSnapshot[];
  /** The replied/forwarded message's key and its thread (a new thread: the message's own key). */
  parentKey?: number | null;
  threadKey?: number | null;
  friendLinkId?: number | null;
  referenceId?: number | null;
  /** Stored files attached (checked by the caller). */
  fileIds?: readonly number[];
  /** The sender's draft this is sent from: that row becomes the sender's copy (its id the message key). */
  draftId?: number | null;
  /** ISO-8601 UTC */
  at: string;
}

/** What was written, for the after-commit announcement and the caller's reply. */
export interface Delivery {
  messageKey: number;
  senderId: number;
  senderCopyId: number;
  senderName: string;
  subject: string;
  /** The sanitized body. */
  body: string;
  /** The recipients' inbox copies. */
  copies: Array<{ ownerId: number; copyId: number }>;
}

const json = (list: readonly RecipientSnapshot[] = []) => JSON.stringify(list.map(({ id, name }) => ({ id, name })));

/** The id of the entry that stands for the sender's groups in a recipient's lists. */
export const SOME_GROUP_ID = 'G';

/**
 * A recipient list as someone other than its sender sees it: the people as they are, and the
 * sender's groups (G-{id}, named as the sender named them: a private label) as one entry 'a group'.
 */
export function withoutGroupNames<T extends RecipientSnapshot>(list: readonly T[]): RecipientSnapshot[] {
  const people: RecipientSnapshot[] = list.filter((r) => !/^G(-\d+)?$/.test(r.id)).map(({ id, name }) => ({ id, name }));
  return people.length === list.length ? people : [...people, { id: SOME_GROUP_ID, name: messagingLabels.someGroup }];
}

/**
 * Files one message in every mailbox, inside the caller's transaction (nothing is half-written when
 * any step fails): the sender's copy (folder S, read) and one unread inbox copy per recipient, all
 * sharing `message_key` = the sender's copy id, with the thread, the recipient snapshots (Bcc on the
 * sender's copy only), the search key (subject, sender name, body text) and the attachment rows.
 * Call `announceDelivery` after the transaction committed.
 */
export async function deliverMessage(trx: Transaction<Database>, m: OutgoingMessage): Promise<Delivery> {
  const recipients = [...new Set(m.recipientIds)].filter((id) => id !== m.senderId);
  const sender = await trx.selectFrom('clients').select(['first_name', 'surname']).where('id', '=', m.senderId).executeTakeFirstOrThrow();
  const senderName = `${sender.first_name} ${sender.surname}`.trim();
  const subject = storableText(m.subject).trim();
  const body = sanitizeMessageHtml(storableText(m.body));
  const common = {
    sender_id: m.senderId,
    kind: m.kind,
    friend_link_id: m.friendLinkId ?? null,
    reference_id: m.referenceId ?? null,
    subject,
    body,
    created_at: m.at,
    parent_key: m.parentKey ?? null,
    action_type: m.actionType,
    to_list: json(m.to),
    cc_list: json(m.cc),
    search_key: searchKeyOf(`${subject} ${senderName} ${htmlToText(body)}`),
    folder_id: null,
  };
  const senderCopy = {
    ...common,
    owner_id: m.senderId,
    recipient_id: recipients.length === 1 ? recipients[0]! : null,
    folder: 'S' as const,
    is_read: 1,
    bcc_list: json(m.bcc),
  };

  let senderCopyId: number;
  if (m.draftId) {
    await trx.updateTable('member_messages').set(senderCopy).where('id', '=', m.draftId).where('owner_id', '=', m.senderId).execute();
    senderCopyId = m.draftId;
    await trx.deleteFrom('message_attachments').where('message_key', '=', senderCopyId).execute();
  } else {
    senderCopyId = num((await trx.insertInto('member_messages').values(senderCopy).returning('id').executeTakeFirstOrThrow()).id);
  }
  const messageKey = senderCopyId;
  const threadKey = m.threadKey ?? messageKey;
  await trx.updateTable('member_messages').set({ message_key: messageKey, thread_key: threadKey }).where('id', '=', senderCopyId).execute();

  // The recipients' copies never hold the names the sender gave their groups.
  const recipientLists = { to_list: json(withoutGroupNames(m.to)), cc_list: json(withoutGroupNames(m.cc ?? [])) };
  const copies: Delivery['copies'] = [];
  for (const ownerId of recipients) {
    const row = await trx
      .insertInto('member_messages')
      .values({ ...common, ...recipientLists, owner_id: ownerId, recipient_id: ownerId, folder: 'I', is_read: 0, bcc_list: '[]', message_key: messageKey, thread_key: threadKey })
      .returning('id')
      .executeTakeFirstOrThrow();
    copies.push({ ownerId, copyId: num(row.id) });
  }

  const fileIds = [...new Set(m.fileIds ?? [])];
  if (fileIds.length > 0) {
    await trx.insertInto('message_attachments').values(fileIds.map((file_id) => ({ message_key: messageKey, file_id }))).execute();
  }
  return { messageKey, senderId: m.senderId, senderCopyId, senderName, subject, body, copies };
}

/**
 * After the delivery's transaction committed: the recipients' unread streams hear of it, and each
 * recipient who keeps message notices on gets the notice mail. A mail that cannot go out is logged;
 * the message is sent all the same.
 */
export async function announceDelivery(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>, delivery: Delivery): Promise<void> {
  unreadBusOf(ctx.db).publish([delivery.senderId, ...delivery.copies.map((c) => c.ownerId)]);
  await sendNoticeMails(ctx, delivery).catch((error: unknown) => ctx.log.error({ err: error, messageKey: delivery.messageKey }, 'message notices not sent'));
}
