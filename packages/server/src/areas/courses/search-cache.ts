import type { ParsedCourseFilter } from './search.js';
import { filterWords } from './search.js';

/**
 * Cached course search answers: exact totals per filter and whole pages per filter and window,
 * keyed by the normalised filter (its words and the filter fields that change the answer; fields
 * without effect such as currentPage, seemore or IsCourseLocOrName are left out) and tagged with the
 * search index version they were read at (db/search/version.ts). An entry is used only while the
 * version is unchanged and it is younger than `ttlMs` — the age limit bounds what direct edits of
 * display fields outside refreshCourseSearch (an institution renamed in SQL) can leave stale.
 * Least recently used entries go first once `max` is reached.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, { version: number; at: number; value: V }>();

  constructor(
    private readonly max = 2_000,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version || this.now() - entry.at > this.ttlMs) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { version, at: this.now(), value });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The key of a filter's whole result (total and order): what changes the answer, normalised. */
export function filterKey(f: ParsedCourseFilter, intakeFrom: string): string {
  return JSON.stringify([
    filterWords(f),
    f.country_fk ?? 0,
    f.state_fk ?? 0,
    f.city_fk ?? 0,
    f.campus_fk ?? 0,
    f.legal_fk ?? 0,
    f.scholLegalFk ?? 0,
    f.majorFk ?? 0,
    f.minorFk ?? 0,
    f.Award_fk ?? 0,
    f.AwardG_fk ?? 0,
    f.scholFk ?? 0,
    f.studyModeFk ?? 0,
    f.intakeDate ?? '',
    f.SortParm === 'L' ? 'L' : 'N',
    intakeFrom,
  ]);
}
