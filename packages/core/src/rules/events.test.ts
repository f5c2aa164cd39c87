import { describe, expect, it } from 'vitest';
import { eventSearchRange, isApiDate, validateEventFilter, validateEventRows } from './events.js';

const TODAY = '2026-03-02';
const AU = { country_fk: 14 };

describe('validateEventFilter (discovery §5)', () => {
  it("'Event country is required.' without a country (0, '', null count as none)", () => {
    for (const country_fk of [undefined, null, '', 0, '0', ' ']) {
      expect(validateEventFilter({ country_fk }, TODAY)).toEqual({ country_fk: 'Event country is required.' });
    }
    expect(validateEventFilter({ country_fk: '14' }, TODAY)).toEqual({});
  });

  it('no date range is fine (searched from today); a to date alone needs the from date', () => {
    expect(validateEventFilter({ ...AU, date_from: '', date_to: '' }, TODAY)).toEqual({});
    expect(validateEventFilter({ ...AU, date_to: '2026-04-01' }, TODAY)).toEqual({ date_from: 'From Date is required.' });
  });

  it("the from date: 'Invalid Date' when no real date, not before today", () => {
    expect(validateEventFilter({ ...AU, date_from: '2026-02-29' }, TODAY)).toEqual({ date_from: 'Invalid Date' });
    expect(validateEventFilter({ ...AU, date_from: '02/03/2026' }, TODAY)).toEqual({ date_from: 'Invalid Date' });
    expect(validateEventFilter({ ...AU, date_from: '2026-03-01' }, TODAY)).toEqual({ date_from: 'From Date should be greater than or equal to current date.' });
    expect(validateEventFilter({ ...AU, date_from: TODAY }, TODAY)).toEqual({});
  });

  it("the to date: 'Invalid Date', and not before the from date", () => {
    expect(validateEventFilter({ ...AU, date_from: TODAY, date_to: '2026-13-01' }, TODAY)).toEqual({ date_to: 'Invalid Date' });
    expect(validateEventFilter({ ...AU, date_from: '2026-03-10', date_to: '2026-03-09' }, TODAY)).toEqual({ date_to: 'Date To can not be smaller than Date From.' });
    expect(validateEventFilter({ ...AU, date_from: '2026-03-10', date_to: '2026-03-10' }, TODAY)).toEqual({});
    // An unreadable from date gives its own message only.
    expect(validateEventFilter({ ...AU, date_from: 'x', date_to: '2026-03-09' }, TODAY)).toEqual({ date_from: 'Invalid Date' });
  });
});

describe('eventSearchRange', () => {
  it('starts today when no date range is given (discovery §4)', () => {
    expect(eventSearchRange({}, TODAY)).toEqual({ from: TODAY, to: null });
    expect(eventSearchRange({ date_from: '2026-04-01', date_to: '2026-04-30' }, TODAY)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });
});

describe('isApiDate and validateEventRows', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isApiDate('2024-02-29')).toBe(true);
    expect(isApiDate('2025-02-29')).toBe(false);
    expect(isApiDate('2025-2-1')).toBe(false);
  });
  it('allows up to 100 rows at a time', () => {
    expect(validateEventRows(0, 100)).toEqual({});
    expect(validateEventRows(0, 101).rowFrom).toMatch(/at most 100/);
    expect(validateEventRows(3, 2).rowFrom).toBeDefined();
  });
});
