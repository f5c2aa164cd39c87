import { expect } from 'vitest';
import { profile } from '@studyatlas/core';
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

/** The member's bearer token (the token call, as the sign-in form sends it). */
export async function tokenOf(url: string, member: TestMember): Promise<string> {
  const response = await fetch(`${url}/authtoken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** `from` asks `to` to be friends (the friend request call): a message in `to`'s inbox. */
export async function friendRequest(url: string, from: TestMember, to: TestMember, note = 'Hello'): Promise<void> {
  const response = await fetch(`${url}/api/Friend/Request`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(url, from)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ClientFk: to.clientId, NoteText: note }),
  });
  if (!response.ok) throw new Error(`Request: HTTP ${response.status} ${await response.text()}`);
}

/** A verified member whose basic and contact details are complete (saved through the API), ready to apply. */
export async function readyApplicant(url: string, identity = newIdentity('Lena', 'Apply')): Promise<TestMember> {
  const member = await registeredMember(url, true, identity);
  await completeApplicantDetails(url, member);
  return member;
}

/** Saves a member's basic and contact details (the first place of the reference geography) through the API, as an applicant needs them. */
export async function completeApplicantDetails(url: string, member: TestMember): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(url, member)}`, 'content-type': 'application/json' };
  const get = async <T>(path: string, query: Record<string, number> = {}): Promise<T> =>
    (await (await fetch(`${url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { headers })).json()) as T;
  type Named = { id: number };
  let place: { countryFk: number; stateFk: number; cityFk: number } | undefined;
  for (const country of await get<Named[]>(profile.countryLoad.path)) {
    for (const state of await get<Named[]>(profile.stateLoad.path, { CountryFk: country.id })) {
      const [city] = await get<Named[]>(profile.cityLoad.path, { StateFk: state.id });
      if (city) place = { countryFk: country.id, stateFk: state.id, cityFk: city.id };
      if (place) break;
    }
    if (place) break;
  }
  const { detail } = await get<{ detail: Record<string, Record<string, unknown>> }>(profile.basicDetailLoad.path);
  const values = {
    ...detail,
    basic: { ...detail.basic, title: 'Ms', gender: 'F', dateOfBirth: '2000-05-17', birthCountryFk: place!.countryFk, nationalityFk: place!.countryFk },
    email: { email: member.email, publish: false },
    contact: { ...detail.contact, current: { ...place, address: '1 Main St', postcode: '3000' }, mobile: '412345678' },
    family: { homeCountryFk: place!.countryFk, homeStateFk: place!.stateFk, homeCityFk: place!.cityFk },
  };
  const saved = await fetch(`${url}${profile.bdUpsert.path}`, { method: 'POST', headers, body: JSON.stringify(values) });
  expect(saved.status).toBe(200);
}
