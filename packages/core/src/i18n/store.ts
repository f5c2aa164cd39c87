import { atom } from 'nanostores';
import { hasTranslation, setLocaleResolver } from './catalogue.js';
import { DEFAULT_LOCALE, type AnyLocale, type Locale } from './locales.js';

/** The page's language (a browser page has one: every widget on it speaks it). */
export const $locale = atom<AnyLocale>(DEFAULT_LOCALE);
setLocaleResolver(() => $locale.get());

/**
 * Loads a locale's words (its own chunk), its month names and the ICU formatter; English and the
 * pseudo-locale need nothing. What loads them is a chunk too (load-translation.ts): English pages never fetch it.
 */
export async function loadLocale(locale: AnyLocale): Promise<void> {
  if (hasTranslation(locale)) return;
  const { loadTranslation } = await import('./load-translation.js');
  await loadTranslation(locale as Exclude<Locale, 'en'>);
}

let latest = 0;

/**
 * Switches the page to `locale` once its words are here (screens never show half a language). When
 * switches overlap, the last one asked for wins, whichever chunk arrives first.
 */
export async function setLocale(locale: AnyLocale): Promise<void> {
  const ask = ++latest;
  await loadLocale(locale);
  if (ask === latest) $locale.set(locale);
}
