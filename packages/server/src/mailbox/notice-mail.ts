import { format, mailMessages, messagingLabels } from '@studyatlas/core';
import type { AppContext } from '../http/context.js';
import { escapeHtml } from '../http/html.js';
import { inLocale } from '../http/locale.js';
import { htmlMail, mailButton, mailParagraph, mailSmallPrint } from '../mail/compose.js';
import type { Mail } from '../mail/mailer.js';
import { memberMailLocale } from '../mail/recipient-locale.js';
import { htmlToText, sanitizeMessageHtml } from './sanitize.js';

/** The portal's read screen of a member's copy (member §2 /readMsg/{id}). */
export const readMessageLink = (publicUrl: string, copyId: number): string => `${publicUrl}/readMsg/${copyId}`;

export interface Notice {
  to: string;
  firstName: string;
  senderName: string;
  subject: string;
  /** The message's HTML (sanitized again here: nothing executable reaches a mail client). */
  body: string;
  link: string;
}

/** The e-mail notice of a new message: who wrote, the subject, the (sanitized) message and the link to read it. */
export function noticeMail(n: Notice): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: n.firstName });
  const intro = format(messagingLabels.noticeMailIntro, { sender: n.senderName });
  const body = sanitizeMessageHtml(n.body);
  return {
    to: n.to,
    subject: format(messagingLabels.noticeMailSubject, { sender: n.senderName, subject: n.subject }),
    text: [greeting, '', intro, '', n.subject, '', htmlToText(body), '', messagingLabels.noticeMailOpen, n.link, '', messagingLabels.noticeMailOff, mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      `<p><strong>${escapeHtml(n.subject)}</strong></p>`,
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #c9d3df">${body}</blockquote>`,
      mailButton(n.link, messagingLabels.noticeMailOpen),
      mailSmallPrint(n.link),
      mailSmallPrint(messagingLabels.noticeMailOff),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}

/** What a notice needs of a delivered message (deliver.ts's Delivery). */
export interface NoticeSource {
  senderName: string;
  subject: string;
  body: string;
  copies: ReadonlyArray<{ ownerId: number; copyId: number }>;
}

/** Mails the notice to each recipient of the delivery who keeps notices on (clients.message_notices = 1). */
export async function sendNoticeMails(ctx: Pick<AppContext, 'db' | 'mailer' | 'config' | 'log'>, delivery: NoticeSource): Promise<void> {
  if (delivery.copies.length === 0) return;
  const rows = await ctx.db
    .selectFrom('clients')
    .select(['id', 'email', 'first_name', 'locale'])
    .where('id', 'in', delivery.copies.map((c) => c.ownerId))
    .where('message_notices', '=', 1)
    .where('verified_at', 'is not', null)
    .execute();
  for (const row of rows) {
    const copy = delivery.copies.find((c) => c.ownerId === Number(row.id))!;
    const mail = await inLocale(memberMailLocale(row.locale), () => noticeMail({
      to: row.email,
      firstName: row.first_name,
      senderName: delivery.senderName,
      subject: delivery.subject,
      body: delivery.body,
      link: readMessageLink(ctx.config.publicUrl, copy.copyId),
    }));
    await ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error, copyId: copy.copyId }, 'message notice not sent'));
  }
}
