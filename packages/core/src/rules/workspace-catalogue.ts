import { format } from '../messages/common.js';
import { catalogueMessages } from '../messages/workspace-catalogue.js';
import type { FieldErrors } from './field.js';
import { COURSE_NAME_MAX } from './shared-catalogue-names.js';

/*
 * The catalogue's rules (issue 27): one set for the importer (server/src/import/row-reader.ts), the
 * workspace's course and intake forms and the server behind them, with the importer's own messages
 * (docs/data-import.md), which name the import column (`duration_months must be …`).
 */

/** Lengths and ranges of the course and intake fields (the importer's). */
export const CATALOGUE_LIMITS = {
  courseCode: 50,
  longText: 10_000,
  durationText: 100,
  studentType: 100,
  durationMonths: { min: 1, max: 240 },
  minReference: { min: 0, max: 10 },
  seats: { min: 0, max: 100_000 },
} as const;

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const isCourseStatus = (value: string): value is CourseStatus => (COURSE_STATUSES as readonly string[]).includes(value);

/** A checked value: the value read, or (value null) the problem with it. */
export type Checked<T> = { value: T; problem?: undefined } | { value: null; problem: string };

const ok = <T>(value: T): Checked<T> => ({ value });
const problem = (message: string): Checked<never> => ({ value: null, problem: message });
const given = (value: string) => JSON.stringify(value);

/** Blank (undefined, null, only spaces) → null; else the trimmed text of a string, number or boolean. */
const textOf = (raw: unknown): string | null => {
  if (raw === undefined || raw === null) return null;
  const value = String(raw).trim();
  return value === '' ? null : value;
};

/** A calendar day written yyyy-MM-dd (2025-02-29 is not one). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === value;
}

/** Trimmed text; blank → null (a problem when required); longer than `max` → a problem. */
export function checkText(field: string, raw: unknown, { required = false, max = 1_000 }: { required?: boolean; max?: number } = {}): Checked<string | null> {
  const value = textOf(raw);
  if (value === null) return required ? problem(format(catalogueMessages.required, { field })) : ok(null);
  if (value.length > max) return problem(format(catalogueMessages.tooLong, { field, length: value.length, max }));
  return ok(value);
}

/** A whole number from min to max (a number, or its digits as text); blank → null. */
export function checkWholeNumber(field: string, raw: unknown, min: number, max: number): Checked<number | null> {
  const value = textOf(raw);
  if (value === null) return ok(null);
  const n = typeof raw === 'number' ? raw : /^[+-]?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < min || n > max) return problem(format(catalogueMessages.wholeNumber, { field, min, max, given: given(value) }));
  return ok(n);
}

/** A non-negative amount with up to 2 decimals, no thousands separators; blank → null. */
export function checkAmount(field: string, raw: unknown): Checked<number | null> {
  const value = textOf(raw);
  if (value === null) return ok(null);
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(value)) return problem(format(catalogueMessages.amount, { field, given: given(value) }));
  return ok(Number(value));
}

/** A day written yyyy-MM-dd; blank → null (a problem when required). */
export function checkDay(field: string, raw: unknown, required = false): Checked<string | null> {
  const text = checkText(field, raw, { required });
  if (text.value === null) return text;
  return isCalendarDay(text.value) ? text : problem(format(catalogueMessages.day, { field, given: given(text.value) }));
}

/** An ISO 4217 code (upper-cased); blank → null. */
export function checkCurrency(raw: unknown): Checked<string | null> {
  const value = textOf(raw)?.toUpperCase() ?? null;
  if (value === null) return ok(null);
  return /^[A-Z]{3}$/.test(value) ? ok(value) : problem(format(catalogueMessages.currency, { given: given(value) }));
}

/** A course's status (draft, published, archived; any case); blank → null. */
export function checkCourseStatus(raw: unknown): Checked<CourseStatus | null> {
  const value = textOf(raw)?.toLowerCase() ?? null;
  if (value === null) return ok(null);
  return isCourseStatus(value) ? ok(value) : problem(format(catalogueMessages.status, { given: given(value) }));
}

