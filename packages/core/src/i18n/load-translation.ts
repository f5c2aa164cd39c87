import { addTranslation } from './catalogue.js';
import { setIcuFormatter } from './format-message.js';
import type { Locale } from './locales.js';
import { loadMonthNames } from './load-month-names.js';
import { TRANSLATIONS } from './translations/index.js';

/**
 * Loads a translated locale: its words, its month names and the ICU formatter, in parallel. A chunk of
 * its own that `loadLocale` imports only for a language other than English, so an English page carries
 * neither the locales' loaders nor this.
 */
export async function loadTranslation(locale: Exclude<Locale, 'en'>): Promise<void> {
  const [words, icu] = await Promise.all([TRANSLATIONS[locale](), import('./icu.js'), loadMonthNames(locale)]);
  setIcuFormatter(icu.icuFormat);
  addTranslation(locale, words);
}
