import { currentLocale } from '../i18n/catalogue.js';
import { PSEUDO_LOCALE } from '../i18n/locales.js';
import { monthNamesOf } from '../i18n/month-names.js';
import { accentLetters } from '../i18n/pseudo.js';

/** How dates are shown (specification §9): 05-Mar-2026; in another locale its own month abbreviation (05-März-2026). */
export const DISPLAY_DATE_FORMAT = 'dd-MMM-yyyy';
/** How dates travel to and from the API (specification §9): 2026-03-05. */
export const API_DATE_FORMAT = 'yyyy-MM-dd';
/** Weeks start on Monday (member specification §9): 0 Sunday … 6 Saturday. */
export const WEEK_STARTS_ON = 1 as const;
/** A typed date needs at least this many characters (discovery specification §5). */
export const MIN_DATE_INPUT_LENGTH = 8;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const FULL_MONTHS = [
  'january', 'february', 'march', 'april', 'may', 'june',
  'july', 'august', 'september', 'october', 'november', 'december',
] as const;

const SEPARATOR = String.raw`\s*[/.\- ]\s*`;
const NUMERIC = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}(\d{1,2})${SEPARATOR}(\d{4})$`);
const NAMED = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}([a-z]+)${SEPARATOR}(\d{4})$`, 'i');

/**
 * What a typed date means:
 * - a `Date` (local midnight) when it is a real calendar day;
 * - `null` when nothing was typed;
 * - `'invalid'` when it is not a date in an accepted shape (too short, unknown month, day 0…);
 * - `'cleared'` when the shape is right but the day is above the days in that month
 *   (31/04/2025, 29/02/2025): the specification clears the field in that case.
 */
export type DateInputResult = Date | null | 'invalid' | 'cleared';

/**
 * Reads what a user typed into a date field. Accepted, with `/`, `-`, `.` or space between the parts:
 * day/month/year (`29/02/2024`, `1/3/2025`, `05.03.2026`) and day-month name-year (`05-Mar-2026`,
 * `5 mar 2026`, `5 March 2026`). The year has four digits; at least 8 characters in all.
 */
export function parseDateInput(text: string | null | undefined): DateInputResult {
  const input = (text ?? '').trim();
  if (input === '') return null;
  if (input.length < MIN_DATE_INPUT_LENGTH) return 'invalid';

  let day: number;
  let month: number;
  let year: number;
  const numeric = NUMERIC.exec(input);
  const named = numeric ? null : NAMED.exec(input);
  if (numeric) {
    [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  } else if (named && monthFromName(named[2]!) > 0) {
    month = monthFromName(named[2]!);
    [day, year] = [Number(named[1]), Number(named[3])];
  } else {
    const local = withLocalMonth(input);
    if (!local) return 'invalid';
    [day, month, year] = local;
  }

  if (month < 1 || month > 12 || day < 1 || year < 1000) return 'invalid';
  if (day > daysInMonth(year, month)) return 'cleared';
  return new Date(year, month - 1, day);
}

/** 28–31: the days of a month (1–12) of a year, leap years included. */
export const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate();

/** 1–12 for a three-letter or full English month name, any case; 0 when unknown. */
function monthFromName(name: string): number {
  const lower = name.toLowerCase();
  const index = lower.length === 3 ? MONTHS.indexOf(lower as never) : FULL_MONTHS.indexOf(lower as never);
  return index + 1;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * [day, month 1–12, year] of a date typed (or shown) with the current locale's month name, abbreviated
 * or full, its final dot optional ('05-März-2026', '5 janv 2026', '05-thg 3-2026'); null otherwise.
 */
function withLocalMonth(input: string): [number, number, number] | null {
  const locale = currentLocale();
  const names =
    locale === PSEUDO_LOCALE
      ? { abbreviated: MONTH_ABBREVIATIONS.map(accentLetters), wide: FULL_MONTHS.map((name) => accentLetters(name[0]!.toUpperCase() + name.slice(1))) }
      : monthNamesOf(locale);
  if (!names) return null;
  for (let month = 0; month < 12; month++) {
    for (const name of new Set([names.abbreviated[month]!, names.wide[month]!].flatMap((n) => [n, n.replace(/\.$/, '')]))) {
      const match = new RegExp(String.raw`^(\d{1,2})${SEPARATOR}${escaped(name)}${SEPARATOR}(\d{4})$`, 'iu').exec(input);
      if (match) return [Number(match[1]), month + 1, Number(match[2])];
    }
  }
  return null;
}

/**
 * A `Date`, or an API date (`yyyy-MM-dd`, read as a local calendar day) or ISO timestamp, as a `Date`;
 * `null` when empty or not a real date.
 */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseApiDate(value) : value;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

const API_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** `yyyy-MM-dd` as that local calendar day; an ISO-8601 timestamp as its instant; else null. */
function parseApiDate(value: string): Date | null {
  const day = API_DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
    return new Date(year, month - 1, date);
  }
  return ISO_TIMESTAMP.test(value) ? new Date(value) : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A month's abbreviation (0 = January) in the current locale: English, accented in the pseudo-locale, else the locale's own once loaded. */
function monthAbbreviation(month: number): string {
  const english = MONTH_ABBREVIATIONS[month]!;
  const locale = currentLocale();
  if (locale === 'en') return english;
  if (locale === PSEUDO_LOCALE) return accentLetters(english);
  return monthNamesOf(locale)?.abbreviated[month] ?? english;
}

/** `05-Mar-2026` (day, the locale's month abbreviation, year); an empty string for an empty or impossible value. */
export function formatDisplayDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getDate())}-${monthAbbreviation(date.getMonth())}-${pad(date.getFullYear(), 4)}` : '';
}

/** `2026-03-05`; an empty string for an empty or impossible value. */
export function toApiDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}
