import { format, contactMessages, mailMessages } from '@studyatlas/core';
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
    format(contactMessages.mailContactFrom, { name: message.name, email: message.email }),
    ...(message.phone ? [format(contactMessages.mailContactPhone, { number: message.phone })] : []),
    message.clientId === null ? contactMessages.mailContactVisitor : format(contactMessages.mailContactMember, { clientId: message.clientId }),
    format(contactMessages.mailContactSubjectLine, { subject: message.subject }),
  ];
  return {
    to: supportEmail,
    subject: format(contactMessages.mailContactSupportSubject, { subject: message.subject, name: message.name }),
    text: [contactMessages.mailContactSupportIntro, '', ...lines, '', message.noteText].join('\n'),
    html: htmlMail([mailParagraph(contactMessages.mailContactSupportIntro), mailParagraph(lines.join('\n')), mailQuote(message.noteText)]),
  };
}

/** The sender's acknowledgement, with a copy of their message. */
export function acknowledgementMail(message: ContactMessage): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: message.name });
  const intro = format(contactMessages.mailContactAckIntro, { subject: message.subject });
  return {
    to: message.email,
    subject: contactMessages.mailContactAckSubject,
    text: [greeting, '', intro, '', contactMessages.mailContactAckCopy, message.noteText, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      mailParagraph(greeting),
      mailParagraph(intro),
      mailParagraph(contactMessages.mailContactAckCopy),
      mailQuote(message.noteText),
      mailParagraph(mailMessages.mailSignature),
    ]),
  };
}
