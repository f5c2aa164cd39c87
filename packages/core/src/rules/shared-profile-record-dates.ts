/* Date checks of the profile records (education, tests, work): member §5 "Date fields". Not exported from the rules index. */
import { messages } from '../messages/common.js';
import { toApiDate, toDate } from '../format/dates.js';

/** True for a real calendar day written yyyy-MM-dd. */
const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && toApiDate(toDate(value)) === value;

/**
 * A profile date field (member §5 "Date fields"): 'Required' when empty and required, 'Invalid Date'
 * when not a real yyyy-MM-dd day; undefined when fine or empty and optional.
 */
export function profileDateMessage(value: string | null | undefined, required: boolean): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return required ? messages.required : undefined;
  return isDay(text) ? undefined : messages.invalidDate;
}

/** The value as a real yyyy-MM-dd day, or '' (empty or not a date). */
export const profileDay = (value: string | null | undefined): string => {
  const text = (value ?? '').trim();
  return isDay(text) ? text : '';
};
