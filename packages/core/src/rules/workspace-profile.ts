import { format } from '../messages/common.js';
import { catalogueMessages } from '../messages/workspace-catalogue.js';
import { organisationProfileMessages } from '../messages/workspace-profile.js';
import type { FieldErrors } from './field.js';
import { CAMPUS_NAME_MAX, CITY_NAME_MAX, INSTITUTION_NAME_MAX } from './shared-catalogue-names.js';
import { CATALOGUE_LIMITS, checkText, problemsOf, type Checked } from './workspace-catalogue.js';

/*
 * The organisation profile's and the campuses' rules (issue 27): one set for the importer's
 * institution, agent and location rows (server/src/import/row-reader.ts, apply.ts), the workspace's
 * Profile and Campus forms and the server behind them, with the importer's own messages, which name
 * the import column (`web_address must be a web address …`).
 */

/** Lengths of the profile's and a campus's fields (the importer's). */
export const PROFILE_LIMITS = {
  description: CATALOGUE_LIMITS.longText,
  webAddress: 2_000,
  email: 254,
  phone: 40,
  state: 100,
  address: 300,
  postcode: 20,
} as const;

const ok = <T>(value: T): Checked<T> => ({ value });
const problem = (message: string): Checked<never> => ({ value: null, problem: message });
const given = (value: string) => JSON.stringify(value);

/** A web address; one without a scheme ("www.example.edu", "//example.edu/x") is read as https://. Blank → null. */
export function checkWebAddress(field: string, raw: unknown): Checked<string | null> {
  const text = checkText(field, raw, { max: PROFILE_LIMITS.webAddress });
  if (text.value === null) return text;
  const value = text.value;
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) return ok(value);
  const bare = /^(\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/u.test(value) ? `https://${value.replace(/^\/\//, '')}` : null;
  if (bare && URL.canParse(bare)) return ok(bare);
  return problem(format(catalogueMessages.webAddress, { field, given: given(value) }));
}

/** An e-mail address, lower-cased; blank → null. */
export function checkEmail(field: string, raw: unknown): Checked<string | null> {
  const text = checkText(field, raw, { max: PROFILE_LIMITS.email });
  if (text.value === null) return text;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.value) ? ok(text.value.toLowerCase()) : problem(format(catalogueMessages.email, { field, given: given(text.value) }));
}

/** A phone number: digits, spaces, + ( ) - and .; blank → null. */
export function checkPhone(field: string, raw: unknown): Checked<string | null> {
  const text = checkText(field, raw, { max: PROFILE_LIMITS.phone });
  if (text.value === null) return text;
  return /^\+?[\d\s().-]{3,}$/.test(text.value) ? text : problem(format(catalogueMessages.phone, { field, given: given(text.value) }));
}

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees; blank → null. */
export function checkCoordinate(field: string, raw: unknown, limit: 90 | 180): Checked<number | null> {
  const text = checkText(field, raw);
  if (text.value === null) return text.problem === undefined ? ok(null) : problem(text.problem);
  const n = /^[+-]?\d{1,3}(\.\d+)?$/.test(text.value) ? Number(text.value) : Number.NaN;
  return Math.abs(n) <= limit ? ok(n) : problem(format(catalogueMessages.coordinate, { field, limit, given: given(text.value) }));
}

/** The Profile form (and its call's body). */
export interface OrganisationProfileValues {
  name: string;
  description: string;
  webAddress: string;
  email: string;
  phone: string;
}

/** The profile's fields as stored (`web_address` with its scheme, the e-mail lower-cased), or the problems by field. */
export function readOrganisationProfile(v: OrganisationProfileValues) {
  const checks = {
    name: checkText('name', v.name, { required: true, max: INSTITUTION_NAME_MAX }),
    description: checkText('description', v.description, { max: PROFILE_LIMITS.description }),
    webAddress: checkWebAddress('web_address', v.webAddress),
    email: checkEmail('email', v.email),
    phone: checkPhone('phone', v.phone),
  };
  return {
    errors: problemsOf(checks) as FieldErrors<keyof OrganisationProfileValues>,
    values: { name: checks.name.value ?? '', description: checks.description.value ?? '', webAddress: checks.webAddress.value, email: checks.email.value, phone: checks.phone.value },
  };
}

export const validateOrganisationProfile = (v: OrganisationProfileValues): FieldErrors<keyof OrganisationProfileValues> => readOrganisationProfile(v).errors;

/** The Campus form (and its call's body); the place is resolved by the importer's place resolution on the server. */
export interface CampusValues {
  name: string;
  countryId: number | string | null;
  state: string;
  city: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
  headOffice: boolean;
  /** The map pin's position; both blank: the city's. */
  latitude: number | string | null;
  longitude: number | string | null;
}

/** A campus's fields read (trimmed, blank → null), or the problems by field. */
export function readCampus(v: CampusValues) {
  const blank = (raw: unknown) => raw === null || raw === undefined || String(raw).trim() === '';
  const checks = {
    name: checkText('name', v.name, { required: true, max: CAMPUS_NAME_MAX }),
    countryId: Number(v.countryId ?? 0) > 0 ? ok(Number(v.countryId)) : problem(organisationProfileMessages.countryRequired),
    state: checkText('state', v.state, { max: PROFILE_LIMITS.state }),
    city: checkText('city', v.city, { required: true, max: CITY_NAME_MAX }),
    address: checkText('address', v.address, { max: PROFILE_LIMITS.address }),
    postcode: checkText('postcode', v.postcode, { max: PROFILE_LIMITS.postcode }),
    phone: checkPhone('phone', v.phone),
    email: checkEmail('email', v.email),
    latitude: checkCoordinate('latitude', v.latitude, 90),
    longitude: blank(v.latitude) !== blank(v.longitude) ? problem(catalogueMessages.bothCoordinates) : checkCoordinate('longitude', v.longitude, 180),
  };
  const point = checks.latitude.value !== null && checks.longitude.value !== null ? { latitude: checks.latitude.value, longitude: checks.longitude.value } : null;
  return {
    errors: problemsOf(checks) as FieldErrors<Exclude<keyof CampusValues, 'headOffice'>>,
    values: {
      name: checks.name.value ?? '',
      countryId: checks.countryId.value ?? 0,
      state: checks.state.value,
      city: checks.city.value ?? '',
      address: checks.address.value ?? '',
      postcode: checks.postcode.value ?? '',
      phone: checks.phone.value,
      email: checks.email.value,
      headOffice: Boolean(v.headOffice),
      point,
    },
  };
}

export const validateCampus = (v: CampusValues): FieldErrors<Exclude<keyof CampusValues, 'headOffice'>> => readCampus(v).errors;
