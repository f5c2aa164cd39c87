import { describe, expect, it } from 'vitest';
import { scholarshipMessages } from '../messages.js';
import { MAX_SCHOLARSHIP_ROWS, validateScholarshipRows } from './scholarships.js';

describe('scholarship search rows', () => {
  const outOfRange = { from: 'Rows must run from 0 upwards, at most 100 at a time (from ≤ to).' };

  it('accepts a window of up to 100 rows from 0 upwards', () => {
    expect(validateScholarshipRows(0, 10)).toEqual({});
    expect(validateScholarshipRows(40, 40)).toEqual({});
    expect(validateScholarshipRows(900, 900 + MAX_SCHOLARSHIP_ROWS)).toEqual({});
  });

  it('rejects a reversed, negative, fractional or too wide window with the catalogue message', () => {
    expect(scholarshipMessages.scholarshipRowsOutOfRange).toBe('Rows must run from 0 upwards, at most {max} at a time (from ≤ to).');
    expect(validateScholarshipRows(10, 0)).toEqual(outOfRange);
    expect(validateScholarshipRows(-1, 5)).toEqual(outOfRange);
    expect(validateScholarshipRows(0.5, 5)).toEqual(outOfRange);
    expect(validateScholarshipRows(0, 101)).toEqual(outOfRange);
  });
});
