import { inject } from 'vitest';
import { latestRemoteMail } from '../../server/src/testing/remote.js';
import type {} from './provided.js';

/** The token of the newest invitation mail to `email` in the test server's dev mailbox. */
export async function invitationFromMail(email: string): Promise<string> {
  const mail = await latestRemoteMail(inject('apiBase'), email);
  const token = /\/workspace\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}: ${mail.text}`);
  return token;
}
