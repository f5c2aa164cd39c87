import { searchKeyOf } from '@studyatlas/core';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../http/context.js';
import type { Database } from '../db/schema/index.js';
import { num, numOrNull } from '../db/numbers.js';
import { sendNoticeMails } from './notice-mail.js';
import { htmlToText, sanitizeMessageHtml, storableText } from './sanitize.js';
import { unreadBusOf } from './unread-bus.js';
import { applicationLink, enqueueWebhookEvent, enquiryLink } from '../webhooks/enqueue.js';

/*
 * The organisation as a party of messaging (issue 26, docs/workspace.md "Conversation"): an
 * institution or agent of the catalogue writes to a member through its staff and the member answers
 * the organisation, never a person. The member's copies are ordinary member_messages rows (sender_id
 * null, sender_org_id the organisation: its name is the sender); the organisation's copies are
 * organisation_messages rows tied to an application or an enquiry. Shared by the messaging area (a
 * member's reply) and the workspace (staff writing); areas never import each other.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A member's thread that is a conversation with an organisation. */
export interface OrganisationThread {
  legalId: number;
  name: string;
  applicationId: number | null;
  enquiryId: number | null;
}

/** The recipient token of an organisation in a member's lists ('O-42'). */
export const organisationToken = (legalId: number): string => `O-${legalId}`;

/** The organisation the member's thread is a conversation with, or undefined (a thread between members). */
export async function organisationOfThread(db: Db, memberId: number, threadKey: number): Promise<OrganisationThread | undefined> {
  const row = await db
    .selectFrom('organisation_messages as om')
    .innerJoin('legal_entities as le', 'le.id', 'om.legal_id')
    .select(['om.legal_id', 'le.name', 'om.application_id', 'om.enquiry_id'])
    .where('om.thread_key', '=', threadKey)
    .where('om.student_id', '=', memberId)
    .orderBy('om.id')
    .executeTakeFirst();
  return row && { legalId: num(row.legal_id), name: row.name, applicationId: numOrNull(row.application_id), enquiryId: numOrNull(row.enquiry_id) };
}

/** Which conversation: one application's or one enquiry's. */
export type Conversation = { applicationId: number; enquiryId?: undefined } | { enquiryId: number; applicationId?: undefined };

export interface OrganisationOutgoing {
  legalId: number;
  /** The staff member who wrote it (kept for the staff, never shown to the member). */
  authorId: number;
  conversation: Conversation;
  /** The member it goes to. */
  studentId: number;
  subject: string;
  /** HTML; sanitized here. */
  body: string;
  /** Stored files attached (checked by the caller). */
  fileIds: readonly number[];
  /** ISO-8601 UTC. */
  at: string;
}

/** What was written: the member's copy and the organisation's. */
export interface OrganisationDelivery {
  organisationMessageId: number;
  copyId: number;
  messageKey: number;
  studentId: number;
  senderName: string;
  subject: string;
  body: string;
}

const byConversation = (c: Conversation) => (c.applicationId !== undefined ? (['application_id', c.applicationId] as const) : (['enquiry_id', c.enquiryId] as const));

/**
 * Files a message of the organisation in the member's inbox (in the caller's transaction): one
 * unread copy whose sender is the organisation, in the conversation's thread (its first message
 * starts it), the attachments by its key, and the organisation's own copy (out).
 */
