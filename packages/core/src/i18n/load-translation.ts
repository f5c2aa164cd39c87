import { addAreaWords, addTranslation, areasToLoad } from './catalogue.js';
import { setIcuFormatter } from './format-message.js';
import type { Locale } from './locales.js';
import { loadMonthNames } from './load-month-names.js';
import { TRANSLATIONS } from './translations/index.js';
import type { AreaLoaders } from './types.js';

type Translated = Exclude<Locale, 'en'>;

/** Each locale's area loaders when a page loads its words area by area (`loadWordsByArea`), else null. */
export type AreaTranslations = Readonly<Record<Translated, () => Promise<AreaLoaders>>>;

const loading = new Map<string, Promise<void>>();

/** One area's words of a locale, loaded once however many ask (an area without a file loads as none). */
function loadArea(locale: Translated, area: string, loaders: AreaLoaders): Promise<void> {
  const key = `${locale}/${area}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = (loaders as Readonly<Record<string, AreaLoaders[keyof AreaLoaders] | undefined>>)[area];
    promise = (load ? load().then((module) => module.default) : Promise.resolve({})).then((words) => addAreaWords(locale, area, words));
    promise.catch(() => loading.delete(key)); // a chunk that failed to arrive is asked for again next time
    loading.set(key, promise);
  }
  return promise;
}

/** The words of every area defined so far; areas defined while these arrive load too. */
async function loadAreas(locale: Translated, byArea: AreaTranslations): Promise<void> {
  const loaders = await byArea[locale]();
  for (let missing = areasToLoad(locale); missing.length > 0; missing = areasToLoad(locale)) {
    await Promise.all(missing.map((area) => loadArea(locale, area, loaders)));
  }
}

/**
 * Loads a translated locale: the ICU formatter, its month names and its words — the whole locale (one
 * chunk), or with `byArea` the areas the page has defined. A chunk of its own that `loadLocale` imports
 * only for a language other than English, so an English page carries neither this nor the loaders.
 */
export async function loadTranslation(locale: Translated, byArea: AreaTranslations | null): Promise<void> {
  const words = byArea ? loadAreas(locale, byArea) : TRANSLATIONS[locale]().then((whole) => addTranslation(locale, whole));
  const [icu] = await Promise.all([import('./icu.js'), loadMonthNames(locale), words]);
  setIcuFormatter(icu.icuFormat);
}
