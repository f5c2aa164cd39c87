import type { Locale } from '../locales.js';
import type { Translation } from '../types.js';

/**
 * Each locale's words, a chunk of its own (a page loads the one it speaks). English is the catalogue
 * itself (../../messages/*.ts).
 */
export const TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<Translation>>> = {
  es: () => import('./es.js').then((m) => m.default),
  fr: () => import('./fr.js').then((m) => m.default),
  de: () => import('./de.js').then((m) => m.default),
  'zh-CN': () => import('./zh-CN.js').then((m) => m.default),
  hi: () => import('./hi.js').then((m) => m.default),
  vi: () => import('./vi.js').then((m) => m.default),
  id: () => import('./id.js').then((m) => m.default),
  ar: () => import('./ar.js').then((m) => m.default),
};
