/**
 * Test kit for suites that talk to a running server over HTTP (component tests, element tests,
 * browser journeys): its dev mailbox and members made through the public API, as a visitor would.
 */
import { verificationFromMail } from './mail-parsers.js';

export * from './mail-parsers.js';

export interface RemoteMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface TestMember {
  clientId: number;
  email: string;
  password: string;
  firstName: string;
  surname: string;
}

let count = 0;

/** A fresh e-mail address, unique across the run. */
export const uniqueEmail = (label = 'member'): string => `${label}${++count}.${Date.now()}@example.org`;

/**
 * The server's dev mailbox (GET /dev/mailbox.json), newest first. The server must have it on
 * (`devMailbox: true`, DEV_MAILBOX=1) and the caller must be on the same machine.
 */
export async function remoteMails(baseUrl: string): Promise<RemoteMail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}${response.status === 404 ? ' (is the dev mailbox on? devMailbox: true / DEV_MAILBOX=1)' : ''}`);
  return (await response.json()) as RemoteMail[];
}

/** The newest mail to `to`; fails when there is none. */
export async function latestRemoteMail(baseUrl: string, to: string): Promise<RemoteMail> {
  const mail = (await remoteMails(baseUrl)).find((m) => m.to === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

async function call(baseUrl: string, path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs up through the API (not verified): the mailbox then holds the verification link. */
export async function registerMember(
  baseUrl: string,
  values: Partial<Omit<TestMember, 'clientId'>> = {},
): Promise<TestMember> {
  const member = {
    email: values.email ?? uniqueEmail(),
    password: values.password ?? 'secret12',
    firstName: values.firstName ?? 'Ana',
    surname: values.surname ?? 'Silva',
  };
  const reply = await call(baseUrl, '/api/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, confirmPassword: member.password }),
  });
  return { ...member, clientId: reply.clientId as number };
}

/** Verifies a member with the link of the newest mail, as the visitor would. */
export async function verifyFromMailbox(baseUrl: string, email: string): Promise<void> {
  const { key, type } = verificationFromMail(await latestRemoteMail(baseUrl, email));
  const query = new URLSearchParams({ verifyEmailKey: key, email, regType: type });
  await call(baseUrl, `/api/Account/VerifyAccount?${query}`);
}

/** A signed-up and verified member, ready to sign in. */
export async function verifiedMember(
  baseUrl: string,
  values: Partial<Omit<TestMember, 'clientId'>> = {},
): Promise<TestMember> {
  const member = await registerMember(baseUrl, values);
  await verifyFromMailbox(baseUrl, member.email);
  return member;
}
