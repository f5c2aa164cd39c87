import { format, messages as m } from '../messages/common.js';
import { eventMessages } from '../messages/events.js';
import { toApiDate, toDate } from '../format/dates.js';
import type { FieldErrors } from './field.js';

/** Event filter paging: rows rowFrom (inclusive) to rowTo (exclusive); one page of 10 by default (discovery §9). */
export const EVENT_ROW_FROM = 0;
export const EVENT_ROW_TO = 10;
/** The most rows one event search answers. */
export const EVENT_MAX_ROWS = 100;

/** The values the event-search rule reads: ids as numbers or text, dates as yyyy-MM-dd (anything else is invalid). */
export interface EventFilterValues {
  country_fk?: number | string | null;
  date_from?: string | null;
  date_to?: string | null;
}

export type EventFilterField = 'country_fk' | 'date_from' | 'date_to';

const hasId = (value: number | string | null | undefined): boolean => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || '0');
  return Number.isFinite(n) && n > 0;
};

/** True for a real calendar day written yyyy-MM-dd. */
export const isApiDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toApiDate(toDate(value)) === value;

/** Today as yyyy-MM-dd in the caller's calendar (the browser's; the server passes its own day). */
export const todayApiDate = (now: Date = new Date()): string => toApiDate(now);

/**
 * Event search (discovery §5): 'Event country is required.'; the from date must be a real date
 * ('Invalid Date') not before today ('From Date should be greater than or equal to current date.');
 * a to date must be a real date ('Invalid Date') not before the from date ('Date To can not be smaller
 * than Date From.'). The from date is required as soon as a date range is given (a to date alone);
 * with no date range at all the search runs from today (discovery §4, see `eventSearchRange`).
 * `today` is yyyy-MM-dd.
 */
export function validateEventFilter(values: EventFilterValues, today: string): FieldErrors<EventFilterField> {
  const errors: FieldErrors<EventFilterField> = {};
  const from = (values.date_from ?? '').trim();
  const to = (values.date_to ?? '').trim();
  if (!hasId(values.country_fk)) errors.country_fk = eventMessages.eventCountryRequired;
  if (from === '') {
    if (to !== '') errors.date_from = eventMessages.eventFromDateRequired;
  } else if (!isApiDate(from)) {
    errors.date_from = m.invalidDate;
  } else if (from < today) {
    errors.date_from = eventMessages.eventFromDateBeforeToday;
  }
  if (to !== '') {
    if (!isApiDate(to)) errors.date_to = m.invalidDate;
    else if (from !== '' && isApiDate(from) && to < from) errors.date_to = eventMessages.eventDateToBeforeFrom;
  }
  return errors;
}

/** The days a valid filter searches: from its from date (today when no range is given) to its to date, if any. */
export function eventSearchRange(values: EventFilterValues, today: string): { from: string; to: string | null } {
  const from = (values.date_from ?? '').trim();
  const to = (values.date_to ?? '').trim();
  return { from: from || today, to: to || null };
}

/** Rows `rowFrom` (0-based, inclusive) to `rowTo` (exclusive): rowFrom ≤ rowTo, at most EVENT_MAX_ROWS. */
export function validateEventRows(rowFrom: number, rowTo: number): FieldErrors<'rowFrom'> {
  const ok = Number.isInteger(rowFrom) && Number.isInteger(rowTo) && rowFrom >= 0 && rowTo >= rowFrom && rowTo - rowFrom <= EVENT_MAX_ROWS;
  return ok ? {} : { rowFrom: format(eventMessages.eventRowsOutOfRange, { max: EVENT_MAX_ROWS }) };
}
