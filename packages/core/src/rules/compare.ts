import { compareMessages } from '../messages/compare.js';

/** Discovery §4, §9: a comparison holds 2 to 10 courses. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 10;

/** Whether `count` courses can be compared: null when they can, else the specification's message. */
export function validateCompareCount(count: number): string | null {
  if (count < COMPARE_MIN) return compareMessages.compareMinimum;
  if (count > COMPARE_MAX) return compareMessages.compareMaximum;
  return null;
}

/** Whether one more course can join a selection of `count`: null when it can, else the maximum message. */
export const validateCompareAdd = (count: number): string | null => (count >= COMPARE_MAX ? compareMessages.compareMaximum : null);
