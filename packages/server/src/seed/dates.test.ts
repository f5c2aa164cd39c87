import { describe, expect, it } from 'vitest';
import { addDays, isDay } from './dates.js';

describe('dates', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('26-01-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
