import { registerMember, uniqueEmail, verifiedMember, type TestMember } from '../../packages/server/src/testing/remote.js';

export type { TestMember };

/** A fresh identity (not yet registered), unique across the run. */
export const newIdentity = (firstName = 'Ana', surname = 'Silva') => ({
  firstName,
  surname,
  email: uniqueEmail(firstName.toLowerCase()),
  password: 'secret12',
});

/** Registers through the API (the journeys that are not about sign-up start from here). */
export const registeredMember = (portalUrl: string, verified: boolean, identity = newIdentity()): Promise<TestMember> =>
  verified ? verifiedMember(portalUrl, identity) : registerMember(portalUrl, identity);

/** A bearer token of `member` (the password grant of /authtoken), for the API calls a journey sets up with. */
export async function memberToken(portalUrl: string, member: TestMember): Promise<string> {
  const reply = await fetch(`${portalUrl}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}
