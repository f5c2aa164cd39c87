import * as profile from '../contracts/profile-basic.js';
import type { BasicDestinationLoad, BasicDetailLoad } from '../contracts/profile-basic.js';
import type { BasicDetailValues } from '../rules/profile-basic.js';
import { $profile, $session } from '../stores/session.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

export type { BasicDestinationLoad, BasicDetailLoad };

/** The member's basic details and the form's lists (BasicDetailLoad). */
export function loadBasicDetail(options: CallOptions = {}): Promise<BasicDetailLoad> {
  return getClient().call(profile.basicDetailLoad, undefined, options);
}

/** Saves the basic details (BDUpsert); resolves with 'Data save successfully'. */
export async function saveBasicDetail(values: BasicDetailValues, options: CallOptions = {}): Promise<string> {
  return (await getClient().call(profile.bdUpsert, { body: values }, options)).message;
}

/** The catalogue's institutions of a country (InstitutionLoad). */
export async function loadInstitutions(countryId: number, options: CallOptions = {}): Promise<Array<{ id: number; name: string }>> {
  return (await getClient().call(profile.institutionLoad, { query: { countryid: countryId } }, options)).institutions;
}

/** The countries a member may prefer and the current one (ChangeDestinationLoad). */
export function loadDestinations(options: CallOptions = {}): Promise<BasicDestinationLoad> {
  return getClient().call(profile.changeDestinationLoad, undefined, options);
}

/** Sets the preferred destination (ChangeDestinationSave) and the header data's copy of it. */
export async function saveDestination(countryId: number, options: CallOptions = {}): Promise<string> {
  const reply = await getClient().call(profile.changeDestinationSave, { query: { countryId } }, options);
  const header = $profile.get();
  if (header) $profile.set({ ...header, preferredDestinationFk: countryId });
  return reply.message;
}

/** The wizard's B step (about me): the same details as BasicDetailLoad (LoadAboutMe). */
export function loadAboutMe(options: CallOptions = {}): Promise<BasicDetailLoad> {
  return getClient().call(profile.loadAboutMe, undefined, options);
}

/** The wizard's B step saves the basic details (UpdateAboutMe); resolves with 'Data save successfully'. */
export async function saveAboutMe(values: BasicDetailValues, options: CallOptions = {}): Promise<string> {
  return (await getClient().call(profile.updateAboutMe, { body: values }, options)).message;
}

/** The member's saved language, null when never chosen (LanguageLoad, issue 28). */
export async function loadLanguage(options: CallOptions = {}): Promise<string | null> {
  return (await getClient().call(profile.languageLoad, undefined, options)).locale;
}

/** Saves the member's language (LanguageSave) and the session's copy of it; resolves with the saved message. */
export async function saveLanguage(locale: string, options: CallOptions = {}): Promise<string> {
  const reply = await getClient().call(profile.languageSave, { body: { locale } }, options);
  const session = $session.get();
  if (session) $session.set({ ...session, member: { ...session.member, locale: reply.locale } });
  return reply.message;
}
