import { workspaceConversationMessages } from '@studyatlas/core';
import type { workspaceConversation as contract } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import { inLocale } from '../../http/locale.js';
import { memberMailLocale } from '../../mail/recipient-locale.js';
import { sanitizeMessageHtml } from '../../mailbox/sanitize.js';
import * as cq from './conversation-queries.js';
import type { ConversationService, StaffMessage } from './conversation-service.js';
import * as eq from './enquiry-queries.js';
import { enquiryAnswerMail } from './mails.js';
import type { Staff } from './staff-queries.js';

/**
 * The "Connect me" enquiries sent to the organisation (issue 26, docs/workspace.md "Enquiries"): the
 * list with its open count, one enquiry with the sender's details and the answers, the answer (a
 * member's Inbox, as the conversation; an anonymous sender's e-mail) and handled / open again.
 */
export function createEnquiriesService(ctx: AppContext, conversations: ConversationService) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();

  async function own(staff: Staff, enquiryId: number) {
    const found = await eq.organisationEnquiry(db, staff.legalId, enquiryId);
    if (!found) throw notFound(workspaceConversationMessages.enquiryNotFound);
    return found;
  }

  async function detail(staff: Staff, enquiryId: number): Promise<contract.Enquiry> {
    const enquiry = await own(staff, enquiryId);
    return { ...enquiry, messages: await conversations.openConversation(staff, { enquiryId }) };
  }

  return {
    detail,

    async list(staff: Staff, query: { state: eq.EnquiryState; pageNo: number; pageSize: string }) {
      const pageSize = Number(query.pageSize);
      const pageNo = Math.max(1, query.pageNo);
      const [rows, total, open] = await Promise.all([
        eq.enquiryPage(db, staff.legalId, query.state, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
        eq.enquiryCount(db, staff.legalId, query.state),
        eq.enquiryCount(db, staff.legalId, 'open'),
      ]);
      const counts = await cq.unreadRepliesByEnquiry(db, staff.legalId, rows.map((r) => r.id));
      return {
        rows: rows.map((r): contract.EnquiryRow => ({ ...r, answers: counts.get(r.id)?.answers ?? 0, unread: counts.get(r.id)?.unread ?? 0 })),
        total,
        open,
        pageNo,
        pageSize,
      };
    },

    /**
     * A member gets the answer in their Inbox from the organisation; an anonymous sender by e-mail (no
     * attachments). The mail goes first: when it cannot go, nothing is recorded as sent.
     */
    async answer(staff: Staff, body: { enquiryId: number } & StaffMessage): Promise<contract.Enquiry> {
      const enquiry = await own(staff, body.enquiryId);
      const m = await conversations.checked(staff, body);
      if (enquiry.sender.clientId !== null) {
        await conversations.deliver(staff, enquiry.sender.clientId, { enquiryId: enquiry.id }, m);
        return detail(staff, enquiry.id);
      }
      if (m.fileIds.length > 0) throw new HttpError(400, workspaceConversationMessages.mailNoAttachments, { errors: { fileIds: workspaceConversationMessages.mailNoAttachments } });
      const html = sanitizeMessageHtml(m.message);
      // In the language the enquiry was written in, not the staff member's.
      const locale = memberMailLocale(await eq.enquiryLocale(db, staff.legalId, enquiry.id));
      await ctx.mailer.send(
        await inLocale(locale, () => enquiryAnswerMail({
          to: enquiry.sender.email,
          name: enquiry.sender.name,
          organisation: staff.organisation,
          subject: m.subject,
          body: html,
          enquiryAt: enquiry.receivedAt,
          enquiryText: enquiry.message,
        })),
      );
      await cq.insertMailedAnswer(db, { legalId: staff.legalId, enquiryId: enquiry.id, authorId: staff.clientId, to: enquiry.sender.email, subject: m.subject, body: html, at: stamp() });
      return detail(staff, enquiry.id);
    },

    async handle(staff: Staff, body: { enquiryId: number; handled: boolean }) {
      await own(staff, body.enquiryId);
      await eq.setHandled(db, staff.legalId, body.enquiryId, body.handled, staff.clientId, stamp());
      return detail(staff, body.enquiryId);
    },
  };
}
