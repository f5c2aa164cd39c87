import { setAreaTranslations } from './store.js';
import { AREA_TRANSLATIONS } from './translations/by-area.js';

/**
 * From now on the page loads a locale's words area by area (each area a chunk of its own), those of
 * the areas its code has defined: the script-tag bundle's choice, where a partner page shows one or two
 * widgets. A page that shows most areas (the portal, a React app) keeps the default, each locale whole
 * in one chunk. Lazy chunks then await `loadPageWords()` before their screens render.
 */
export function loadWordsByArea(): void {
  setAreaTranslations(AREA_TRANSLATIONS);
}
