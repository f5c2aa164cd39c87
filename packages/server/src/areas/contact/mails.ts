import { format, messages as m } from '@studyatlas/core';
import { htmlMail, mailParagraph, mailQuote } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

export interface ContactMessage {
  /** Null for a visitor. */
  clientId: number | null;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  noteText: string;
}

/** The message for the support team: who wrote, how to reach them, and what they wrote. */
export function supportMail(supportEmail: string, message: ContactMessage): Mail {
  const lines = [
    format(m.mailContactFrom, { name: message.name, email: message.email }),
    ...(message.phone ? [format(m.mailContactPhone, { number: message.phone })] : []),
    message.clientId === null ? m.mailContactVisitor : format(m.mailContactMember, { clientId: message.clientId }),
    format(m.mailContactSubjectLine, { subject: message.subject }),
  ];
  return {
    to: supportEmail,
    subject: format(m.mailContactSupportSubject, { subject: message.subject, name: message.name }),
    text: [m.mailContactSupportIntro, '', ...lines, '', message.noteText].join('\n'),
    html: htmlMail([mailParagraph(m.mailContactSupportIntro), mailParagraph(lines.join('\n')), mailQuote(message.noteText)]),
  };
}

/** The sender's acknowledgement, with a copy of their message. */
export function acknowledgementMail(message: ContactMessage): Mail {
  const greeting = format(m.mailGreeting, { firstName: message.name });
  const intro = format(m.mailContactAckIntro, { subject: message.subject });
  return {
    to: message.email,
    subject: m.mailContactAckSubject,
    text: [greeting, '', intro, '', m.mailContactAckCopy, message.noteText, '', m.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      mailParagraph(m.mailContactAckCopy),
      mailQuote(message.noteText),
      mailParagraph(m.mailSignature),
    ]),
  };
}
