import { remoteMails, type RemoteMail } from '../../packages/server/src/testing/remote.js';

export { mailLink, temporaryPasswordFromMail } from '../../packages/server/src/testing/remote.js';

/** The newest dev-mailbox mail to an address, waiting briefly for it to arrive. */
export async function latestMailTo(portalUrl: string, to: string): Promise<RemoteMail> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mail = (await remoteMails(portalUrl)).find((m) => m.to === to.toLowerCase());
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in the dev mailbox`);
}
