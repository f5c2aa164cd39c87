import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { ar, de, es, fr, hi, id, vi, zhCN, type Locale as DateFnsLocale } from 'date-fns/locale';
import { $locale } from '../i18n/store.js';
import { loadMonthNames } from '../i18n/load-month-names.js';
import { PSEUDO_LOCALE, type Locale } from '../i18n/locales.js';
import { formatDisplayDate, parseDateInput, toApiDate } from './dates.js';
import { setLocaleResolver } from '../i18n/catalogue.js';

const DATE_FNS: Record<Exclude<Locale, 'en'>, DateFnsLocale> = { es, fr, de, 'zh-CN': zhCN, hi, vi, id, ar };

// The page's store decides the locale (another file of this worker may have installed its own resolver).
beforeEach(() => setLocaleResolver(() => $locale.get()));
afterEach(() => $locale.set('en'));

describe('dates in the current locale (issue 28)', () => {
  it.each(Object.keys(DATE_FNS) as Array<Exclude<Locale, 'en'>>)('%s: day, the locale month abbreviation, year; read back when typed', async (locale) => {
    await loadMonthNames(locale);
    $locale.set(locale);
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, 5);
      const shown = formatDisplayDate(date);
      expect(shown).toBe(format(date, 'dd-MMM-yyyy', { locale: DATE_FNS[locale] }));
      expect(toApiDate(parseDateInput(shown) as Date)).toBe(toApiDate(date));
      // The full name, and numbers, are understood too.
      expect(toApiDate(parseDateInput(format(date, 'd MMMM yyyy', { locale: DATE_FNS[locale] })) as Date)).toBe(toApiDate(date));
    }
    expect(toApiDate(parseDateInput('05/03/2026') as Date)).toBe('2026-03-05');
  });

  it('shows the German and French abbreviations as their dictionaries write them', async () => {
    await Promise.all([loadMonthNames('de'), loadMonthNames('fr')]);
    $locale.set('de');
    expect(formatDisplayDate('2026-03-05')).toBe('05-März-2026');
    $locale.set('fr');
    expect(formatDisplayDate('2026-02-05')).toBe('05-févr.-2026');
    expect(toApiDate(parseDateInput('5 fevr 2026') as Date)).toBe('');
    expect(toApiDate(parseDateInput('5 févr 2026') as Date)).toBe('2026-02-05');
  });

  it('accents the English month in the pseudo-locale, and reads it back', () => {
    $locale.set(PSEUDO_LOCALE);
    expect(formatDisplayDate('2026-03-05')).toBe('05-Ṁàŕ-2026');
    expect(toApiDate(parseDateInput('05-Ṁàŕ-2026') as Date)).toBe('2026-03-05');
  });

  it('stays English, byte for byte, in English', () => {
    expect(formatDisplayDate('2026-03-05')).toBe('05-Mar-2026');
    expect(parseDateInput('05-März-2026')).toBe('invalid');
  });
});
