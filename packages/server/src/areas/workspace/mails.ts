import { format, mailMessages, workspaceConversationMessages, workspaceMessages, type WorkspaceRole } from '@studyatlas/core';
import { localDate } from '../../http/locale-dates.js';
import { escapeHtml } from '../../http/html.js';
import { htmlMail, mailButton, mailParagraph, mailQuote, mailSmallPrint } from '../../mail/compose.js';
import { htmlToText } from '../../mailbox/sanitize.js';
import type { Mail } from '../../mail/mailer.js';

/** The portal's page that accepts an invitation. */
export const acceptLink = (publicUrl: string, token: string): string => `${publicUrl}/workspace/accept?token=${encodeURIComponent(token)}`;

export interface InviteMail {
  to: string;
  organisation: string;
  role: WorkspaceRole;
  /** The inviting owner's name; null when the operator invited (CLI). */
  inviter: string | null;
  link: string;
  /** ISO-8601. */
  expiresAt: string;
}

/** The invitation: who invites to what, with which role, and the one-time link. */
export function inviteMail(invite: InviteMail): Mail {
  const role = workspaceMessages.roleLabels[invite.role];
  const intro = invite.inviter
    ? format(workspaceMessages.mailInviteIntro, { inviter: invite.inviter, organisation: invite.organisation, role })
    : format(workspaceMessages.mailInviteOperator, { organisation: invite.organisation, role });
  const action = format(workspaceMessages.mailInviteAction, { expires: localDate(invite.expiresAt.slice(0, 10)) });
  return {
    to: invite.to,
    subject: format(workspaceMessages.mailInviteSubject, { organisation: invite.organisation }),
    text: [intro, '', action, invite.link, '', workspaceMessages.mailInviteIgnore, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(intro),
      mailParagraph(action),
      mailButton(invite.link, workspaceMessages.mailInviteButton),
      mailSmallPrint(invite.link),
      mailParagraph(workspaceMessages.mailInviteIgnore),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}

export interface EnquiryAnswerMail {
  to: string;
  name: string;
  organisation: string;
  subject: string;
  /** Sanitized HTML of the answer. */
  body: string;
  /** The enquiry as sent: its date (yyyy-MM-dd…) and text. */
  enquiryAt: string;
  enquiryText: string;
}

/** The answer to an anonymous enquirer (who has no Inbox): the organisation's words and the enquiry they answer. */
export function enquiryAnswerMail(m: EnquiryAnswerMail): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: m.name });
  const intro = format(workspaceConversationMessages.mailAnswerIntro, { organisation: m.organisation });
  const yours = format(workspaceConversationMessages.mailAnswerYours, { date: localDate(m.enquiryAt.slice(0, 10)) });
  const reply = format(workspaceConversationMessages.mailAnswerReply, { organisation: m.organisation });
  return {
    to: m.to,
    subject: format(workspaceConversationMessages.mailAnswerSubject, { subject: m.subject, organisation: m.organisation }),
    text: [greeting, '', intro, '', m.subject, '', htmlToText(m.body), '', yours, m.enquiryText, '', reply, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      `<p><strong>${escapeHtml(m.subject)}</strong></p>`,
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #c9d3df">${m.body}</blockquote>`,
      mailParagraph(yours),
      mailQuote(m.enquiryText),
      mailSmallPrint(reply),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
