import { mailMessages } from '@studyatlas/core';

/** What the parsers read of a mail: its plain-text body. */
export interface MailText {
  text: string;
}

/** Every http(s) link in a mail's text. */
export const mailLinks = (mail: MailText): string[] =>
  [...mail.text.matchAll(/\bhttps?:\/\/[^\s<>"']+/g)].map((m) => m[0]);

/** The first link of a mail whose address contains `fragment`. */
export function mailLink(mail: MailText, fragment: string): string {
  const link = mailLinks(mail).find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in the mail`);
  return link;
}

/** The parts of the verification link `/verifyAcc/:vkey/:email/:type` in a mail. */
export function verificationFromMail(mail: MailText): { key: string; email: string; type: string; link: string } {
  const link = mailLink(mail, '/verifyAcc/');
  const match = /\/verifyAcc\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(new URL(link).pathname);
  if (!match) throw new Error('no verification link in the mail');
  return { key: decodeURIComponent(match[1]!), email: decodeURIComponent(match[2]!), type: match[3]!, link };
}

/** The route of reset step 3 (`/reSetPwdStep3/:reset/:email`) in a reset mail. */
export function resetRouteFromMail(mail: MailText): { reset: string; email: string; link: string } {
  const link = mailLink(mail, '/reSetPwdStep3/');
  const match = /\/reSetPwdStep3\/([^/]+)\/([^/]+)$/.exec(new URL(link).pathname);
  if (!match) throw new Error('no reset link in the mail');
  return { reset: match[1]!, email: decodeURIComponent(match[2]!), link };
}

/** The temporary password of a reset mail: the line after the catalogue's introduction. */
export function temporaryPasswordFromMail(mail: MailText): string {
  const lines = mail.text.split('\n');
  const index = lines.findIndex((line) => line === mailMessages.mailResetIntro);
  const password = lines[index + 1]?.trim();
  if (index < 0 || !password) throw new Error('no temporary password in the mail');
  return password;
}
