/** Keeps the digits 0–9 only (digits-only inputs, specification §5). */
export const digitsOnly = (text: string): string => text.replace(/[^0-9]/g, '');

/**
 * Keeps what a name is made of (letters-only inputs, specification §5): letters of any script with their
 * combining marks (é, ß, ł, 日本, ग़), spaces, apostrophes (' and ’) and hyphens (- and ‐). Digits,
 * punctuation, symbols, emoji, tabs and line breaks are dropped.
 */
export const lettersOnly = (text: string): string => text.replace(/[^\p{L}\p{M} '\u2019\-\u2010]/gu, '');
