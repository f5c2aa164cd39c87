import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as remote from '../../server/src/testing/remote.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export interface ApiServer {
  url: string;
  /** With the catalogue: the questionnaire fixture's surveys (server/src/testing/fixtures/questionnaire.ts). */
  surveys: { everyType: number; short: number } | null;
  stop(): Promise<void>;
}

/**
 * Starts test/api-server.ts (real server, fresh SQLite database; with `catalogue`, the suites' small
 * seeded catalogue) and waits for its URL.
 */
export async function startApiServer({ catalogue = false } = {}): Promise<ApiServer> {
  const args = ['--conditions=source', '--import', 'tsx', path.join(here, 'api-server.ts'), ...(catalogue ? ['--catalogue'] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const { url, surveys } = await new Promise<{ url: string; surveys: ApiServer['surveys'] }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { url: string; surveys: ApiServer['surveys'] });
    });
    child.once('exit', (code) => reject(new Error(`the test API server exited (${code}) before it listened`)));
  });
  return {
    url,
    surveys,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
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
