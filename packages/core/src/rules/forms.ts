import { formMessages } from '../messages/forms.js';
import { collect, type FieldErrors } from './field.js';

/**
 * The form filter's category levels (discovery §3 "Form filter"): a category and up to seven
 * sub-categories, top to bottom. Choosing a level resets every deeper one.
 */
export const FORM_CATEGORY_FIELDS = [
  'category_fk',
  'subCategory1_fk',
  'subCategory2_fk',
  'subCategory3_fk',
  'subCategory4_fk',
  'subCategory5_fk',
  'subCategory6_fk',
  'subCategory7_fk',
] as const;
export type FormCategoryField = (typeof FORM_CATEGORY_FIELDS)[number];

/** An id as a form or an old client sends it: a number, a numeric string, '' or null (= none). */
type FormIdValue = number | string | null | undefined;

/** The chosen id of a filter field; null when none (empty, 0 or not a whole number). */
export function formFilterId(value: FormIdValue): number | null {
  const n = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export type FormFilterValues = { country_fk?: FormIdValue; legal_fk?: FormIdValue } & Partial<Record<FormCategoryField, FormIdValue>>;

/** Forms (discovery §5): the institution's country is required (also to list its institutions). */
export function validateFormCountry(v: Pick<FormFilterValues, 'country_fk'>): FieldErrors<'country_fk'> {
  return collect({ country_fk: [[formFilterId(v.country_fk) === null, formMessages.formCountryRequired]] });
}

/** Forms (discovery §5): the institution's country and the institution are required. */
export function validateFormFilter(v: FormFilterValues): FieldErrors<'country_fk' | 'legal_fk'> {
  return {
    ...validateFormCountry(v),
    ...collect({ legal_fk: [[formFilterId(v.legal_fk) === null, formMessages.formInstitutionRequired]] }),
  };
}

/** The deepest chosen category level, read top-down and stopping at the first gap; null when none. */
export function deepestCategory(v: FormFilterValues): number | null {
  let deepest: number | null = null;
  for (const field of FORM_CATEGORY_FIELDS) {
    const id = formFilterId(v[field]);
    if (id === null) break;
    deepest = id;
  }
  return deepest;
}

/** The filter after choosing `value` at category level `field`: every deeper level is reset. */
export function chooseCategoryLevel<F extends FormFilterValues>(filter: F, field: FormCategoryField, value: string): F {
  const level = FORM_CATEGORY_FIELDS.indexOf(field);
  const next: F = { ...filter, [field]: value };
  for (const deeper of FORM_CATEGORY_FIELDS.slice(level + 1)) next[deeper] = '' as F[FormCategoryField];
  return next;
}
