import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

export interface ApiServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts test/api-server.ts (real server, fresh SQLite database) and waits for its URL. */
export async function startApiServer(): Promise<ApiServer> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', path.join(here, 'api-server.ts')], {
    cwd: repoRoot,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the test API server exited (${code}) before it listened`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
      }),
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` in the server's dev mailbox. */
export async function latestMail(server: ApiServer, to: string): Promise<Mail> {
  const response = await fetch(`${server.url}/dev/mailbox.json`);
  const mails = (await response.json()) as Mail[];
  const mail = mails.find((candidate) => candidate.to === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The parts of the verification link `/verifyAcc/:vkey/:email/:type` in a mail. */
export function verificationFromMail(mail: Mail): { vkey: string; email: string; type: string } {
  const match = /\/verifyAcc\/([^/\s]+)\/([^/\s]+)\/([^/\s]+)/.exec(mail.text);
  if (!match) throw new Error('no verification link in the mail');
  return { vkey: decodeURIComponent(match[1]!), email: decodeURIComponent(match[2]!), type: match[3]! };
}

async function post(server: ApiServer, pathname: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${JSON.stringify(reply)}`);
  return reply;
}

let count = 0;

export interface TestMember {
  clientId: number;
  email: string;
  password: string;
  firstName: string;
  surname: string;
}

/** Signs up through the API (the mailbox then holds the verification link). */
export async function registeredMember(server: ApiServer, firstName = 'Ana', surname = 'Silva'): Promise<TestMember> {
  count += 1;
  const member = { email: `element${count}.${Date.now()}@example.org`, password: 'secret12', firstName, surname };
  const reply = await post(server, '/api/signup', { ...member, confirmPassword: member.password });
  return { ...member, clientId: reply.clientId as number };
}

/** A member who signed up and verified the account (not signed in). */
export async function verifiedMember(server: ApiServer, firstName?: string, surname?: string): Promise<TestMember> {
  const member = await registeredMember(server, firstName, surname);
  const { vkey, email, type } = verificationFromMail(await latestMail(server, member.email));
  const query = new URLSearchParams({ verifyEmailKey: vkey, email, regType: type });
  const response = await fetch(`${server.url}/api/Account/VerifyAccount?${query}`);
  if (!response.ok) throw new Error(`verification answered ${response.status}`);
  return member;
}
