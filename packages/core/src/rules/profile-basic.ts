import { toApiDate, toDate } from '../format/dates.js';
import { format } from '../messages/common.js';
import { basicMessages as m } from '../messages/profile-basic.js';
import { INSTITUTION_NAME_MAX } from './shared-catalogue-names.js';
import { extensionOf, uploadExtensions } from './shared-upload-types.js';
import { isBlank, isEmail, type FieldErrors } from './field.js';

/*
 * The profile's basic details (member §3 "About-me and basic profile", §5 "About me / basic
 * profile", "Profile image", "Date fields"). One rule for the browser form and the server.
 */

/** Titles and genders the form offers (the specification lists the fields, not their values). */
export const BASIC_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export const BASIC_GENDERS = ['M', 'F', 'O'] as const;
export type BasicGender = (typeof BASIC_GENDERS)[number];

/** Member §9: the earliest year of birth. */
export const DOB_EARLIEST_YEAR = 1900;
export const BASIC_NAME_MAX = 100;
export const BASIC_EMAIL_MAX = 200;
export const BASIC_ADDRESS_MAX = 300;
export const BASIC_POSTCODE_MAX = 20;
export const BASIC_ABOUT_MAX = 2000;
export const BASIC_PHONE_MAX = 20;
/** A member's own institution name: as long as a catalogue institution name may be. */
export const BASIC_INSTITUTION_MAX = INSTITUTION_NAME_MAX;

/** Member §5 "Profile image": the extensions a profile image may have (jpg, jpeg, bmp, png, gif: what UploadImage takes). */
export const PROFILE_IMAGE_EXTENSIONS: readonly string[] = uploadExtensions('image');

/** An address (current or postal): ids 0 when none is chosen. */
export interface BasicAddress {
  countryFk: number;
  stateFk: number;
  cityFk: number;
  address: string;
  postcode: string;
}

/**
 * The basic details as the form holds them and BDUpsert's body sends them (the specification's
 * "basic, contact, email, family JSON"). Ids are 0 when none is chosen; dates `yyyy-MM-dd`.
 */
export interface BasicDetailValues {
  basic: {
    title: string;
    firstName: string;
    middleName: string;
    surname: string;
    previousSurname: string;
    gender: string;
    dateOfBirth: string;
    birthCountryFk: number;
    nationalityFk: number;
    aboutMe: string;
    promotionalMaterial: boolean;
    currentStudy: boolean;
    institutionCountryFk: number;
    /** A catalogue institution (InstitutionLoad), or 0 with `institutionName` typed. */
    institutionFk: number;
    institutionName: string;
  };
  contact: {
    countryCode: string;
    mobile: string;
    mobilePublish: boolean;
    phone: string;
    phonePublish: boolean;
    current: BasicAddress;
    postalSameAsCurrent: boolean;
    postal: BasicAddress;
  };
  email: { email: string; publish: boolean };
  /** Home country, state and town. */
  family: { homeCountryFk: number; homeStateFk: number; homeCityFk: number };
}

export const emptyAddress = (): BasicAddress => ({ countryFk: 0, stateFk: 0, cityFk: 0, address: '', postcode: '' });

/** A new member's form: everything empty, postal same as current. */
export function emptyBasicDetail(): BasicDetailValues {
  return {
    basic: {
      title: '', firstName: '', middleName: '', surname: '', previousSurname: '', gender: '', dateOfBirth: '',
      birthCountryFk: 0, nationalityFk: 0, aboutMe: '', promotionalMaterial: false,
      currentStudy: false, institutionCountryFk: 0, institutionFk: 0, institutionName: '',
    },
    contact: {
      countryCode: '', mobile: '', mobilePublish: false, phone: '', phonePublish: false,
      current: emptyAddress(), postalSameAsCurrent: true, postal: emptyAddress(),
    },
    email: { email: '', publish: false },
    family: { homeCountryFk: 0, homeStateFk: 0, homeCityFk: 0 },
  };
}

const DIGITS = /^\d+$/;
const COUNTRY_CODE = /^\+?\d{1,4}(-\d{1,4})?$/;

/** The date-of-birth message: 'Required', 'Invalid Date', not in the future, not before 1900. */
export function dateOfBirthMessage(value: string, today: Date): string | undefined {
  if (isBlank(value)) return m.basicRequired;
  const date = toDate(value.trim());
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return m.basicInvalidDate;
  if (value.trim() > toApiDate(today)) return m.basicDobInFuture;
  if (date.getFullYear() < DOB_EARLIEST_YEAR) return m.basicDobBefore1900;
  return undefined;
}

