import type { Random } from '../prng.js';
import type { DemoCity } from './types.js';
import { STREET_KINDS, STREETS } from './words.js';

/** Replaces {key} placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Lower-case ASCII words joined by '-' (accents dropped): "Köln Campus" → "koln-campus". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `min`–`max` distinct sentences from the pool, in the pool's order, placeholders filled. */
export function paragraph(
  random: Random,
  pool: readonly string[],
  min: number,
  max: number,
  values: Readonly<Record<string, string | number>>,
): string {
  const chosen = new Set(random.sample(pool.map((_, i) => i), random.int(min, max)));
  return pool
    .filter((_, i) => chosen.has(i))
    .map((sentence) => fill(sentence, values))
    .join(' ');
}

/** A coordinate moved by up to ±amount degrees, rounded to 6 decimals (about 10 cm). */
export const jitter = (random: Random, value: number, amount: number): number =>
  Math.round((value + (random.float() * 2 - 1) * amount) * 1e6) / 1e6;

export function phone(random: Random, city: DemoCity): string {
  const digits = Array.from({ length: 8 }, () => random.int(0, 9)).join('');
  return `+${city.phoneCode.replace(/^\+/, '')} ${random.int(2, 9)} ${digits.slice(0, 4)} ${digits.slice(4)}`;
}

export const streetAddress = (random: Random): string =>
  `${random.int(1, 480)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}`;

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
const letter = (random: Random) => LETTERS[random.int(0, LETTERS.length - 1)]!;

/** A postcode in the country's usual shape (not a real one). */
export function postcode(random: Random, iso2: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  switch (iso2) {
    case 'GB':
      return `${letter(random)}${letter(random)}${random.int(1, 20)} ${random.int(1, 9)}${letter(random)}${letter(random)}`;
    case 'CA':
      return `${letter(random)}${random.int(0, 9)}${letter(random)} ${random.int(0, 9)}${letter(random)}${random.int(0, 9)}`;
    case 'NL':
      return `${random.int(1000, 9999)} ${letter(random)}${letter(random)}`;
    case 'IE':
      return `${letter(random)}${digits(2)} ${letter(random)}${digits(3)}`;
    case 'US':
    case 'DE':
    case 'FR':
      return `${random.int(1, 9)}${digits(4)}`;
    case 'IN':
    case 'CN':
      return `${random.int(1, 9)}${digits(5)}`;
    default:
      return `${random.int(1, 9)}${digits(3)}`;
  }
}
