import { DEFAULT_LOCALE, formatDisplayDate, PSEUDO_LOCALE, toDate } from '@studyatlas/core';
import { activeLocale } from './locale.js';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as a reader of the current locale writes it (mails, the PDF): English keeps the
 * specification's dd-MMM-yyyy ('05-Mar-2026'); another language gets Intl's own medium date in it
 * ('5 mar 2026', '5. März 2026', '2026年3月5日'). An empty or impossible value gives ''.
 */
export function localDate(value: Date | string | null | undefined): string {
  const locale = activeLocale();
  if (locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE) return formatDisplayDate(value);
  const date = toDate(value);
  if (!date) return '';
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })));
  return format.format(date);
}
