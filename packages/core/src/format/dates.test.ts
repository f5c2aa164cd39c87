import { describe, expect, it } from 'vitest';
import { WEEK_STARTS_ON, daysInMonth, formatDisplayDate, parseDateInput, toApiDate, toDate } from './dates.js';

const ymd = (result: ReturnType<typeof parseDateInput>) =>
  result instanceof Date ? toApiDate(result) : result;

describe('formatDisplayDate', () => {
  it('shows dd-MMM-yyyy for a Date, an API date and a timestamp', () => {
    expect(formatDisplayDate(new Date(2026, 2, 5))).toBe('05-Mar-2026');
    expect(formatDisplayDate('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDisplayDate('2024-12-31T10:00:00')).toBe('31-Dec-2024');
  });
  it('reads an API date as that calendar day, not as UTC midnight', () => {
    expect(formatDisplayDate('2025-01-01')).toBe('01-Jan-2025');
  });
  it('gives an empty string for empty or impossible values', () => {
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('2026-02-30')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
});

describe('toApiDate and toDate', () => {
  it('sends yyyy-MM-dd', () => {
    expect(toApiDate(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(toApiDate('2026-03-05')).toBe('2026-03-05');
    expect(toApiDate('')).toBe('');
    expect(toApiDate('2025-13-01')).toBe('');
  });
  it('reads an API date as local midnight', () => {
    const date = toDate('2024-02-29')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
    expect(toDate(null)).toBeNull();
  });
});

describe('parseDateInput', () => {
  it('accepts day/month/year with any of the separators', () => {
    expect(ymd(parseDateInput('29/02/2024'))).toBe('2024-02-29');
    expect(ymd(parseDateInput('1/3/2025'))).toBe('2025-03-01');
    expect(ymd(parseDateInput('05-03-2026'))).toBe('2026-03-05');
    expect(ymd(parseDateInput('05.03.2026'))).toBe('2026-03-05');
    expect(ymd(parseDateInput('05 03 2026'))).toBe('2026-03-05');
    expect(ymd(parseDateInput('  5 / 3 / 2026 '))).toBe('2026-03-05');
  });
  it('accepts day-Mon-year in any case, and full month names', () => {
    expect(ymd(parseDateInput('05-Mar-2026'))).toBe('2026-03-05');
    expect(ymd(parseDateInput('5 mar 2026'))).toBe('2026-03-05');
    expect(ymd(parseDateInput('5/DEC/2026'))).toBe('2026-12-05');
    expect(ymd(parseDateInput('5 September 2026'))).toBe('2026-09-05');
  });
  it('gives local midnight', () => {
    const date = parseDateInput('05-Mar-2026') as Date;
    expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
  });
  it('is null when nothing was typed', () => {
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('   ')).toBeNull();
    expect(parseDateInput(null)).toBeNull();
  });
  it('needs at least 8 characters', () => {
    expect(parseDateInput('1/3/202')).toBe('invalid');
    expect(parseDateInput('1/3/25')).toBe('invalid');
    expect(ymd(parseDateInput('1/3/2025'))).toBe('2025-03-01');
  });
  it('rejects other shapes, months and day 0 as invalid', () => {
    for (const text of ['2026-03-05', '05/13/2026', '00/03/2026', '05-Foo-2026', '05-Sept-2026', '05/03/0999', 'yesterday', '05/03/2026x', '05//03/2026']) {
      expect(parseDateInput(text), text).toBe('invalid');
    }
  });
  it('clears a day above the days in the month, leap years included', () => {
    expect(parseDateInput('29/02/2025')).toBe('cleared');
    expect(ymd(parseDateInput('29/02/2024'))).toBe('2024-02-29');
    expect(parseDateInput('29/02/1900')).toBe('cleared');
    expect(ymd(parseDateInput('29/02/2000'))).toBe('2000-02-29');
    expect(parseDateInput('31-Apr-2026')).toBe('cleared');
    expect(parseDateInput('32/01/2026')).toBe('cleared');
    expect(ymd(parseDateInput('31/12/2026'))).toBe('2026-12-31');
  });
});

describe('WEEK_STARTS_ON', () => {
  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(new Date(2026, 2, 2).getDay()); // 2 March 2026 is a Monday
  });
});

describe('toDate', () => {
  it('reads an API day as that local calendar day', () => {
    const date = toDate('2024-02-29')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2024, 1, 29, 0]);
  });
  it('is null for impossible days, other shapes and empty values', () => {
    for (const text of ['2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-3-5', '05-03-2026', 'soon', '']) {
      expect(toDate(text), text).toBeNull();
    }
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
  it('reads ISO timestamps as their instant', () => {
    expect(toDate('2026-03-05T10:20:30.000Z')!.toISOString()).toBe('2026-03-05T10:20:30.000Z');
    expect(toDate('2026-03-05T23:30:00+02:00')!.toISOString()).toBe('2026-03-05T21:30:00.000Z');
  });
});

describe('daysInMonth', () => {
  it('knows leap years', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2025, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2026, 12)]).toEqual([29, 28, 28, 29, 31]);
  });
});
