import { persistentAtom } from '@nanostores/persistent';
import { COMPARE_MAX, validateCompareAdd, validateCompareCount } from '../rules/compare.js';
import { $locale } from '../i18n/store.js';
import { DEFAULT_LOCALE } from '../i18n/locales.js';

/** A course intake picked for comparison: the ids of /coudetail/:courseId/:campusId/:intakeId and its name. */
export interface CompareEntry {
  courseId: number;
  campusId: number;
  intakeId: number;
  /** The course name, shown before its detail is loaded (the tray, the messages). */
  name: string;
  institutionName?: string;
  /** The page's language when the course was picked, that `name` is in (none: English, a selection stored before issue 28). */
  locale?: string;
}

export type CompareRef = Pick<CompareEntry, 'courseId' | 'campusId' | 'intakeId'>;

/** One entry per course intake at a campus. */
export const compareKey = ({ courseId, campusId, intakeId }: CompareRef): string => `${courseId}:${campusId}:${intakeId}`;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function isEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    isId(entry.courseId) &&
    entry.courseId > 0 &&
    isId(entry.campusId) &&
    isId(entry.intakeId) &&
    typeof entry.name === 'string' &&
    (entry.institutionName === undefined || typeof entry.institutionName === 'string') &&
    (entry.locale === undefined || typeof entry.locale === 'string')
  );
}

/** What localStorage held, kept only as far as it is a valid selection (another version, hand edits). */
export function decodeCompare(encoded: string): CompareEntry[] {
  try {
    const value: unknown = JSON.parse(encoded);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const entries: CompareEntry[] = [];
    for (const item of value) {
      if (!isEntry(item) || seen.has(compareKey(item)) || entries.length >= COMPARE_MAX) continue;
      seen.add(compareKey(item));
      entries.push(item);
    }
    return entries;
  } catch {
    return [];
  }
}

/**
 * The courses picked for comparison (discovery §4: 2 to 10), persisted in localStorage: every widget
 * on the page shares it live, other tabs follow it, and it survives a reload.
 */
export const $compare = /* @__PURE__ */ persistentAtom<CompareEntry[]>('studyatlas.compare', [], {
  encode: JSON.stringify,
  decode: decodeCompare,
});

// Pure transitions: selection in, selection (or the reason it cannot change) out.

export type CompareChange = { ok: true; entries: CompareEntry[] } | { ok: false; message: string; entries: CompareEntry[] };

export const inCompare = (entries: readonly CompareEntry[], ref: CompareRef): boolean =>
  entries.some((entry) => compareKey(entry) === compareKey(ref));

/** Adds an entry at the end; an 11th fails with the maximum message. Already there: unchanged. */
export function compareAdded(entries: readonly CompareEntry[], entry: CompareEntry): CompareChange {
  if (inCompare(entries, entry)) return { ok: true, entries: [...entries] };
  const message = validateCompareAdd(entries.length);
  if (message) return { ok: false, message, entries: [...entries] };
  return { ok: true, entries: [...entries, { ...entry }] };
}

export const compareRemoved = (entries: readonly CompareEntry[], ref: CompareRef): CompareEntry[] =>
  entries.filter((entry) => compareKey(entry) !== compareKey(ref));

export const compareToggled = (entries: readonly CompareEntry[], entry: CompareEntry): CompareChange =>
  inCompare(entries, entry) ? { ok: true, entries: compareRemoved(entries, entry) } : compareAdded(entries, entry);

// Store updates. Each returns null on success, else the message to show.

function apply(change: CompareChange): string | null {
  if (!change.ok) return change.message;
  $compare.set(change.entries);
  return null;
}

/** An entry as picked now: its name is in the page's language. */
const pickedNow = (entry: CompareEntry): CompareEntry => ({ ...entry, locale: $locale.get() });

/** Whether an entry's stored name is in another language than `locale` (the tray then asks for the name in `locale`). */
export const nameInOtherLanguage = (entry: CompareEntry, locale: string): boolean => (entry.locale ?? DEFAULT_LOCALE) !== locale;

export const addToCompare = (entry: CompareEntry): string | null => apply(compareAdded($compare.get(), pickedNow(entry)));

export const removeFromCompare = (ref: CompareRef): void => $compare.set(compareRemoved($compare.get(), ref));

export const toggleCompare = (entry: CompareEntry): string | null => apply(compareToggled($compare.get(), pickedNow(entry)));

export const clearCompare = (): void => $compare.set([]);

export const isInCompare = (ref: CompareRef, entries: readonly CompareEntry[] = $compare.get()): boolean => inCompare(entries, ref);

/** Whether the current selection can be compared: null, or 'Please select more than one course.' / the maximum. */
export const compareReady = (entries: readonly CompareEntry[] = $compare.get()): string | null => validateCompareCount(entries.length);
