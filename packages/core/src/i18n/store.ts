import { atom } from 'nanostores';
import { areasToLoad, setLocaleResolver, setPseudoTranslator } from './catalogue.js';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type AnyLocale, type Locale } from './locales.js';
import type { AreaTranslations } from './load-translation.js';

/** The page's language (a browser page has one: every widget on it speaks it). */
export const $locale = atom<AnyLocale>(DEFAULT_LOCALE);
setLocaleResolver(() => $locale.get());

let byArea: AreaTranslations | null = null;

/**
 * Loads a locale's words area by area from now on (`loadWordsByArea`, by-area.ts), or whole again (null).
 */
export function setAreaTranslations(areas: AreaTranslations | null): void {
  byArea = areas;
}

/** Locales loaded whole, and locales whose formatter and month names are here for loading by area. */
const loadedWhole = new Set<string>();
const preparedByArea = new Set<string>();

/**
 * Loads a locale's words, its month names and the ICU formatter; English needs nothing, the
 * pseudo-locale its translator. Its words come whole, or area by area (`loadWordsByArea`): the areas the
 * page's code has defined so far. What loads them is a chunk too (load-translation.ts): English pages
 * never fetch it.
 */
export async function loadLocale(locale: AnyLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  if (locale === PSEUDO_LOCALE) return loadPseudoLocale();
  const areas = byArea;
  if (areas ? preparedByArea.has(locale) && areasToLoad(locale).length === 0 : loadedWhole.has(locale)) return;
  const { loadTranslation } = await import('./load-translation.js');
  await loadTranslation(locale as Exclude<Locale, 'en'>, areas);
  (areas ? preparedByArea : loadedWhole).add(locale);
}

let pseudoLoaded = false;

/** The pseudo-locale (`en-XA`, the checks' language) is computed from the English by a chunk of its own: no real page loads it. */
async function loadPseudoLocale(): Promise<void> {
  if (pseudoLoaded) return;
  const { pseudoTranslate } = await import('./pseudo.js');
  setPseudoTranslator(pseudoTranslate);
  pseudoLoaded = true;
}

/**
 * The page's words for the areas defined so far, in its language: what a lazy chunk awaits once it has
 * arrived (its screens define their areas as it does), so a screen never shows half a language. Nothing
 * to wait for when words load whole; never rejects (an area that cannot load shows its English).
 */
export const loadPageWords = (): Promise<void> => loadLocale($locale.get()).catch(() => undefined);

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
