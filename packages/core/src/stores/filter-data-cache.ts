import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from '../i18n/locales.js';
import { $locale } from '../i18n/store.js';

/*
 * Filter data (the lookups of a filter panel), cached in localStorage (discovery §9): each area's
 * lists are kept a day under a shape version, and loaded once however many widgets ask. Kept per
 * language, as the server words them in the reader's (English under the area's own key).
 */

/** Filter data older than this is fetched again. */
export const FILTER_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const FILTER_DATA_KEY = 'studyatlas.filterData.';

interface StoredFilterData {
  version: number;
  savedAt: number;
  data: unknown;
}

/** The storage the filter data is kept in: localStorage in a browser, nothing elsewhere. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (third-party iframe, privacy mode)
  }
}

const pending = new Map<string, Promise<unknown>>();

/** The stored key of an area's lists in a language: 'studyatlas.filterData.courses', '….courses@es'. */
const keyOf = (area: string, locale: string) => FILTER_DATA_KEY + area + (locale === DEFAULT_LOCALE ? '' : `@${locale}`);

/**
 * An area's filter data: from localStorage when saved by this `version` less than a day ago,
 * otherwise loaded (once, however many widgets ask at the same time) and saved.
 */
export function cachedFilterData<T>(
  area: string,
  version: number,
  load: () => Promise<T>,
  { storage = browserStorage(), now = Date.now(), locale = $locale.get() }: { storage?: KeyValueStorage | null; now?: number; locale?: string } = {},
): Promise<T> {
  const key = keyOf(area, locale);
  try {
    const stored = JSON.parse(storage?.getItem(key) ?? 'null') as StoredFilterData | null;
    if (stored && stored.version === version && now - stored.savedAt < FILTER_DATA_MAX_AGE_MS) return Promise.resolve(stored.data as T);
  } catch {
    // unreadable: load again
  }
  const inFlight = pending.get(key);
  if (inFlight) return inFlight as Promise<T>;
  const loading = load()
    .then((data) => {
      try {
        storage?.setItem(key, JSON.stringify({ version, savedAt: now, data } satisfies StoredFilterData));
      } catch {
        // quota or blocked storage: the data still serves this call
      }
      return data;
    })
    .finally(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

/** Drops an area's cached filter data, in every language. */
export function forgetFilterData(area: string, storage: KeyValueStorage | null = browserStorage()): void {
  for (const locale of [...LOCALES, PSEUDO_LOCALE]) storage?.removeItem(keyOf(area, locale));
}
