import { format, mailMessages } from '@studyatlas/core';
import { escapeHtml } from '../../http/html.js';
import { htmlMail, mailButton as button, mailParagraph as paragraph, mailSmallPrint } from '../../mail/compose.js';
import type { Mail } from '../../mail/mailer.js';

interface Recipient {
  email: string;
  firstName: string;
}

/** Portal route of the verification link (member §2: /verifyAcc/:vkey/:email/:type; N = normal sign-up). */
export const verificationLink = (publicUrl: string, key: string, email: string): string =>
  `${publicUrl}/verifyAcc/${key}/${encodeURIComponent(email)}/N`;

/** Portal route of reset step 3 (member §2: /reSetPwdStep3/:reset/:email). */
export const resetLink = (publicUrl: string, email: string): string =>
  `${publicUrl}/reSetPwdStep3/1/${encodeURIComponent(email)}`;

export function verificationMail(to: Recipient, link: string, hours: number): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: to.firstName });
  const expiry = format(mailMessages.mailVerifyExpiry, { hours });
  return {
    to: to.email,
    subject: mailMessages.mailVerifySubject,
    text: [greeting, '', mailMessages.mailVerifyIntro, link, '', expiry, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      paragraph(greeting),
      paragraph(mailMessages.mailVerifyIntro),
      button(link, mailMessages.mailVerifyButton),
      mailSmallPrint(link),
      paragraph(expiry),
      paragraph(mailMessages.mailSignature),
    ]),
  };
}

export function resetMail(to: Recipient, temporaryPassword: string, link: string, minutes: number): Mail {
  const greeting = format(mailMessages.mailGreeting, { firstName: to.firstName });
  const expiry = format(mailMessages.mailResetExpiry, { minutes });
  return {
    to: to.email,
    subject: mailMessages.mailResetSubject,
    text: [greeting, '', mailMessages.mailResetIntro, temporaryPassword, '', mailMessages.mailResetLink, link, '', expiry, '', mailMessages.mailSignature].join('\n'),
    html: htmlMail([
      paragraph(greeting),
      paragraph(mailMessages.mailResetIntro),
      `<p style="font:600 20px ui-monospace,monospace;letter-spacing:1px">${escapeHtml(temporaryPassword)}</p>`,
      paragraph(mailMessages.mailResetLink),
      button(link, mailMessages.mailResetButton),
      mailSmallPrint(link),
      paragraph(expiry),
      paragraph(mailMessages.mailSignature),
    ]),
  };
}
