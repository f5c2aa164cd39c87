import {
  emptyFormFilter,
  FORM_CATEGORY_FIELDS,
  formFilterId,
  type FormCategoryCount,
  type FormCategoryField,
  type FormFilter,
} from '@studyatlas/core';

/** The form finder's fields as the selects hold them (text; '' = none). */
export type FormFinderValues = { country_fk: string; legal_fk: string; keyword: string } & Record<FormCategoryField, string>;

export const emptyFormFinderValues = (): FormFinderValues => ({
  country_fk: '',
  legal_fk: '',
  keyword: '',
  ...(Object.fromEntries(FORM_CATEGORY_FIELDS.map((field) => [field, ''])) as Record<FormCategoryField, string>),
});

export const valuesOfFilter = (filter: FormFilter): FormFinderValues => {
  const values = emptyFormFinderValues();
  for (const field of ['country_fk', 'legal_fk', ...FORM_CATEGORY_FIELDS] as const) values[field] = filter[field] ? String(filter[field]) : '';
  return { ...values, keyword: filter.keyword };
};

export const filterOfValues = (values: FormFinderValues): FormFilter => {
  const filter = emptyFormFilter();
  for (const field of ['country_fk', 'legal_fk', ...FORM_CATEGORY_FIELDS] as const) filter[field] = formFilterId(values[field]);
  return { ...filter, keyword: values.keyword.trim() };
};


export interface CategoryLevel {
  field: FormCategoryField;
  /** 0 the category, 1–7 the sub-categories. */
  level: number;
  options: Array<{ value: string; label: string }>;
}

/**
 * The category selects to show: the top level when the institution has categories, then each
 * deeper level only while the level above has a choice that has sub-categories (with forms).
 */
export function categoryLevels(categories: readonly FormCategoryCount[], values: FormFinderValues): CategoryLevel[] {
  const levels: CategoryLevel[] = [];
  let parent: number | null = null;
  for (const [level, field] of FORM_CATEGORY_FIELDS.entries()) {
    const children = categories.filter((c) => c.parentFk === parent);
    if (children.length === 0) break;
    levels.push({ field, level, options: children.map((c) => ({ value: String(c.id), label: `${c.name} (${c.formCount})` })) });
    const chosen = formFilterId(values[field]);
    if (chosen === null || !children.some((c) => c.id === chosen)) break;
    parent = chosen;
  }
  return levels;
}
