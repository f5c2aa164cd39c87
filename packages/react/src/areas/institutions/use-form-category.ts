import { useState } from 'react';
import { type institutions } from '@studyatlas/core';
import { institutionFormSubCategories } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';

export interface FormCategoryContents {
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The server's message when the category could not be read. */
  error: string | null;
  categories: institutions.FormCategoryRow[];
  forms: Array<{ formId: number; name: string; fileName: string; header: string }>;
}

/**
 * What one form category of an institution holds (formSubCategoryPublic): its sub-categories with
 * forms and the forms filed in it. Read the first time `open` becomes true, then kept.
 */
export function useFormCategory(legalFk: number, categoryFk: number, open: boolean): FormCategoryContents {
  // Once opened, the contents stay wanted (closing keeps them; reopening does not read again).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const { status, error, data } = useQuery(
    wanted ? `institutions/form-category/${legalFk}/${categoryFk}` : null,
    () => institutionFormSubCategories(legalFk, categoryFk, { quiet: true }),
    { audience: 'public' },
  );
  return { status, error, categories: data?.categories ?? [], forms: data?.forms ?? [] };
}
