import { format } from '../messages/common.js';
import { catalogueMessages } from '../messages/workspace-catalogue.js';
import { listingMessages } from '../messages/workspace-listings.js';
import { isEmail, type FieldErrors } from './field.js';
import { checkAmount, checkCurrency, checkDay, checkText, type Checked } from './workspace-catalogue.js';
import { checkWebAddress } from './workspace-profile.js';

/*
 * The workspace's scholarships, forms and events (issue 27): one rule per kind of record, run by the
 * form in the browser and by the server on every create and update. Fields are named as an import
 * column would name them (`close_date must be …`), as the course and intake rules do.
 */

export const LISTING_LIMITS = {
  name: 200,
  longText: 10_000,
  header: 2_000,
  url: 2_000,
  venue: 200,
  costLabel: 200,
  contactName: 200,
  phone: 50,
  /** Rows of an event's costs and contacts. */
  rows: 20,
  /** An event's participants and its documents. */
  participants: 50,
  documents: 20,
} as const;

type Id = number | string | null | undefined;
const ok = <T>(value: T): Checked<T> => ({ value });
const problem = (message: string): Checked<never> => ({ value: null, problem: message });
/** An id a form's drop-down gives ('' or 0 for none). */
export const chosenId = (raw: Id): boolean => Number(raw ?? 0) > 0;
const required = (field: string, raw: Id): Checked<unknown> => (chosenId(raw) ? ok(raw) : problem(format(catalogueMessages.required, { field })));

/** A required day that is not before `start` (when `start` is a day itself). */
function checkEndDay(endField: string, end: unknown, startField: string, start: Checked<string | null>): Checked<string | null> {
  const day = checkDay(endField, end, true);
  if (day.value !== null && start.value !== null && day.value < start.value) return problem(format(listingMessages.endBeforeStart, { end: endField, start: startField }));
  return day;
}

function problemsOf(checks: Record<string, Checked<unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, check] of Object.entries(checks)) if (check.problem) errors[field] = check.problem;
  return errors;
}

export interface ScholarshipValues {
  name: string;
  description: string;
  countryId: Id;
  /** None: any study level. */
  awardGroupId: Id;
  amount: number | string | null;
  /** Blank: the country's currency. */
  currency: string;
  webAddress: string;
  openDate: string;
  closeDate: string;
}

/** A scholarship as the discovery detail shows it; it closes on or after the day it opens. */
export function validateScholarship(v: ScholarshipValues): FieldErrors<keyof ScholarshipValues> {
  const openDate = checkDay('open_date', v.openDate, true);
  return problemsOf({
    name: checkText('name', v.name, { required: true, max: LISTING_LIMITS.name }),
    description: checkText('description', v.description, { max: LISTING_LIMITS.longText }),
    countryId: required('country', v.countryId),
    amount: checkAmount('amount', v.amount),
    currency: checkCurrency(v.currency),
    webAddress: checkWebAddress('web_address', v.webAddress),
    openDate,
    closeDate: checkEndDay('close_date', v.closeDate, 'open_date', openDate),
  });
}

export interface FormRecordValues {
  name: string;
  categoryId: Id;
  header: string;
  /** A file the staff member uploaded for it (0: none new). */
  fileId: Id;
}

/** A downloadable form: a name, a category and its file (a new form needs one; an edit keeps the old one unless a new one is given). */
export function validateFormRecord(v: FormRecordValues, hasFile: boolean): FieldErrors<keyof FormRecordValues> {
  return problemsOf({
    name: checkText('name', v.name, { required: true, max: LISTING_LIMITS.name }),
    categoryId: required('category', v.categoryId),
    header: checkText('header', v.header, { max: LISTING_LIMITS.header }),
    fileId: hasFile ? ok(v.fileId) : required('file', v.fileId),
  });
}

export interface EventCostValues {
  label: string;
  amount: number | string | null;
  currency: string;
}

