import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from './locales.js';

/**
 * The month names of each locale (issue 28): dates show as dd-MMM-yyyy (member §9) in every locale,
 * the month in the locale's own abbreviation ('05-März-2026', '05-janv.-2026', '05-3月-2026'). The
 * names come from date-fns's locale data — what `format(date, 'dd-MMM-yyyy', { locale })` writes —
 * one small chunk per locale, loaded with its translation (`loadLocale`); English needs none.
 */
export interface MonthNames {
  /** January first: the abbreviation a date shows. */
  readonly abbreviated: readonly string[];
  /** January first: the full names (typed dates may use them). */
  readonly wide: readonly string[];
}

const DATE_LOCALES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<DateFnsLocale>>> = {
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  hi: () => import('date-fns/locale/hi').then((m) => m.hi),
  vi: () => import('date-fns/locale/vi').then((m) => m.vi),
  id: () => import('date-fns/locale/id').then((m) => m.id),
  // 'ar' (not 'ar-SA', whose abbreviations are the names cut with a tatweel: 'ينا', 'يونـ').
  ar: () => import('date-fns/locale/ar').then((m) => m.ar),
};

const loaded = new Map<string, MonthNames>();

/** The month names of a loaded locale (undefined for English, the pseudo-locale and a locale not loaded). */
export const monthNamesOf = (locale: string): MonthNames | undefined => loaded.get(locale);

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Loads a locale's month names (formatting context: the form a day-month-year date uses). */
export async function loadMonthNames(locale: Exclude<Locale, 'en'>): Promise<void> {
  if (loaded.has(locale)) return;
  const { localize } = await DATE_LOCALES[locale]();
  const names = (width: 'abbreviated' | 'wide') => MONTHS.map((month) => localize.month(month as never, { width, context: 'formatting' }));
  loaded.set(locale, { abbreviated: names('abbreviated'), wide: names('wide') });
}
