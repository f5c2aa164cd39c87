import { checkCourseTranslation, inLocaleOrder, TRANSLATION_LOCALES, type CourseTranslation, type CourseTranslationValues } from '@studyatlas/core';
import { TRANSLATED_COLUMN } from './format.js';
import { checkAmount, checkCoordinate, checkCourseStatus, checkCurrency, checkDay, checkEmail, checkPhone, checkText, checkWebAddress, checkWholeNumber, type Checked, type CourseStatus } from '@studyatlas/core';

/**
 * Reads one record's fields with the checks and messages the import report shows. Values come as
 * text from CSV and as JSON values from JSON; both are accepted. Problems are collected, not thrown,
 * so a rejected row lists all of them at once.
 */
export class RowReader {
  readonly errors: string[] = [];

  constructor(private readonly values: Readonly<Record<string, unknown>>) {}

  fail(message: string): null {
    this.errors.push(message);
    return null;
  }

  /** The field holds something other than blanks. */
  has(field: string): boolean {
    const raw = this.values[field];
    return raw !== undefined && raw !== null && String(raw).trim() !== '';
  }

  /** The value read, or null after noting its problem. */
  private take<T>(checked: Checked<T>): T | null {
    return checked.problem === undefined ? checked.value : this.fail(checked.problem);
  }

  /** Trimmed text; empty → null (the checks are core's, shared with the workspace's catalogue forms). */
  text(field: string, { required = false, max = 1_000 }: { required?: boolean; max?: number } = {}): string | null {
    const raw = this.values[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      return this.fail(`${field} must be text, got ${Array.isArray(raw) ? 'a list' : 'an object'}`);
    }
    return this.take(checkText(field, raw, { required, max }));
  }

  required(field: string, max?: number): string {
    return this.text(field, { required: true, ...(max ? { max } : {}) }) ?? '';
  }

  integer(field: string, min: number, max: number): number | null {
    return this.text(field) === null ? null : this.take(checkWholeNumber(field, this.values[field], min, max));
  }

  /** A non-negative amount with up to 2 decimals; thousands separators are not accepted. */
  amount(field: string): number | null {
    return this.text(field) === null ? null : this.take(checkAmount(field, this.values[field]));
  }

  /** An ISO 4217 code, upper-cased. */
  currency(): string | null {
    return this.text('currency', { max: 3 }) === null ? null : this.take(checkCurrency(this.values.currency));
  }

  coordinate(field: string, limit: 90 | 180): number | null {
    return this.text(field) === null ? null : this.take(checkCoordinate(field, this.values[field], limit));
  }

  /** yes/no, true/false, y/n, 1/0; empty → 0. */
  flag(field: string): 0 | 1 {
    const raw = this.values[field];
    if (raw === true) return 1;
    if (raw === false) return 0;
    const value = this.text(field)?.toLowerCase();
    if (value === undefined) return 0;
    if (['yes', 'y', 'true', '1'].includes(value)) return 1;
    if (['no', 'n', 'false', '0'].includes(value)) return 0;
    this.fail(`${field} must be yes or no, got ${JSON.stringify(value)}`);
    return 0;
  }

  /** A course's status; empty → null (a new course is published, an existing one keeps its own). */
  courseStatus(): CourseStatus | null {
    return this.take(checkCourseStatus(this.values.status));
  }

  day(field: string, required = false): string | null {
    return this.text(field, { required }) === null ? null : this.take(checkDay(field, this.values[field], required));
  }

  url(field: string): string | null {
    const value = this.text(field);
    if (value === null) return null;
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
      return this.fail(`${field} must be a full address starting with http:// or https://, got ${JSON.stringify(value)}`);
    }
    return value;
  }

  email(field: string): string | null {
    return this.text(field) === null ? null : this.take(checkEmail(field, this.values[field]));
  }

  phone(field: string): string | null {
    return this.text(field) === null ? null : this.take(checkPhone(field, this.values[field]));
  }

  /** A web address; one without a scheme ("www.example.edu") is read as https:// (core rules/workspace-profile.ts). */
  webAddress(field: string): string | null {
    return this.text(field) === null ? null : this.take(checkWebAddress(field, this.values[field]));
  }

  /**
   * A course's translations: a JSON `translations` object ({ "fr": { "name": …, "description": … } })
   * and the `name.fr` / `description.fr` columns, in the locales' order. A language written in another
   * case (CSV headers are read lower-case: `name.zh-cn`) is the locale it names.
   */
  translations(): CourseTranslation[] {
    const byLocale = new Map<string, CourseTranslationValues>();
    const entry = (code: string) => {
      const locale = TRANSLATION_LOCALES.find((l) => l.toLowerCase() === code.toLowerCase()) ?? code;
      let values = byLocale.get(locale);
      if (!values) byLocale.set(locale, (values = { locale }));
      return values;
    };
    const raw = this.values.translations;
    if (raw !== undefined && raw !== null && raw !== '') {
      if (typeof raw !== 'object' || Array.isArray(raw)) this.fail('translations must be an object by language, such as {"fr": {"name": "…", "description": "…"}}');
      else {
        for (const [code, texts] of Object.entries(raw)) {
          const fields = texts !== null && typeof texts === 'object' && !Array.isArray(texts) ? Object.keys(texts) : null;
          if (!fields || fields.some((f) => f !== 'name' && f !== 'description')) {
            this.fail(`translations.${code} must be an object with a name, a description or both`);
            continue;
          }
          Object.assign(entry(code), texts);
        }
      }
    }
    for (const [column, value] of Object.entries(this.values)) {
      const match = TRANSLATED_COLUMN.exec(column);
      if (!match || value === undefined || value === null || String(value).trim() === '') continue;
      entry(match[2]!)[match[1] as 'name' | 'description'] = String(value);
    }
    const out: CourseTranslation[] = [];
    for (const values of byLocale.values()) {
      const checked = checkCourseTranslation(values);
      for (const problem of Object.values(checked.problems)) this.fail(problem);
      if (checked.value) out.push(checked.value);
    }
    return inLocaleOrder(out);
  }

  /** A list: a JSON array of strings, or text separated by semicolons. */
  list(field: string): string[] {
    const raw = this.values[field];
    if (Array.isArray(raw)) {
      if (raw.every((item) => typeof item === 'string')) return [...new Set(raw.map((item) => item.trim()).filter(Boolean))];
      this.fail(`${field} must be a list of texts`);
      return [];
    }
    const value = this.text(field, { max: 10_000 });
    return value === null ? [] : [...new Set(value.split(';').map((item) => item.trim()).filter(Boolean))];
  }
}

/** Levenshtein distance, for "did you mean" hints. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** '; did you mean "X"?' when a known name is close to the given one, else ''. */
export function suggestion(given: string, known: Iterable<string>): string {
  const lower = given.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of known) {
    const d = distance(lower, name.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(given.length / 4)) ? `; did you mean ${JSON.stringify(best)}?` : '';
}
