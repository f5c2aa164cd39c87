import { nameMatches, validateFormCountry, validateFormFilter, type FormCategoryCount, type FormListReply, institutionMessages } from '@studyatlas/core';
import type { AppContext } from '../../http/context.js';
import { notFound, rejectInvalid } from '../../http/errors.js';
import { byText, CategoryTree } from '../../catalogue/form-category-tree.js';
import * as q from './queries.js';

type ListQuery = { countryId: number | null; legalId: number | null; categoryId: number | null; keyword: string | null };

/** The forms area (discovery §7 "Forms (public)", §3 "Form filter", §5 validation). */
export function createFormsService({ db }: AppContext) {
  const tree = async () => new CategoryTree(await q.listFormCategories(db));

  return {
    async countries(filter: { countryId: number | null; legalId: number | null }) {
      const rows = await q.listCountries(db, filter);
      return { countries: rows.map((r) => ({ id: Number(r.id), name: r.name })).sort((a, b) => byText(a.name, b.name) || a.id - b.id) };
    },

    async institutes(countryId: number | null) {
      rejectInvalid(validateFormCountry({ country_fk: countryId }));
      const rows = await q.listInstitutes(db, countryId!);
      return { institutes: rows.map((r) => ({ legalFk: Number(r.legalFk), name: r.name })).sort((a, b) => byText(a.name, b.name) || a.legalFk - b.legalFk) };
    },

    async categories() {
      return { categories: (await tree()).ordered() };
    },

    /** Categories holding forms (of the institution when given), with subtree counts. */
    async categoriesWithForms(legalId: number | null): Promise<{ categories: FormCategoryCount[] }> {
      const perCategory = new Map<number, number>();
      if (legalId) {
        if (!(await q.findInstitution(db, legalId, null))) throw notFound(institutionMessages.instNotFound);
        for (const form of await q.listFormsOf(db, legalId)) perCategory.set(form.categoryFk, (perCategory.get(form.categoryFk) ?? 0) + 1);
      } else {
        for (const row of await q.countFormsByCategory(db)) perCategory.set(Number(row.categoryFk), Number(row.count));
      }
      const categories = await tree();
      const counts = categories.subtreeCounts(perCategory);
      return {
        categories: categories
          .ordered()
          .filter((c) => counts.has(c.id))
          .map((c) => ({ ...c, formCount: counts.get(c.id)! })),
      };
    },

    /**
     * The list (GetFormsOnButtonClick): the institution's forms in the chosen category's subtree whose
     * name holds the keyword; an institution without a campus in the chosen country lists nothing.
     */
    async list(query: ListQuery): Promise<FormListReply> {
      rejectInvalid(validateFormFilter({ country_fk: query.countryId, legal_fk: query.legalId }));
      const institution = await q.findInstitution(db, query.legalId!, query.countryId);
      if (!institution) throw notFound(institutionMessages.instNotFound);
      const categories = await tree();
      if (query.categoryId && !categories.has(query.categoryId)) throw notFound(institutionMessages.formCategoryNotFound);
      if (!institution.inCountry) return { header: '', forms: [] };
      const keyword = query.keyword ?? '';
      const forms = (await q.listFormsOf(db, query.legalId!))
        .filter((f) => !query.categoryId || categories.within(f.categoryFk, query.categoryId))
        .filter((f) => nameMatches(f.name, keyword))
        .map((f) => ({
          formId: Number(f.formId),
          name: f.name,
          fileName: f.fileName,
          header: f.header,
          categoryFk: Number(f.categoryFk),
          categoryPath: categories.path(f.categoryFk).map((c) => c.name),
        }))
        .sort((a, b) => byText(a.categoryPath.join('\u0000'), b.categoryPath.join('\u0000')) || byText(a.name, b.name) || a.formId - b.formId);
      return { header: forms[0]?.header ?? '', forms };
    },
  };
}

export type FormsService = ReturnType<typeof createFormsService>;
