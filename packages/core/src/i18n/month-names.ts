/**
 * The month names of each locale (issue 28): dates show as dd-MMM-yyyy (member §9) in every locale,
 * the month in the locale's own abbreviation ('05-März-2026', '05-janv.-2026', '05-3月-2026'). The
 * names come from date-fns's locale data — what `format(date, 'dd-MMM-yyyy', { locale })` writes —
 * one small chunk per locale, loaded with its translation (load-month-names.ts); English needs none.
 */
export interface MonthNames {
  /** January first: the abbreviation a date shows. */
  readonly abbreviated: readonly string[];
  /** January first: the full names (typed dates may use them). */
  readonly wide: readonly string[];
}

const loaded = new Map<string, MonthNames>();

/** The month names of a loaded locale (undefined for English, the pseudo-locale and a locale not loaded). */
export const monthNamesOf = (locale: string): MonthNames | undefined => loaded.get(locale);

/** Keeps a locale's month names (load-month-names.ts reads them from date-fns's locale data). */
export function setMonthNames(locale: string, names: MonthNames): void {
  loaded.set(locale, names);
}
