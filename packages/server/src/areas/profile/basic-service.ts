import { BASIC_GENDERS, BASIC_TITLES, basicMessages, emptyBasicDetail, validateBasicDetail, validateLanguageChoice, type BasicAddress, type BasicDetailValues } from '@studyatlas/core';
import { profile } from '@studyatlas/core/contracts';
import { citiesOf, statesOf } from './places-queries.js';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, invalid, rejectInvalid } from '../../http/errors.js';
import { inLocale } from '../../http/locale.js';
import { num } from '../../db/numbers.js';
import * as q from './basic-queries.js';

const id = (value: unknown): number => (value === null || value === undefined ? 0 : num(value));
const flag = (value: unknown): boolean => num(value ?? 0) === 1;
const bit = (value: boolean): number => (value ? 1 : 0);
const orNull = (value: number): number | null => (value > 0 ? value : null);

/** The form's values from a profile row; before the first save, names and e-mail from the account. */
export function detailOf(row: q.ProfileRow | undefined, client: { first_name: string; surname: string; email: string } | undefined): BasicDetailValues {
  const v = emptyBasicDetail();
  const saved = row?.basic_saved_at != null;
  if (!saved && client) {
    v.basic.firstName = client.first_name;
    v.basic.surname = client.surname;
    v.email.email = client.email;
  }
  if (!row) return v;
  const address = (prefix: 'current' | 'postal'): BasicAddress => ({
    countryFk: id(row[`${prefix}_country_id`]),
    stateFk: id(row[`${prefix}_state_id`]),
    cityFk: id(row[`${prefix}_city_id`]),
    address: row[`${prefix}_address`],
    postcode: row[`${prefix}_postcode`],
  });
  if (saved) {
    v.basic = {
      ...v.basic,
      title: row.title,
      firstName: row.first_name,
      middleName: row.middle_name,
      surname: row.surname,
      previousSurname: row.previous_surname,
      gender: row.gender,
      dateOfBirth: row.date_of_birth ?? '',
      birthCountryFk: id(row.birth_country_id),
      nationalityFk: id(row.nationality_country_id),
      promotionalMaterial: flag(row.promotional_material),
    };
    v.email = { email: row.email, publish: flag(row.email_publish) };
    v.contact = { ...v.contact, countryCode: row.country_code, mobile: row.mobile, mobilePublish: flag(row.mobile_publish), phone: row.phone, phonePublish: flag(row.phone_publish) };
  }
  // Places, the current study and the quote may be there before the first save (0010's profiles).
  v.basic.aboutMe = row.about_me;
  v.basic.currentStudy = flag(row.current_study);
  v.basic.institutionCountryFk = id(row.study_country_id);
  v.basic.institutionFk = id(row.study_legal_id);
  v.basic.institutionName = row.study_legal_id ? '' : row.study_institution_name;
  v.contact.current = address('current');
  v.contact.postalSameAsCurrent = flag(row.postal_same);
  v.contact.postal = v.contact.postalSameAsCurrent ? address('current') : address('postal');
  v.family = { homeCountryFk: id(row.home_country_id), homeStateFk: id(row.home_state_id), homeCityFk: id(row.home_city_id) };
  return v;
}

/** BDUpsert's body as the rule's values: absent ids 0, text as sent (the rule trims where it counts). */
export function valuesOf(body: profile.BasicDetailBody): BasicDetailValues {
  const address = (a: profile.BasicDetailBody['contact']['current']): BasicAddress => ({
    countryFk: a.countryFk ?? 0,
    stateFk: a.stateFk ?? 0,
    cityFk: a.cityFk ?? 0,
    address: a.address,
    postcode: a.postcode,
  });
  const { basic, contact, email, family } = body;
  return {
    basic: {
      ...basic,
      gender: basic.gender.trim().toUpperCase(),
      title: basic.title.trim(),
      dateOfBirth: basic.dateOfBirth.trim(),
      birthCountryFk: basic.birthCountryFk ?? 0,
      nationalityFk: basic.nationalityFk ?? 0,
      institutionCountryFk: basic.institutionCountryFk ?? 0,
      institutionFk: basic.institutionFk ?? 0,
    },
    contact: { ...contact, current: address(contact.current), postal: address(contact.postal) },
    email: { email: email.email, publish: email.publish },
    family: { homeCountryFk: family.homeCountryFk ?? 0, homeStateFk: family.homeStateFk ?? 0, homeCityFk: family.homeCityFk ?? 0 },
  };
}

type PlaceRef = { prefix: string; country: number; state: number; city: number; countryPath: string; statePath: string; cityPath: string };

/**
 * The ids the rule cannot judge: every country, state and city must exist, a state lie in its
 * country and a city in its state, and a chosen institution have a campus in the institution country.
 * → `{ path: message }` (empty when all is well).
 */
