import type { Locale as DateFnsLocale } from 'date-fns';
import type { Locale } from './locales.js';
import { monthNamesOf, setMonthNames } from './month-names.js';

/** Each locale's date-fns data, a small chunk of its own (loaded with the locale's translation). */
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

const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Loads a locale's month names (formatting context: the form a day-month-year date uses). */
export async function loadMonthNames(locale: Exclude<Locale, 'en'>): Promise<void> {
  if (monthNamesOf(locale)) return;
  const { localize } = await DATE_LOCALES[locale]();
  const names = (width: 'abbreviated' | 'wide') => MONTHS.map((month) => localize.month(month as never, { width, context: 'formatting' }));
  setMonthNames(locale, { abbreviated: names('abbreviated'), wide: names('wide') });
}
