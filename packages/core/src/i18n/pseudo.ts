/**
 * The pseudo-locale `en-XA`: every word accented and 40 % longer, placeholders kept, so a screen in it
 * shows at a glance what is not from the catalogue (plain English) and what does not fit.
 */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!]),
);

const cache = new Map<string, string>();

/** The letters accented, nothing added (a month name inside a date: '05-Ṁàŕ-2026'). */
export const accentLetters = (text: string): string => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

export function pseudoTranslate(english: string): string {
  let pseudo = cache.get(english);
  if (pseudo !== undefined) return pseudo;
  // `{name}` placeholders (and ICU arguments) stay as they are; only the words around them change.
  const parts = english.split(/(\{[^{}]*\})/);
  const accented = parts.map((part) => (part.startsWith('{') ? part : accentLetters(part))).join('');
  const letters = english.replace(/\{[^{}]*\}/g, '').length;
  pseudo = `[${accented}${letters ? ` ${'·'.repeat(Math.ceil(letters * 0.4))}` : ''}]`;
  cache.set(english, pseudo);
  return pseudo;
}
