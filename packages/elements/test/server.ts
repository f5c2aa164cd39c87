import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../../server/src/testing/child-server.js';
import * as remote from '../../server/src/testing/remote.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface ApiServer {
  url: string;
  /** With the catalogue: the questionnaire fixture's surveys (server/src/testing/fixtures/questionnaire.ts). */
  surveys: { everyType: number; short: number } | null;
  stop(): Promise<void>;
}

/**
 * Starts test/api-server.ts (real server, fresh SQLite database; with `catalogue`, the suites' small
 * seeded catalogue) in its own process and waits for its URL.
 */
export async function startApiServer({ catalogue = false } = {}): Promise<ApiServer> {
  const { info, stop } = await startChildServer<Omit<ApiServer, 'stop'>>(path.join(here, 'api-server.ts'), catalogue ? ['--catalogue'] : []);
  return { ...info, stop };
}

/** The newest mail to `to` in the server's dev mailbox. */
export const latestMail = (server: Pick<ApiServer, 'url'>, to: string) => remote.latestRemoteMail(server.url, to);

export { verificationFromMail, type TestMember } from '../../server/src/testing/remote.js';

/** Signs up through the API (the mailbox then holds the verification link). */
export const registeredMember = (server: Pick<ApiServer, 'url'>, firstName = 'Ana', surname = 'Silva') =>
  remote.registerMember(server.url, { firstName, surname, email: remote.uniqueEmail('element') });

/** A member who signed up and verified the account (not signed in). */
export const verifiedMember = (server: Pick<ApiServer, 'url'>, firstName = 'Ana', surname = 'Silva') =>
  remote.verifiedMember(server.url, { firstName, surname, email: remote.uniqueEmail('element') });