type Errors = Record<string, string>;

function text(errors: Errors, path: string, value: string, max: number, required = false): void {
  if (required && isBlank(value)) errors[path] = m.basicRequired;
  else if (value.trim().length > max) errors[path] = format(m.basicTooLong, { max });
}

function id(errors: Errors, path: string, value: number): void {
  if (!value) errors[path] = m.basicRequired;
}

function place(errors: Errors, prefix: string, a: BasicAddress, requireAddress: boolean): void {
  id(errors, `${prefix}.countryFk`, a.countryFk);
  id(errors, `${prefix}.stateFk`, a.stateFk);
  id(errors, `${prefix}.cityFk`, a.cityFk);
  text(errors, `${prefix}.address`, a.address, BASIC_ADDRESS_MAX, requireAddress);
  text(errors, `${prefix}.postcode`, a.postcode, BASIC_POSTCODE_MAX);
}

function phone(errors: Errors, path: string, value: string): void {
  const v = value.trim();
  if (v !== '' && (!DIGITS.test(v) || v.length > BASIC_PHONE_MAX)) errors[path] = format(m.basicInvalidPhone, { max: BASIC_PHONE_MAX });
}

/**
 * Member §5 "About me / basic profile": title, first name, surname, gender, date of birth, email,
 * current country, state and city required; the postal address (country, state, city, address)
 * unless same-as-above; home country, state and town. Date of birth neither after `today` nor
 * before 1900. Currently studying: the institution's country and the institution (chosen or typed).
 * Messages on dotted paths (`basic.firstName`, `contact.current.cityFk`), in the form's order.
 */
export function validateBasicDetail(v: BasicDetailValues, today: Date): FieldErrors {
  const e: Errors = {};
  const b = v.basic;
  if (isBlank(b.title)) e['basic.title'] = m.basicRequired;
  else if (!(BASIC_TITLES as readonly string[]).includes(b.title)) e['basic.title'] = m.basicUnknownChoice;
  text(e, 'basic.firstName', b.firstName, BASIC_NAME_MAX, true);
  text(e, 'basic.middleName', b.middleName, BASIC_NAME_MAX);
  text(e, 'basic.surname', b.surname, BASIC_NAME_MAX, true);
  text(e, 'basic.previousSurname', b.previousSurname, BASIC_NAME_MAX);
  if (isBlank(b.gender)) e['basic.gender'] = m.basicRequired;
  else if (!(BASIC_GENDERS as readonly string[]).includes(b.gender)) e['basic.gender'] = m.basicUnknownChoice;
  const dob = dateOfBirthMessage(b.dateOfBirth, today);
  if (dob) e['basic.dateOfBirth'] = dob;

  if (isBlank(v.email.email)) e['email.email'] = m.basicEmailRequired;
  else if (!isEmail(v.email.email) || v.email.email.trim().length > BASIC_EMAIL_MAX) e['email.email'] = m.basicInvalidEmail;

  const c = v.contact;
  if (c.countryCode.trim() !== '' && !COUNTRY_CODE.test(c.countryCode.trim())) e['contact.countryCode'] = m.basicInvalidCountryCode;
  phone(e, 'contact.mobile', c.mobile);
  phone(e, 'contact.phone', c.phone);
  place(e, 'contact.current', c.current, false);
  if (!c.postalSameAsCurrent) place(e, 'contact.postal', c.postal, true);

  id(e, 'family.homeCountryFk', v.family.homeCountryFk);
  id(e, 'family.homeStateFk', v.family.homeStateFk);
  id(e, 'family.homeCityFk', v.family.homeCityFk);

  text(e, 'basic.aboutMe', b.aboutMe, BASIC_ABOUT_MAX);
  if (b.currentStudy) {
    id(e, 'basic.institutionCountryFk', b.institutionCountryFk);
    if (!b.institutionFk) text(e, 'basic.institutionName', b.institutionName, BASIC_INSTITUTION_MAX, true);
  }
  return e;
}

/**
 * Member §5 "Profile image": 'Please upload image file!' when none is chosen, 'Only (jpg, jpeg, bmp,
 * png, gif) file(s) are allowed to upload.' for another extension; undefined when fine. (The server
 * then checks the bytes.)
 */
export function validateProfileImageFile(fileName: string | null | undefined): string | undefined {
  if (!fileName) return m.basicImageRequired;
  if (!PROFILE_IMAGE_EXTENSIONS.includes(extensionOf(fileName))) {
    return format(m.basicImageExtensions, { list: PROFILE_IMAGE_EXTENSIONS.join(', ') });
  }
  return undefined;
}