async function referenceErrors(ctx: AppContext, v: BasicDetailValues): Promise<Record<string, string>> {
  const places: PlaceRef[] = [
    { prefix: 'current', countryPath: 'contact.current.countryFk', statePath: 'contact.current.stateFk', cityPath: 'contact.current.cityFk', country: v.contact.current.countryFk, state: v.contact.current.stateFk, city: v.contact.current.cityFk },
    { prefix: 'home', countryPath: 'family.homeCountryFk', statePath: 'family.homeStateFk', cityPath: 'family.homeCityFk', country: v.family.homeCountryFk, state: v.family.homeStateFk, city: v.family.homeCityFk },
  ];
  if (!v.contact.postalSameAsCurrent) {
    places.push({ prefix: 'postal', countryPath: 'contact.postal.countryFk', statePath: 'contact.postal.stateFk', cityPath: 'contact.postal.cityFk', country: v.contact.postal.countryFk, state: v.contact.postal.stateFk, city: v.contact.postal.cityFk });
  }
  const countryFields: Array<[string, number]> = [
    ...places.map((p): [string, number] => [p.countryPath, p.country]),
    ['basic.birthCountryFk', v.basic.birthCountryFk],
    ['basic.nationalityFk', v.basic.nationalityFk],
    ...(v.basic.currentStudy ? [['basic.institutionCountryFk', v.basic.institutionCountryFk] as [string, number]] : []),
  ];
  const [countries, states, cities] = await Promise.all([
    q.existingCountries(ctx.db, [...new Set(countryFields.map(([, c]) => c).filter((c) => c > 0))]),
    q.statesCountry(ctx.db, [...new Set(places.map((p) => p.state).filter((s) => s > 0))]),
    q.citiesState(ctx.db, [...new Set(places.map((p) => p.city).filter((c) => c > 0))]),
  ]);
  const errors: Record<string, string> = {};
  for (const [path, country] of countryFields) if (country > 0 && !countries.has(country)) errors[path] = basicMessages.basicUnknownChoice;
  for (const p of places) {
    if (p.state > 0 && states.get(p.state) !== p.country) errors[p.statePath] = basicMessages.basicStateNotInCountry;
    if (p.city > 0 && cities.get(p.city) !== p.state) errors[p.cityPath] = basicMessages.basicCityNotInState;
  }
  const b = v.basic;
  if (b.currentStudy && b.institutionFk > 0 && !errors['basic.institutionCountryFk']) {
    if (!(await q.institutionInCountry(ctx.db, b.institutionFk, b.institutionCountryFk))) errors['basic.institutionFk'] = basicMessages.basicInstitutionNotInCountry;
  }
  return errors;
}

/** The row's columns of valid values. */
async function columnsOf(ctx: AppContext, v: BasicDetailValues): Promise<q.ProfileValues> {
  const b = v.basic;
  const c = v.contact;
  const postal = c.postalSameAsCurrent ? null : c.postal;
  const institutionName = !b.currentStudy
    ? ''
    : b.institutionFk > 0
      ? ((await q.institutionsOfCountry(ctx.db, b.institutionCountryFk)).find((i) => i.id === b.institutionFk)?.name ?? '')
      : b.institutionName.trim();
  return {
    title: b.title,
    first_name: b.firstName.trim(),
    middle_name: b.middleName.trim(),
    surname: b.surname.trim(),
    previous_surname: b.previousSurname.trim(),
    gender: b.gender,
    date_of_birth: b.dateOfBirth,
    birth_country_id: orNull(b.birthCountryFk),
    nationality_country_id: orNull(b.nationalityFk),
    about_me: b.aboutMe.trim(),
    promotional_material: bit(b.promotionalMaterial),
    current_study: bit(b.currentStudy),
    study_country_id: b.currentStudy ? orNull(b.institutionCountryFk) : null,
    study_legal_id: b.currentStudy ? orNull(b.institutionFk) : null,
    study_institution_name: institutionName,
    email: v.email.email.trim(),
    email_publish: bit(v.email.publish),
    country_code: c.countryCode.trim(),
    mobile: c.mobile.trim(),
    mobile_publish: bit(c.mobilePublish),
    phone: c.phone.trim(),
    phone_publish: bit(c.phonePublish),
    current_country_id: orNull(c.current.countryFk),
    current_state_id: orNull(c.current.stateFk),
    current_city_id: orNull(c.current.cityFk),
    current_address: c.current.address.trim(),
    current_postcode: c.current.postcode.trim(),
    postal_same: bit(c.postalSameAsCurrent),
    postal_country_id: postal ? orNull(postal.countryFk) : null,
    postal_state_id: postal ? orNull(postal.stateFk) : null,
    postal_city_id: postal ? orNull(postal.cityFk) : null,
    postal_address: postal ? postal.address.trim() : '',
    postal_postcode: postal ? postal.postcode.trim() : '',
    home_country_id: orNull(v.family.homeCountryFk),
    home_state_id: orNull(v.family.homeStateFk),
    home_city_id: orNull(v.family.homeCityFk),
  };
}