/** An id a form's drop-down gives ('' or 0 for none). */
const chosen = (raw: number | string | null | undefined): boolean => Number(raw ?? 0) > 0;

/** The course form (and the course call's body): the importer's fields and checks. */
export interface CourseValues {
  name: string;
  courseCode: string;
  majorId: number | string | null;
  minorId: number | string | null;
  awardId: number | string | null;
  campusIds: readonly (number | string)[];
  durationMonths: number | string | null;
  durationText: string;
  studentType: string;
  interviewRequired: boolean;
  minReference: number | string | null;
  description: string;
  structure: string;
  /** The course's name and description in other languages (rules/workspace-catalogue-translations.ts); absent: left as they are. */
  translations?: readonly CourseTranslationValues[] | undefined;
}

/** A translation as a form or a file gives it (blank texts: none); checked by rules/workspace-catalogue-translations.ts. */
export interface CourseTranslationValues {
  locale: string;
  name?: string | null | undefined;
  description?: string | null | undefined;
}

type CourseField = Exclude<keyof CourseValues, 'campusIds' | 'interviewRequired' | 'translations'>;

export function validateCourse(v: CourseValues): FieldErrors<CourseField> {
  const L = CATALOGUE_LIMITS;
  const checks: Record<CourseField, Checked<unknown>> = {
    name: checkText('name', v.name, { required: true, max: COURSE_NAME_MAX }),
    courseCode: checkText('course_code', v.courseCode, { max: L.courseCode }),
    majorId: chosen(v.majorId) ? ok(v.majorId) : problem(format(catalogueMessages.required, { field: 'major' })),
    minorId: ok(v.minorId),
    awardId: chosen(v.awardId) ? ok(v.awardId) : problem(format(catalogueMessages.required, { field: 'award' })),
    durationMonths: checkWholeNumber('duration_months', v.durationMonths, L.durationMonths.min, L.durationMonths.max),
    durationText: checkText('duration_text', v.durationText, { max: L.durationText }),
    studentType: checkText('student_type', v.studentType, { max: L.studentType }),
    minReference: checkWholeNumber('min_reference', v.minReference, L.minReference.min, L.minReference.max),
    description: checkText('description', v.description, { max: L.longText }),
    structure: checkText('structure', v.structure, { max: L.longText }),
  };
  return problemsOf(checks);
}

/** The intake form (and the intake call's body). */
export interface IntakeValues {
  locationId: number | string | null;
  studyModeId: number | string | null;
  startDate: string;
  seats: number | string | null;
  annualFee: number | string | null;
  totalFee: number | string | null;
  currency: string;
}

/**
 * An intake: the importer's checks, and its seats never below the seats submitted applications
 * already hold (`seatsTaken`, 0 for a new intake). No seat count means no limit.
 */
export function validateIntake(v: IntakeValues, seatsTaken = 0): FieldErrors<keyof IntakeValues> {
  const L = CATALOGUE_LIMITS;
  const seats = checkWholeNumber('seats', v.seats, L.seats.min, L.seats.max);
  const checks: Record<keyof IntakeValues, Checked<unknown>> = {
    locationId: chosen(v.locationId) ? ok(v.locationId) : problem(format(catalogueMessages.required, { field: 'campus' })),
    studyModeId: chosen(v.studyModeId) ? ok(v.studyModeId) : problem(format(catalogueMessages.required, { field: 'study_mode' })),
    startDate: checkDay('start_date', v.startDate, true),
    seats: seats.value !== null && seats.value < seatsTaken ? problem(format(catalogueMessages.seatsBelowTaken, { taken: seatsTaken })) : seats,
    annualFee: checkAmount('annual_fee', v.annualFee),
    totalFee: checkAmount('total_fee', v.totalFee),
    currency: checkCurrency(v.currency),
  };
  return problemsOf(checks);
}

export function problemsOf<F extends string>(checks: Record<F, Checked<unknown>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field].problem;
    if (message) errors[field] = message;
  }
  return errors;
}
