import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, optionalId, requiredId } from './fields.js';

/*
 * The profile's basic details (member §3 "About-me and basic profile", §7 "Profile" and "Basic
 * detail"): BasicDetailLoad, BDUpsert, InstitutionLoad, and the preferred destination
 * (ChangeDestinationLoad / ChangeDestinationSave).
 */

const area = 'profile';

/** Text as old clients send it: a string, or null/absent for ''. Long values are the rule's to refuse. */
const text = () => z.pipe(z.optional(z.nullable(z.string().check(z.maxLength(10_000)))), z.transform((value): string => value ?? ''));
/** A flag: boolean, 'true'/'false', 1/0; null/absent for false. */
const flag = () =>
  z._default(
    z.pipe(
      z.nullable(z.union([z.boolean(), z.enum(['true', 'false', '1', '0', '']), z.literal(0), z.literal(1)])),
      z.transform((value) => value === true || value === 'true' || value === '1' || value === 1),
    ),
    false,
  );

const Address = z.object({
  countryFk: optionalId(),
  stateFk: optionalId(),
  cityFk: optionalId(),
  address: text(),
  postcode: text(),
});
/** A part of the body: absent or null is an empty part (each field its default). */
const part = <T extends z.ZodMiniObject>(shape: T) => z.prefault(shape, {} as z.input<T>);

/**
 * BDUpsert's body: the specification's four JSON parts. Ids are numbers or numeric strings (0, '' or
 * null: none); dates `yyyy-MM-dd`; flags booleans (or 'true'/1). Every field may be left out (empty).
 */
export const BasicDetailBody = z.object({
  basic: part(
    z.object({
      title: text(),
      firstName: text(),
      middleName: text(),
      surname: text(),
      previousSurname: text(),
      /** M, F or O. */
      gender: text(),
      /** yyyy-MM-dd */
      dateOfBirth: text(),
      birthCountryFk: optionalId(),
      /** The country whose nationality the member has. */
      nationalityFk: optionalId(),
      /** The about-me quote. */
      aboutMe: text(),
      promotionalMaterial: flag(),
      currentStudy: flag(),
      institutionCountryFk: optionalId(),
      /** A catalogue institution of InstitutionLoad; or none, with institutionName typed. */
      institutionFk: optionalId(),
      institutionName: text(),
    }),
  ),
  contact: part(
    z.object({
      /** The dialling code of the numbers, e.g. +61. */
      countryCode: text(),
      mobile: text(),
      mobilePublish: flag(),
      phone: text(),
      phonePublish: flag(),
      current: part(Address),
      /** The postal address is the current address (postal then ignored). */
      postalSameAsCurrent: z.pipe(z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()]))), z.transform((value) => value === undefined || value === null || value === true || value === 'true' || value === '1' || value === 1)),
      postal: part(Address),
    }),
  ),
  email: part(z.object({ email: text(), publish: flag() })),
  /** Home country, state and town. */
  family: part(z.object({ homeCountryFk: optionalId(), homeStateFk: optionalId(), homeCityFk: optionalId() })),
});
export type BasicDetailBody = z.infer<typeof BasicDetailBody>;
export type BasicDetailBodyInput = z.input<typeof BasicDetailBody>;

const AddressReply = z.object({ countryFk: z.number(), stateFk: z.number(), cityFk: z.number(), address: z.string(), postcode: z.string() });

/** The member's basic details as the form holds them (ids 0 when none). */
export const BasicDetail = z.object({
  basic: z.object({
    title: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    surname: z.string(),
    previousSurname: z.string(),
    gender: z.string(),
    dateOfBirth: z.string(),
    birthCountryFk: z.number(),
    nationalityFk: z.number(),
    aboutMe: z.string(),
    promotionalMaterial: z.boolean(),
    currentStudy: z.boolean(),
    institutionCountryFk: z.number(),
    institutionFk: z.number(),
    institutionName: z.string(),
  }),
  contact: z.object({
    countryCode: z.string(),
    mobile: z.string(),
    mobilePublish: z.boolean(),
    phone: z.string(),
    phonePublish: z.boolean(),
    current: AddressReply,
    postalSameAsCurrent: z.boolean(),
    postal: AddressReply,
  }),
  email: z.object({ email: z.string(), publish: z.boolean() }),
  family: z.object({ homeCountryFk: z.number(), homeStateFk: z.number(), homeCityFk: z.number() }),
});
export type BasicDetail = z.infer<typeof BasicDetail>;

/** A country of the form's lists, with its dialling code and nationality. */
export const BasicCountry = z.object({ id: z.number(), name: z.string(), phoneCode: z.string(), nationality: z.string() });

