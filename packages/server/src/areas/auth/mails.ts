import { format, messages as m } from '@studyatlas/core';
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
  const greeting = format(m.mailGreeting, { firstName: to.firstName });
  const expiry = format(m.mailVerifyExpiry, { hours });
  return {
    to: to.email,
    subject: m.mailVerifySubject,
    text: [greeting, '', m.mailVerifyIntro, link, '', expiry, '', m.mailSignature].join('\n'),
    html: htmlMail([
      paragraph(greeting),
      paragraph(m.mailVerifyIntro),
      button(link, m.mailVerifyButton),
      mailSmallPrint(link),
      paragraph(expiry),
      paragraph(m.mailSignature),
    ]),
  };
}

export function resetMail(to: Recipient, temporaryPassword: string, link: string, minutes: number): Mail {
  const greeting = format(m.mailGreeting, { firstName: to.firstName });
  const expiry = format(m.mailResetExpiry, { minutes });
  return {
    to: to.email,
    subject: m.mailResetSubject,
    text: [greeting, '', m.mailResetIntro, temporaryPassword, '', m.mailResetLink, link, '', expiry, '', m.mailSignature].join('\n'),
    html: htmlMail([
      paragraph(greeting),
      paragraph(m.mailResetIntro),
      `<p style="font:600 20px ui-monospace,monospace;letter-spacing:1px">${escapeHtml(temporaryPassword)}</p>`,
      paragraph(m.mailResetLink),
      button(link, m.mailResetButton),
      mailSmallPrint(link),
      paragraph(expiry),
      paragraph(m.mailSignature),
    ]),
  };
}
