import { format } from '../messages/common.js';
import { scholarshipMessages } from '../messages/scholarships.js';
import type { FieldErrors } from './field.js';

/** Most rows one scholarship search answers (from … to); the list pages at 10 to 50. */
export const MAX_SCHOLARSHIP_ROWS = 100;

/** Rows `from` (0-based, inclusive) to `to` (exclusive): 0 ≤ from ≤ to, at most MAX_SCHOLARSHIP_ROWS. */
export function validateScholarshipRows(from: number, to: number): FieldErrors<'from'> {
  const ok = Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from && to - from <= MAX_SCHOLARSHIP_ROWS;
  return ok ? {} : { from: format(scholarshipMessages.scholarshipRowsOutOfRange, { max: MAX_SCHOLARSHIP_ROWS }) };
}
