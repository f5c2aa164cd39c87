import { describe, expect, it } from 'vitest';
import { dateInputMessage, validateDateInput } from './date.js';

describe('validateDateInput', () => {
  it("says 'Required' for an empty required date only", () => {
    expect(validateDateInput('', true)).toBe('Required');
    expect(validateDateInput('  ')).toBeUndefined();
  });
  it("says 'Invalid Date' for unreadable text and for a day the month lacks", () => {
    expect(validateDateInput('1/3/25')).toBe('Invalid Date');
    expect(validateDateInput('31/04/2026', true)).toBe('Invalid Date');
    expect(dateInputMessage('cleared')).toBe('Invalid Date');
  });
  it('accepts a real date', () => {
    expect(validateDateInput('29/02/2024', true)).toBeUndefined();
    expect(dateInputMessage(new Date(), true)).toBeUndefined();
  });
});
