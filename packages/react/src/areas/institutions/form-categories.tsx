import { useId, useState } from 'react';
import { format, institutionLabels as t, messages, type institutions } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { PointingIcon } from '../../ui/pointing-icon/pointing-icon.js';
import { institutionFormsRoute } from '../../navigation/routes/institutions.js';
import { useFormCategory } from './use-form-category.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../../kits/find/find-screens.css.js';

export interface InstitutionFormCategoriesProps {
  legalFk: number;
  /** The top-level categories holding the institution's forms (formCategoryPublic). */
  categories: institutions.FormCategoryRow[];
}

/**
 * The detail's Forms section: the institution's form categories, each opened in place to browse its
 * sub-categories (formSubCategoryPublic) down to the forms, and a link to the form finder.
 */
export function InstitutionFormCategories({ legalFk, categories }: InstitutionFormCategoriesProps) {
  useStylesheet('find-screens', findScreensCss);
  return (
    <div className="sa-find-forms">
      {categories.length === 0 ? <p className="sa-find-muted">{messages.noRecords}</p> : <CategoryList legalFk={legalFk} categories={categories} />}
      <Link to={institutionFormsRoute(legalFk)} className="sa-find-form-finder">
        {t.openFormFinder}
      </Link>
    </div>
  );
}

function CategoryList({ legalFk, categories }: InstitutionFormCategoriesProps) {
  return (
    <ul className="sa-find-form-tree">
      {categories.map((category) => (
        <CategoryItem key={category.categoryFk} legalFk={legalFk} category={category} />
      ))}
    </ul>
  );
}

/** A category as a disclosure button; opened, what it holds (read once). */
function CategoryItem({ legalFk, category }: { legalFk: number; category: institutions.FormCategoryRow }) {
  const [open, setOpen] = useState(false);
  const contents = useFormCategory(legalFk, category.categoryFk, open);
  const panelId = useId();
  return (
    <li>
      <button type="button" className="sa-find-form-category" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <PointingIcon className="sa-find-form-marker" glyph={open ? '▾' : '▸'} />
        <bdi>{category.name}</bdi> <span className="sa-find-muted">{format(t.formCount, { count: category.formCount })}</span>
      </button>
      <div id={panelId} hidden={!open} className="sa-find-form-panel">
        {open && (
          <>
            <Loader active={contents.status === 'loading'} variant="inline" />
            {contents.status === 'failed' && <FormError message={contents.error} />}
            {contents.categories.length > 0 && <CategoryList legalFk={legalFk} categories={contents.categories} />}
            {contents.forms.length > 0 && (
              <ul className="sa-find-form-list" aria-label={format(t.formsOfCategory, { name: category.name })}>
                {contents.forms.map((form) => (
                  <li key={form.formId}>
                    <span className="sa-find-form-name"><bdi>{form.name}</bdi></span>
                    {form.header && <span className="sa-find-muted">{` · ${form.header}`}</span>}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </li>
  );
}
