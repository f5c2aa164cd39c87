import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { Named, MAX_DB_ID } from './fields.js';

const area = 'forms';

/** An id field: a whole number ≥ 0 (a number or digits); null, '' or 0 mean "none". */
const fk = () => z._default(z.nullable(z.coerce.number().check(z.refine(Number.isSafeInteger, 'Expected a whole number'), z.gte(0), z.lte(MAX_DB_ID))), null);
/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string()), '');

export const getCountriesPublic = defineCall({
  id: 'formCountriesPublic',
  area,
  summary:
    'Countries that have institutions with forms, by name; countryId narrows to that country, legalId to the countries of that institution’s campuses (so a partner page can preset its country).',
  method: 'GET',
  path: '/api/FormPublic/GetCountriesPublic',
  auth: 'none',
  query: z.object({ countryId: fk(), legalId: fk() }),
  reply: z.object({ countries: z.array(Named) }),
});

export const FormInstitute = z.object({ legalFk: z.number(), name: z.string() });
export type FormInstitute = z.infer<typeof FormInstitute>;

export const getInstitutesPublic = defineCall({
  id: 'formInstitutesPublic',
  area,
  summary: "Institutions with a campus in countryId that have forms, by name. No country: 400 'Institution Country is required'.",
  method: 'GET',
  path: '/api/FormPublic/GetInstitutesPublic',
  auth: 'none',
  query: z.object({ countryId: fk() }),
  reply: z.object({ institutes: z.array(FormInstitute) }),
});

/** A node of the form category tree (up to twelve levels; the filter offers the first eight). */
export const FormCategory = z.object({ id: z.number(), name: z.string(), parentFk: z.nullable(z.number()), level: z.number() });
export type FormCategory = z.infer<typeof FormCategory>;

export const getCategoryPublic = defineCall({
  id: 'formCategoriesPublic',
  area,
  summary: 'The whole form category tree: every category with its parent and level (0 top), parents before children, by name.',
  method: 'GET',
  path: '/api/FormPublic/GetCategoryPublic',
  auth: 'none',
  reply: z.object({ categories: z.array(FormCategory) }),
});

export const FormCategoryCount = z.object({ ...FormCategory.shape, formCount: z.number() });
export type FormCategoryCount = z.infer<typeof FormCategoryCount>;

export const getFormCategoryPublic = defineCall({
  id: 'formCategoriesWithForms',
  area,
  summary:
    "The categories that hold forms (those of institution legalId when given), parents before children, by name; formCount counts the forms in each category's subtree. The finder shows only these levels.",
  method: 'GET',
  path: '/api/FormPublic/GetFormCategoryPublic',
  auth: 'none',
  query: z.object({ legalId: fk() }),
  reply: z.object({ categories: z.array(FormCategoryCount) }),
});

/** One form of the list; `formId` is what a download (type EFM) sends in the fileID header. */
export const FormRow = z.object({
  formId: z.number(),
  name: z.string(),
  fileName: z.string(),
  /** The text shown above the form. */
  header: z.string(),
  categoryFk: z.number(),
  /** Category names from the top level down to the form's own category. */
  categoryPath: z.array(z.string()),
});
export type FormRow = z.infer<typeof FormRow>;

export const FormListReply = z.object({
  /** The list's header text (discovery §3): the header the institution's forms share ('' without forms). */
  header: z.string(),
  forms: z.array(FormRow),
});
export type FormListReply = z.infer<typeof FormListReply>;

export const FormListQuery = z.object({
  /** The institution's country (the form filter's country_fk). */
  countryId: fk(),
  legalId: fk(),
  /** The deepest chosen category level; its whole subtree is listed. None: every category. */
  categoryId: fk(),
  /** Part of a form name (case- and accent-insensitive). */
  keyword: maybeText(),
});
export type FormListQuery = z.input<typeof FormListQuery>;

export const getFormsOnButtonClick = defineCall({
  id: 'formsOnButtonClick',
  area,
  summary:
    "The institution's forms filed under categoryId (its whole subtree) whose name contains keyword, by category path then name, with the list's header text. 400 'Institution Country is required' / 'Institution Name is required'; an institution without a campus in the country lists nothing.",
  method: 'GET',
  path: '/api/FormPublic/GetFormsOnButtonClick',
  auth: 'none',
  query: FormListQuery,
  reply: FormListReply,
});
