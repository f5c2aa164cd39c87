import { parseDateInput, type DateInputResult } from '../format/dates.js';
import { messages } from '../messages/common.js';

/**
 * The message a date field shows for what was typed: 'Required' when empty and required
 * (member specification §5), 'Invalid Date' when it is not a date or names a day the month does not
 * have (the field is then cleared); undefined when fine.
 */
export function dateInputMessage(result: DateInputResult, required = false): string | undefined {
  if (result === null) return required ? messages.required : undefined;
  if (result === 'invalid' || result === 'cleared') return messages.invalidDate;
  return undefined;
}

/** `dateInputMessage` for typed text. */
export const validateDateInput = (text: string, required = false): string | undefined =>
  dateInputMessage(parseDateInput(text), required);
