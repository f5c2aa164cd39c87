import { inject } from 'vitest';
import { messages } from '@studyatlas/core';
import type {} from './provided.js';

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The dev mailbox of the test server (GET /dev/mailbox.json), newest first. */
export async function mails(): Promise<Mail[]> {
  const response = await fetch(`${inject('apiBase')}/dev/mailbox.json`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as Mail[];
}

/** The newest mail to `to`; fails when there is none. */
export async function latestMail(to: string): Promise<Mail> {
  const mail = (await mails()).find((m) => m.to === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const links = (mail: Mail): string[] => [...mail.text.matchAll(/\bhttps?:\/\/[^\s<>"']+/g)].map((m) => m[0]);

/** The route parameters of the verification link /verifyAcc/:vkey/:email/:type in a mail. */
export function verificationFromMail(mail: Mail): { vkey: string; email: string; type: string } {
  const link = links(mail).find((l) => l.includes('/verifyAcc/'));
  const match = link ? /\/verifyAcc\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(new URL(link).pathname) : null;
  if (!match) throw new Error('no verification link in the mail');
  return { vkey: decodeURIComponent(match[1]!), email: decodeURIComponent(match[2]!), type: decodeURIComponent(match[3]!) };
}

/** The temporary password of a reset mail: the line after the introduction. */
export function temporaryPasswordFromMail(mail: Mail): string {
  const lines = mail.text.split('\n');
  const index = lines.findIndex((line) => line === messages.mailResetIntro);
  const password = lines[index + 1]?.trim();
  if (index < 0 || !password) throw new Error('no temporary password in the mail');
  return password;
}

/** The route of reset step 3 in a reset mail (/reSetPwdStep3/:reset/:email). */
export function resetRouteFromMail(mail: Mail): { reset: string; email: string } {
  const link = links(mail).find((l) => l.includes('/reSetPwdStep3/'));
  const match = link ? /\/reSetPwdStep3\/([^/]+)\/([^/]+)$/.exec(new URL(link).pathname) : null;
  if (!match) throw new Error('no reset link in the mail');
  return { reset: match[1]!, email: decodeURIComponent(match[2]!) };
}
