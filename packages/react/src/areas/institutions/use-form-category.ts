import { useEffect, useState } from 'react';
import { ApiError, type institutions } from '@studyatlas/core';
import { institutionFormSubCategories } from '@studyatlas/core';

export interface FormCategoryContents {
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The server's message when the category could not be read. */
  error: string | null;
  categories: institutions.FormCategoryRow[];
  forms: Array<{ formId: number; name: string; fileName: string; header: string }>;
}

const idle: FormCategoryContents = { status: 'idle', error: null, categories: [], forms: [] };

/**
 * What one form category of an institution holds (formSubCategoryPublic): its sub-categories with
 * forms and the forms filed in it. Read the first time `open` becomes true, then kept.
 */
export function useFormCategory(legalFk: number, categoryFk: number, open: boolean): FormCategoryContents {
  const [contents, setContents] = useState<FormCategoryContents>(idle);
  // Once opened, the contents stay wanted (closing keeps them; reopening does not read again).
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setContents({ ...idle, status: 'loading' });
    institutionFormSubCategories(legalFk, categoryFk, { quiet: true }).then(
      (reply) => live && setContents({ status: 'done', error: null, categories: reply.categories, forms: reply.forms }),
      (failure: unknown) => live && setContents({ ...idle, status: 'failed', error: failure instanceof ApiError ? failure.message : String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [wanted, legalFk, categoryFk]);

  return contents;
}
