import { format, messages } from '../messages/common.js';

/**
 * A page typed by the user (a "go to page" field) must be a positive whole number within the last
 * page (discovery specification §5). Returns the message to show, or undefined when it is fine.
 * `last` comes from the program, so a bad one throws.
 */
export function validatePage(page: number | string, last: number): string | undefined {
  if (!Number.isInteger(last) || last < 1) {
    throw new Error(`StudyAtlas pagination: invalid last page (${JSON.stringify(last)}), expected a whole number from 1`);
  }
  const text = String(page).trim();
  const ok = /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= last;
  return ok ? undefined : format(messages.pageOutOfRange, { last });
}
