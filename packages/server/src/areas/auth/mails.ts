import { format, messages as m } from '@studyatlas/core';
import { escapeHtml } from '../../http/html.js';
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

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#0b62c4;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function htmlMail(parts: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d2733">${parts.join('')}</body></html>`;
}

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
      `<p style="font-size:13px;color:#5b6878">${escapeHtml(link)}</p>`,
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
      `<p style="font-size:13px;color:#5b6878">${escapeHtml(link)}</p>`,
      paragraph(expiry),
      paragraph(m.mailSignature),
    ]),
  };
}
