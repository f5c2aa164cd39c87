/**
 * The languages StudyAtlas speaks (issue 28). English is the source: the specification's wording,
 * exact. Every other locale translates the whole catalogue; `en-XA` is the pseudo-locale (accented,
 * longer) that finds hard-coded English and clipped text.
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'zh-CN', 'hi', 'vi', 'id', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';
export const PSEUDO_LOCALE = 'en-XA';

/** Each language by its own name (the language switch shows these in every locale). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'zh-CN': '简体中文',
  hi: 'हिन्दी',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
};

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar']);

/** 'rtl' for a language written right to left. */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

/** A supported locale for one language tag ('es-MX' → 'es', 'zh', 'zh-Hans' or 'zh-SG' → 'zh-CN'), or null. */
export function matchLocale(tag: string | null | undefined): AnyLocale | null {
  const wanted = (tag ?? '').trim().toLowerCase().replace(/_/g, '-');
  if (!wanted) return null;
  if (wanted === PSEUDO_LOCALE.toLowerCase()) return PSEUDO_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  if (language === 'zh') return /-(hant|tw|hk|mo)\b/.test(wanted) ? null : 'zh-CN';
  if (language === 'in') return 'id'; // the old code some systems still send
  return LOCALES.find((locale) => locale === language) ?? null;
}

/** The first of `candidates` (most wanted first) that StudyAtlas speaks, else English. */
export function negotiateLocale(candidates: ReadonlyArray<string | null | undefined>): AnyLocale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The language tags of an Accept-Language header, most wanted first ('fr-CH, fr;q=0.9, en;q=0.8'). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