export interface EventContactValues {
  name: string;
  email: string;
  phone: string;
}

export interface EventValues {
  name: string;
  description: string;
  /** The organisation's campus it is held at; none: elsewhere, at `venueName` in `cityId`. */
  locationId: Id;
  venueName: string;
  cityId: Id;
  dateFrom: string;
  dateTo: string;
  regUrl: string;
  webSite: string;
  costs: readonly EventCostValues[];
  contacts: readonly EventContactValues[];
  /** Institutions and agents of the catalogue taking part besides the organisation (the server checks they exist and are not the organisation). */
  participantIds: readonly Id[];
  /** Its documents (stored files): those it keeps and the staff member's new uploads. */
  documentIds: readonly Id[];
}

/**
 * An event as the discovery detail shows it: where (a campus, or a venue and its city), the days (the
 * last not before the first: members register until it has ended), the registration address, the
 * costs, the contacts, the participants and the documents (a number of each). Errors of a row are keyed by its path (`costs.0.amount`), as the form's.
 */
export function validateEvent(v: EventValues): FieldErrors {
  const L = LISTING_LIMITS;
  const atCampus = chosenId(v.locationId);
  const dateFrom = checkDay('date_from', v.dateFrom, true);
  const errors = problemsOf({
    name: checkText('name', v.name, { required: true, max: L.name }),
    description: checkText('description', v.description, { max: L.longText }),
    venueName: atCampus ? checkText('venue', v.venueName, { max: L.venue }) : checkText('venue', v.venueName, { required: true, max: L.venue }),
    cityId: atCampus || chosenId(v.cityId) ? ok(v.cityId) : problem(listingMessages.venueOrCampus),
    dateFrom,
    dateTo: checkEndDay('date_to', v.dateTo, 'date_from', dateFrom),
    regUrl: checkWebAddress('registration_address', v.regUrl),
    webSite: checkWebAddress('web_site', v.webSite),
    costs: v.costs.length > L.rows ? problem(format(listingMessages.tooMany, { max: L.rows, field: 'costs' })) : ok(null),
    contacts: v.contacts.length > L.rows ? problem(format(listingMessages.tooMany, { max: L.rows, field: 'contacts' })) : ok(null),
    participantIds: atMost('participants', v.participantIds, L.participants),
    documentIds: atMost('documents', v.documentIds, L.documents),
  });
  v.costs.forEach((cost, i) => {
    Object.assign(
      errors,
      prefixed(`costs.${i}`, {
        label: checkText('cost', cost.label, { required: true, max: L.costLabel }),
        amount: present('amount', checkAmount('amount', cost.amount)),
        currency: present('currency', checkCurrency(cost.currency)),
      }),
    );
  });
  v.contacts.forEach((contact, i) => {
    const email = checkText('email', contact.email, { max: 200 });
    Object.assign(
      errors,
      prefixed(`contacts.${i}`, {
        name: checkText('contact', contact.name, { required: true, max: L.contactName }),
        email: email.value !== null && !isEmail(email.value) ? problem(format(listingMessages.email, { field: 'email', given: JSON.stringify(email.value) })) : email,
        phone: checkText('phone', contact.phone, { max: L.phone }),
      }),
    );
  });
  return errors;
}

/** At most `max` different ids chosen. */
const atMost = (field: string, ids: readonly Id[], max: number): Checked<unknown> =>
  new Set(ids.map(Number)).size > max ? problem(format(listingMessages.tooMany, { max, field })) : ok(null);

/** A check whose blank (null without a problem) is a problem: the field is required. */
const present = <T>(field: string, check: Checked<T | null>): Checked<T | null> =>
  check.problem || check.value !== null ? check : problem(format(catalogueMessages.required, { field }));

const prefixed = (path: string, checks: Record<string, Checked<unknown>>): FieldErrors =>
  Object.fromEntries(Object.entries(problemsOf(checks)).map(([field, message]) => [`${path}.${field}`, message]));
