import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, COMPARE_MIN, validateCompareAdd, validateCompareCount } from './compare.js';

describe('compare rules', () => {
  it('needs more than one course', () => {
    expect(validateCompareCount(0)).toBe('Please select more than one course.');
    expect(validateCompareCount(1)).toBe('Please select more than one course.');
    expect(validateCompareCount(COMPARE_MIN)).toBeNull();
  });

  it('allows at most 10 courses', () => {
    expect(validateCompareCount(COMPARE_MAX)).toBeNull();
    expect(validateCompareCount(11)).toBe('You can select a maximum of 10 courses to compare.');
    expect(validateCompareAdd(9)).toBeNull();
    expect(validateCompareAdd(10)).toBe('You can select a maximum of 10 courses to compare.');
  });
});
