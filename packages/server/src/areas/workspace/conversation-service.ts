import { validateStaffMessage, workspaceConversationMessages, workspaceMessages } from '@studyatlas/core';
import { workspaceConversation as contract } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import { attachedFile, attachmentsOf, uploadsOf } from '../../mailbox/attachments.js';
import { announceOrganisationMessage, deliverFromOrganisation, type Conversation } from '../../mailbox/organisation.js';
import { sanitizeMessageHtml, storableText } from '../../mailbox/sanitize.js';
import * as aq from './application-queries.js';
import * as cq from './conversation-queries.js';
import type { OpenStoredFile } from './ports.js';
import type { Staff } from './staff-queries.js';

/** What staff write: checked by the core rule (400 with its words), the files limited to the writer's own uploads. */
export interface StaffMessage {
  subject: string;
  message: string;
  fileIds: readonly number[];
}

const attachmentPath = (legalId: number, messageId: number, fileId: number) =>
  `${contract.messageAttachment.path}?org=${legalId}&messageId=${messageId}&fileId=${fileId}`;

/**
 * The organisation's conversations with students (issue 26, docs/workspace.md "Conversation"): the
 * thread of an application, a message written as the organisation, the attachments. The mailbox
 * layer (mailbox/organisation.ts) files the student's copy; the student's replies arrive there
 * through messaging and are read here.
 */
export function createConversationService(ctx: AppContext, openFile: OpenStoredFile) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();

  /** The conversation's messages as staff see them (who wrote each, attachments with their paths). */
  async function messagesOf(staff: Staff, of: cq.ConversationOf): Promise<contract.ConversationMessage[]> {
    const rows = await cq.conversationMessages(db, staff.legalId, of);
    const files = await attachmentsOf(db, rows.flatMap((r) => (r.messageKey === null ? [] : [r.messageKey])));
    return rows.map((r) => ({
      id: r.id,
      direction: r.direction,
      author: { clientId: r.authorId, name: r.authorName },
      subject: r.subject,
      message: sanitizeMessageHtml(r.body),
      at: r.at,
      unread: r.direction === 'in' && r.readAt === null,
      attachments: files
        .filter((f) => f.messageKey === r.messageKey)
        .map(({ messageKey: _, ...f }) => ({ ...f, url: attachmentPath(staff.legalId, r.id, f.fileId) })),
      mailedTo: r.mailedTo,
    }));
  }

  /** The conversation as it is, then its replies read for the organisation (the answer still marks which were new). */
  async function openConversation(staff: Staff, of: cq.ConversationOf): Promise<contract.ConversationMessage[]> {
    const messages = await messagesOf(staff, of);
    if (messages.some((m) => m.unread)) await cq.markRepliesRead(db, staff.legalId, of, stamp());
    return messages;
  }

  /** The message's values checked, its files the writer's own uploads (400 otherwise). */
  async function checked(staff: Staff, m: StaffMessage) {
    const values = { subject: storableText(m.subject).trim(), message: storableText(m.message) };
    rejectInvalid(validateStaffMessage(values));
    // At most STAFF_MESSAGE_ATTACHMENTS_MAX: the contract's shape.
    const fileIds = [...new Set(m.fileIds)];
    const own = new Set(await uploadsOf(db, staff.clientId, fileIds));
    if (fileIds.some((id) => !own.has(id))) throw new HttpError(400, workspaceConversationMessages.attachmentUnknown, { errors: { fileIds: workspaceConversationMessages.attachmentUnknown } });
    return { ...values, fileIds };
  }

  /** Files the message in the student's Inbox as the organisation's, then announces it (unread stream, notice mail). */
  async function deliver(staff: Staff, studentId: number, conversation: Conversation, m: { subject: string; message: string; fileIds: number[] }): Promise<void> {
    const delivered = await db.transaction().execute((trx) =>
      deliverFromOrganisation(trx, { legalId: staff.legalId, authorId: staff.clientId, conversation, studentId, subject: m.subject, body: m.message, fileIds: m.fileIds, at: stamp() }),
    );
    await announceOrganisationMessage(ctx, delivered);
  }

  async function ownApplication(staff: Staff, applicationId: number) {
    const application = await aq.organisationApplication(db, staff.legalId, applicationId);
    if (!application) throw notFound(workspaceMessages.applicationNotFound);
    return application;
  }

  return {
    messagesOf,
    openConversation,
    checked,
    deliver,

    async conversation(staff: Staff, applicationId: number) {
      await ownApplication(staff, applicationId);
      return { messages: await openConversation(staff, { applicationId }) };
    },

    async send(staff: Staff, body: { applicationId: number } & StaffMessage) {
      const application = await ownApplication(staff, body.applicationId);
      await deliver(staff, application.clientId, { applicationId: application.id }, await checked(staff, body));
      return { messages: await openConversation(staff, { applicationId: application.id }) };
    },

    /** An attachment of one of the organisation's messages; 404 for any other. */
    async attachment(staff: Staff, messageId: number, fileId: number) {
      const message = await cq.organisationMessage(db, staff.legalId, messageId);
      const row = message?.messageKey == null ? undefined : await attachedFile(db, message.messageKey, fileId);
      const opened = row && (await openFile({ ...row, reference_id: row.reference_id === null ? null : Number(row.reference_id) }));
      if (!row || !opened) throw notFound(workspaceConversationMessages.attachmentNotFound);
      return { name: row.file_name, contentType: row.content_type, ...opened };
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
