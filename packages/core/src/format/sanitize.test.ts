import { describe, expect, it } from 'vitest';
import { digitsOnly, lettersOnly } from './sanitize.js';

describe('digitsOnly', () => {
  it('keeps 0-9 only', () => {
    expect(digitsOnly('+61 (0)412-345 678')).toBe('610412345678');
    expect(digitsOnly('١٢٣ abc')).toBe('');
    expect(digitsOnly('')).toBe('');
  });
});

describe('lettersOnly', () => {
  it('keeps letters of any script, spaces, apostrophes and hyphens', () => {
    expect(lettersOnly("Anne-Marie O'Neil")).toBe("Anne-Marie O'Neil");
    expect(lettersOnly('José Müller-Łukasz')).toBe('José Müller-Łukasz');
    expect(lettersOnly('D’Arcy')).toBe('D’Arcy');
    expect(lettersOnly('山田 太郎')).toBe('山田 太郎');
    expect(lettersOnly('Jose\u0301')).toBe('Jose\u0301');
  });
  it('drops digits, punctuation, symbols, emoji, tabs and line breaks', () => {
    expect(lettersOnly('R2-D2!')).toBe('R-D');
    expect(lettersOnly('Ana😀\t\nSilva.')).toBe('AnaSilva');
    expect(lettersOnly('a_b@c#d$')).toBe('abcd');
  });
});
