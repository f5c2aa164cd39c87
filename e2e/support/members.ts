import { latestMailTo, linkIn } from './mailbox.js';

let counter = 0;

export interface TestMember {
  firstName: string;
  surname: string;
  email: string;
  password: string;
}

/** A fresh identity, unique across the run. */
export function newIdentity(firstName = 'Ana', surname = 'Silva'): TestMember {
  counter += 1;
  return { firstName, surname, email: `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.org`, password: 'secret12' };
}

/** Registers through the API (the journeys that are not about sign-up start from here). */
export async function registeredMember(portalUrl: string, verified: boolean, identity = newIdentity()): Promise<TestMember> {
  const response = await fetch(`${portalUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...identity, confirmPassword: identity.password }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  if (verified) {
    const link = new URL(linkIn(await latestMailTo(portalUrl, identity.email), '/verifyAcc/'));
    const [, , vkey, email, type] = link.pathname.split('/');
    const query = new URLSearchParams({ verifyEmailKey: vkey!, email: decodeURIComponent(email!), regType: type! });
    const verify = await fetch(`${portalUrl}/api/Account/VerifyAccount?${query}`);
    if (!verify.ok) throw new Error(`verification failed: ${verify.status}`);
  }
  return identity;
}