export const BasicDetailLoad = z.object({
  /** The saved details; before the first save, first name, surname and e-mail come from the account. */
  detail: BasicDetail,
  /** False until the member saved their basic details once. */
  saved: z.boolean(),
  titles: z.array(z.string()),
  /** Gender codes (M, F, O); the labels are the client's. */
  genders: z.array(z.string()),
  countries: z.array(BasicCountry),
  /** The institutions of the saved institution country (InstitutionLoad's rows), [] when none. */
  institutions: z.array(Named),
  preferredDestinationFk: z.nullable(z.number()),
  /** Signed address of the member's own profile image (the default image until one is uploaded). */
  pflImage: z.string(),
  /**
   * The StateLoad and CityLoad answers the saved addresses need (the states of each saved country,
   * the cities of each saved state), so the form shows them without asking again.
   */
  places: z.object({
    states: z.array(z.object({ countryFk: z.number(), rows: z.array(Named) })),
    cities: z.array(z.object({ stateFk: z.number(), rows: z.array(Named) })),
  }),
});
export type BasicDetailLoad = z.infer<typeof BasicDetailLoad>;

export const basicDetailLoad = defineCall({
  id: 'profileBasicDetailLoad',
  area,
  summary: "The member's basic details and what the form needs: titles, genders, countries, the institution country's institutions.",
  method: 'GET',
  path: '/api/Profile/BasicDetailLoad',
  auth: 'required',
  reply: BasicDetailLoad,
});

export const BasicSaveReply = z.object({ result: z.literal('S'), message: z.string() });

export const bdUpsert = defineCall({
  id: 'profileBdUpsert',
  area,
  summary: "Saves the member's basic details (basic, contact, email, family); 400 with the field messages of the rule.",
  method: 'POST',
  path: '/api/BasicDetail/BDUpsert',
  auth: 'required',
  body: BasicDetailBody,
  reply: BasicSaveReply,
});

export const institutionLoad = defineCall({
  id: 'profileInstitutionLoad',
  area,
  summary: "The catalogue's institutions with a campus in a country, by name.",
  method: 'GET',
  path: '/api/BasicDetail/InstitutionLoad',
  auth: 'required',
  query: z.object({ countryid: requiredId() }),
  reply: z.object({ institutions: z.array(Named) }),
});

export const BasicDestinationLoad = z.object({
  /** Countries a member may prefer: every country with an institution campus, by name. */
  countries: z.array(Named),
  preferredDestinationFk: z.nullable(z.number()),
});
export type BasicDestinationLoad = z.infer<typeof BasicDestinationLoad>;

export const changeDestinationLoad = defineCall({
  id: 'profileChangeDestinationLoad',
  area,
  summary: 'The countries a member may choose as preferred destination, and the current one.',
  method: 'GET',
  path: '/api/Profile/ChangeDestinationLoad',
  auth: 'required',
  reply: BasicDestinationLoad,
});

export const changeDestinationSave = defineCall({
  id: 'profileChangeDestinationSave',
  area,
  summary: "Sets the member's preferred destination country.",
  method: 'GET',
  path: '/api/Profile/ChangeDestinationSave',
  auth: 'required',
  query: z.object({ countryId: requiredId() }),
  reply: BasicSaveReply,
});

export const loadAboutMe = defineCall({
  id: 'profileLoadAboutMe',
  area,
  summary: "The wizard's B step (about me): the member's basic details, as BasicDetailLoad.",
  method: 'GET',
  path: '/api/OnlineApp/LoadAboutMe',
  auth: 'required',
  reply: BasicDetailLoad,
});

export const updateAboutMe = defineCall({
  id: 'profileUpdateAboutMe',
  area,
  summary: "The wizard's B step saves the member's basic details ('Data save successfully'); 400 with the field messages of the rule.",
  method: 'POST',
  path: '/api/OnlineApp/UpdateAboutMe',
  auth: 'required',
  body: BasicDetailBody,
  reply: BasicSaveReply,
});

/** The member's saved language (issue 28): a locale of LOCALES, or null when they never chose one. */
export const LanguageLoad = z.object({ locale: z.nullable(z.string()) });
export type LanguageLoad = z.infer<typeof LanguageLoad>;

export const languageLoad = defineCall({
  id: 'profileLanguageLoad',
  area,
  summary: "The member's saved language (mails are written in it; the client switches to it after sign-in), null when never chosen.",
  method: 'GET',
  path: '/api/Profile/LanguageLoad',
  auth: 'required',
  reply: LanguageLoad,
});

export const LanguageSaveBody = z.object({ locale: z.string() });
export type LanguageSaveBody = z.infer<typeof LanguageSaveBody>;

export const languageSave = defineCall({
  id: 'profileLanguageSave',
  area,
  summary: "Saves the member's language (a locale of LOCALES: en es fr de zh-CN hi vi id ar); 400 'Please choose a language from the list' otherwise.",
  method: 'POST',
  path: '/api/Profile/LanguageSave',
  auth: 'required',
  body: LanguageSaveBody,
  reply: z.object({ message: z.string(), locale: z.string() }),
});