export async function deliverFromOrganisation(trx: Transaction<Database>, m: OrganisationOutgoing): Promise<OrganisationDelivery> {
  const [column, id] = byConversation(m.conversation);
  const org = await trx.selectFrom('legal_entities').select('name').where('id', '=', m.legalId).executeTakeFirstOrThrow();
  const student = await trx.selectFrom('clients').select(['first_name', 'surname']).where('id', '=', m.studentId).executeTakeFirstOrThrow();
  const last = await trx
    .selectFrom('organisation_messages')
    .select(['thread_key', 'message_key'])
    .where('legal_id', '=', m.legalId)
    .where(column, '=', id)
    .where('student_id', '=', m.studentId)
    .where('thread_key', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const subject = storableText(m.subject).trim();
  const body = sanitizeMessageHtml(storableText(m.body));
  const row = await trx
    .insertInto('member_messages')
    .values({
      owner_id: m.studentId,
      sender_id: null,
      sender_org_id: m.legalId,
      recipient_id: m.studentId,
      folder: 'I',
      kind: 'CM',
      friend_link_id: null,
      reference_id: null,
      subject,
      body,
      is_read: 0,
      created_at: m.at,
      parent_key: last ? numOrNull(last.message_key) : null,
      action_type: last ? 'R' : 'S',
      to_list: JSON.stringify([{ id: `C-${m.studentId}`, name: `${student.first_name} ${student.surname}`.trim() }]),
      cc_list: '[]',
      bcc_list: '[]',
      search_key: searchKeyOf(`${subject} ${org.name} ${htmlToText(body)}`),
      folder_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const copyId = num(row.id);
  const threadKey = last ? num(last.thread_key) : copyId;
  await trx.updateTable('member_messages').set({ message_key: copyId, thread_key: threadKey }).where('id', '=', copyId).execute();
  const fileIds = [...new Set(m.fileIds)];
  if (fileIds.length > 0) await trx.insertInto('message_attachments').values(fileIds.map((file_id) => ({ message_key: copyId, file_id }))).execute();
  const own = await trx
    .insertInto('organisation_messages')
    .values({
      legal_id: m.legalId,
      application_id: m.conversation.applicationId ?? null,
      enquiry_id: m.conversation.enquiryId ?? null,
      student_id: m.studentId,
      direction: 'out',
      author_id: m.authorId,
      thread_key: threadKey,
      message_key: copyId,
      mailed_to: null,
      subject,
      body,
      created_at: m.at,
      read_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { organisationMessageId: num(own.id), copyId, messageKey: copyId, studentId: m.studentId, senderName: org.name, subject, body };
}

/** After the commit: the member's unread stream hears of it and the usual notice mail goes (when the member keeps notices on). */
export async function announceOrganisationMessage(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>, d: OrganisationDelivery): Promise<void> {
  unreadBusOf(ctx.db).publish([d.studentId]);
  await sendNoticeMails(ctx, { senderName: d.senderName, subject: d.subject, body: d.body, copies: [{ ownerId: d.studentId, copyId: d.copyId }] }).catch((error: unknown) =>
    ctx.log.error({ err: error, copyId: d.copyId }, 'message notice not sent'),
  );
}

export interface OrganisationIncoming {
  thread: OrganisationThread;
  threadKey: number;
  messageKey: number;
  studentId: number;
  subject: string;
  /** Sanitized HTML, as the member's copies hold it. */
  body: string;
  at: string;
}

/**
 * Files a member's reply in the organisation's conversation (in the send's transaction), unread for
 * the organisation, and queues its `message.received` webhook event in the same transaction.
 */
export async function fileForOrganisation(trx: Transaction<Database>, m: OrganisationIncoming): Promise<void> {
  const filed = await trx
    .insertInto('organisation_messages')
    .values({
      legal_id: m.thread.legalId,
      application_id: m.thread.applicationId,
      enquiry_id: m.thread.enquiryId,
      student_id: m.studentId,
      direction: 'in',
      author_id: m.studentId,
      thread_key: m.threadKey,
      message_key: m.messageKey,
      mailed_to: null,
      subject: m.subject,
      body: m.body,
      created_at: m.at,
      read_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const student = await trx.selectFrom('clients').select(['first_name', 'surname']).where('id', '=', m.studentId).executeTakeFirst();
  const { applicationId, enquiryId } = m.thread;
  await enqueueWebhookEvent(trx, {
    legalId: m.thread.legalId,
    type: 'message.received',
    data: {
      applicationId,
      enquiryId,
      messageId: num(filed.id),
      from: { kind: 'student', studentId: m.studentId, name: student ? `${student.first_name} ${student.surname}`.trim() : '' },
      subject: m.subject,
      receivedAt: m.at,
      link: applicationId !== null ? applicationLink(applicationId) : enquiryLink(enquiryId!),
    },
    at: new Date(m.at),
  });
}
