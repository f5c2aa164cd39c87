import { apiBase } from './render.js';
import { latestMail, verificationFromMail } from './mailbox.js';

export interface TestMember {
  clientId: number;
  email: string;
  password: string;
  firstName: string;
  surname: string;
}

let count = 0;

/** A fresh, unique e-mail address. */
export const uniqueEmail = (label = 'member'): string => `${label}${++count}.${Date.now()}@example.org`;

async function call(path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiBase()}${path}`, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs up through the API (not verified): the e-mail holds the verification link. */
export async function registeredMember(values: Partial<Omit<TestMember, 'clientId'>> = {}): Promise<TestMember> {
  const member = {
    email: values.email ?? uniqueEmail(),
    password: values.password ?? 'secret12',
    firstName: values.firstName ?? 'Ana',
    surname: values.surname ?? 'Silva',
  };
  const reply = await call('/api/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...member, confirmPassword: member.password }),
  });
  return { ...member, clientId: reply.clientId as number };
}

/** Verifies a member from the link in the newest mail, as the visitor would. */
export async function verifyFromMailbox(email: string): Promise<void> {
  const { vkey, type } = verificationFromMail(await latestMail(email));
  const query = new URLSearchParams({ verifyEmailKey: vkey, email, regType: type });
  await call(`/api/Account/VerifyAccount?${query}`);
}

/** A signed-up and verified member, ready to sign in. */
export async function verifiedMember(values: Partial<Omit<TestMember, 'clientId'>> = {}): Promise<TestMember> {
  const member = await registeredMember(values);
  await verifyFromMailbox(member.email);
  return member;
}
