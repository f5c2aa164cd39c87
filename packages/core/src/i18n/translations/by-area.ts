import type { Locale } from '../locales.js';
import type { AreaLoaders } from '../types.js';

/** Each locale's words area by area, each area a chunk of its own (see ../by-area.ts). */
export const AREA_TRANSLATIONS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<AreaLoaders>>> = {
  es: () => import('./es-by-area.js').then((m) => m.default),
  fr: () => import('./fr-by-area.js').then((m) => m.default),
  de: () => import('./de-by-area.js').then((m) => m.default),
  'zh-CN': () => import('./zh-CN-by-area.js').then((m) => m.default),
  hi: () => import('./hi-by-area.js').then((m) => m.default),
  vi: () => import('./vi-by-area.js').then((m) => m.default),
  id: () => import('./id-by-area.js').then((m) => m.default),
  ar: () => import('./ar-by-area.js').then((m) => m.default),
};
