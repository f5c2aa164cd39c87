import { inject } from 'vitest';
import { latestRemoteMail, remoteMails, type RemoteMail } from '../../server/src/testing/remote.js';
import type {} from './provided.js';

export { resetRouteFromMail, temporaryPasswordFromMail, verificationFromMail } from '../../server/src/testing/remote.js';
export type Mail = RemoteMail;

/** The dev mailbox of the test server, newest first. */
export const mails = (): Promise<Mail[]> => remoteMails(inject('apiBase'));

/** The newest mail to `to`; fails when there is none. */
export const latestMail = (to: string): Promise<Mail> => latestRemoteMail(inject('apiBase'), to);
