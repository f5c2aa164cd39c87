import { isApiDate, type EventSearchFilter } from '@studyatlas/core';
import type { DateInputDetail } from '../../ui/date-input/date-input.js';

/** The event filter as the form holds it: every field a string ('' = not chosen). */
export interface EventFormValues extends Record<string, string> {
  searchKey: string;
  searchInstKey: string;
  country_fk: string;
  state_fk: string;
  city_fk: string;
  instcountry_fk: string;
  inststate_fk: string;
  instcity_fk: string;
  legal_fk: string;
  /** yyyy-MM-dd, '' for none, or the text typed when it is no date (so the rule says 'Invalid Date'). */
  date_from: string;
  date_to: string;
  /** S soonest first, N by name. */
  showType: string;
  /** N by event name, L by location. */
  IsEventLocOrName: string;
}

export const emptyEventFormValues = (): EventFormValues => ({
  searchKey: '',
  searchInstKey: '',
  country_fk: '',
  state_fk: '',
  city_fk: '',
  instcountry_fk: '',
  inststate_fk: '',
  instcity_fk: '',
  legal_fk: '',
  date_from: '',
  date_to: '',
  showType: 'S',
  IsEventLocOrName: 'N',
});

/** What a typed date field holds for the rule: the date, '' when empty, else the text (never a date). */
export const dateFieldValue = (value: string, detail: DateInputDetail): string =>
  detail.status === 'valid' || detail.status === 'empty' ? value : detail.text.trim() || 'invalid';

/** The date a date field shows: only a real yyyy-MM-dd (typed text stays in the field). */
export const shownDate = (value: string): string => (isApiDate(value) ? value : '');

const text = (value: unknown): string => (value === undefined || value === null || value === 0 ? '' : String(value));
const id = (value: string): number => (Number(value) > 0 ? Number(value) : 0);

/** The form's values of a remembered filter. */
export function valuesOfFilter(filter: EventSearchFilter): EventFormValues {
  const empty = emptyEventFormValues();
  return {
    searchKey: text(filter.searchKey),
    searchInstKey: text(filter.searchInstKey),
    country_fk: text(filter.country_fk),
    state_fk: text(filter.state_fk),
    city_fk: text(filter.city_fk),
    instcountry_fk: text(filter.instcountry_fk),
    inststate_fk: text(filter.inststate_fk),
    instcity_fk: text(filter.instcity_fk),
    legal_fk: text(filter.legal_fk),
    date_from: text(filter.date_from),
    date_to: text(filter.date_to),
    showType: filter.showType || empty.showType,
    IsEventLocOrName: filter.IsEventLocOrName || empty.IsEventLocOrName,
  };
}

/** The search filter of valid form values; `institution` fixes legal_fk (the partner widget). */
export function filterOfValues(values: EventFormValues, institution?: number): EventSearchFilter {
  return {
    searchKey: values.searchKey.trim(),
    searchInstKey: values.searchInstKey.trim(),
    country_fk: id(values.country_fk),
    state_fk: id(values.state_fk),
    city_fk: id(values.city_fk),
    instcountry_fk: id(values.instcountry_fk),
    inststate_fk: id(values.inststate_fk),
    instcity_fk: id(values.instcity_fk),
    legal_fk: institution ?? id(values.legal_fk),
    date_from: values.date_from,
    date_to: values.date_to,
    showType: values.showType === 'N' ? 'N' : 'S',
    IsEventLocOrName: values.IsEventLocOrName === 'L' ? 'L' : 'N',
  };
}