/** The state and city lists of saved addresses (one per distinct country and state). */
async function savedPlaceLists(db: AppContext['db'], addresses: ReadonlyArray<{ countryFk?: number; stateFk?: number; cityFk?: number }>) {
  const distinct = (ids: Array<number | undefined>) => [...new Set(ids.filter((id): id is number => !!id && id > 0))];
  const countries = distinct(addresses.map((a) => a.countryFk));
  const states = distinct(addresses.map((a) => a.stateFk));
  const savedCity = (stateFk: number) => addresses.find((a) => a.stateFk === stateFk && a.cityFk)?.cityFk;
  return {
    states: await Promise.all(countries.map(async (countryFk) => ({ countryFk, rows: await statesOf(db, countryFk) }))),
    cities: await Promise.all(states.map(async (stateFk) => ({ stateFk, rows: await citiesOf(db, stateFk, '', profile.CITY_LOAD_LIMIT, savedCity(stateFk)) }))),
  };
}

export type BasicService = ReturnType<typeof createBasicService>;

/** The profile's basic details (member §3, §5, §7 "Basic detail") and the preferred destination (§4, §7). */
export function createBasicService(ctx: AppContext) {
  const { db } = ctx;
  return {
    async load(member: AuthMember): Promise<profile.BasicDetailLoad> {
      const [row, client, countries, imageId] = await Promise.all([
        q.findProfile(db, member.clientId),
        q.findClient(db, member.clientId),
        q.listCountries(db),
        q.latestImageId(db, member.clientId),
      ]);
      const detail = detailOf(row, client);
      const country = detail.basic.institutionCountryFk;
      const addresses = [detail.contact.current, detail.contact.postal, { countryFk: detail.family.homeCountryFk, stateFk: detail.family.homeStateFk, cityFk: detail.family.homeCityFk }];
      return {
        detail,
        saved: row?.basic_saved_at != null,
        titles: [...BASIC_TITLES],
        genders: [...BASIC_GENDERS],
        countries,
        institutions: country > 0 ? await q.institutionsOfCountry(db, country) : [],
        preferredDestinationFk: await q.preferredDestination(db, member.clientId),
        pflImage: ctx.imageUrls.friendImage(member.clientId, member.clientId, imageId),
        places: await savedPlaceLists(db, addresses),
      };
    },

    /** BDUpsert: the rule (400 with its messages), the ids (400), then the row; a failing write → 'Technical Server error'. */
    async upsert(member: AuthMember, body: profile.BasicDetailBody): Promise<{ result: 'S'; message: string }> {
      const values = valuesOf(body);
      rejectInvalid(validateBasicDetail(values, ctx.now()));
      const errors = await referenceErrors(ctx, values);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const columns = await columnsOf(ctx, values);
      try {
        await q.upsertProfile(db, member.clientId, columns, ctx.now().toISOString());
      } catch (error) {
        ctx.log.error({ err: error }, 'BDUpsert failed');
        throw new HttpError(500, basicMessages.basicSaveFailed);
      }
      return { result: 'S', message: basicMessages.basicSaved };
    },

    async institutions(countryId: number): Promise<{ institutions: Array<{ id: number; name: string }> }> {
      return { institutions: await q.institutionsOfCountry(db, countryId) };
    },

    async destinationLoad(member: AuthMember): Promise<profile.BasicDestinationLoad> {
      const [countries, preferred] = await Promise.all([q.destinationCountries(db), q.preferredDestination(db, member.clientId)]);
      return { countries, preferredDestinationFk: preferred };
    },

    /** ChangeDestinationSave: a country of ChangeDestinationLoad's list, else 400. */
    async destinationSave(member: AuthMember, countryId: number): Promise<{ result: 'S'; message: string }> {
      const allowed = await q.destinationCountries(db);
      if (!allowed.some((c) => c.id === countryId)) throw invalid({ countryId: basicMessages.basicDestinationUnknown });
      await q.setPreferredDestination(db, member.clientId, countryId);
      return { result: 'S', message: basicMessages.basicDestinationSaved };
    },

    async languageLoad(member: AuthMember): Promise<profile.LanguageLoad> {
      return { locale: await q.savedLocale(db, member.clientId) };
    },

    /** LanguageSave: a locale of LOCALES (core rule), else 400. */
    async languageSave(member: AuthMember, body: profile.LanguageSaveBody): Promise<{ message: string; locale: string }> {
      rejectInvalid(validateLanguageChoice(body));
      await q.saveLocale(db, member.clientId, body.locale);
      // Answered in the language just chosen, as everything after it will be.
      return { message: await inLocale(body.locale, () => basicMessages.basicLanguageSaved), locale: body.locale };
    },
  };
}
