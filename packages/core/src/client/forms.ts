import * as forms from '../contracts/forms.js';
import type { FormCategory, FormCategoryCount, FormInstitute, FormListReply, FormRow } from '../contracts/forms.js';
import { deepestCategory, formFilterId, FORM_CATEGORY_FIELDS, type FormCategoryField } from '../rules/forms.js';
import { createSearchFlow } from '../stores/search-flow.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';
import { downloadFiles, type DownloadOptions, type DownloadOutcome } from './shared-download.js';

export type { FormCategory, FormCategoryCount, FormInstitute, FormListReply, FormRow };

/** The form filter (discovery §3): country, institution, category levels, and a form-name keyword. */
export type FormFilter = { country_fk: number | null; legal_fk: number | null; keyword: string } & Record<FormCategoryField, number | null>;

export const emptyFormFilter = (): FormFilter => ({
  country_fk: null,
  legal_fk: null,
  keyword: '',
  ...(Object.fromEntries(FORM_CATEGORY_FIELDS.map((field) => [field, null])) as Record<FormCategoryField, null>),
});

/** The find route of the forms (discovery §2), with the institution when one is chosen. */
export const FORM_LIST_ROUTE = '/findForm/list';
export const formListRoute = (legalId?: number | null): string => (legalId ? `${FORM_LIST_ROUTE}/${legalId}` : FORM_LIST_ROUTE);

/** Countries with institutions that have forms (GetCountriesPublic); legalId: that institution's countries. */
export const formCountries = (query: { countryId?: number | null; legalId?: number | null } = {}, options: CallOptions = {}) =>
  getClient().call(forms.getCountriesPublic, { query: { countryId: query.countryId ?? null, legalId: query.legalId ?? null } }, options);

/** Institutions in a country that have forms (GetInstitutesPublic). */
export const formInstitutes = (countryId: number, options: CallOptions = {}) =>
  getClient().call(forms.getInstitutesPublic, { query: { countryId } }, options);

/** The categories holding an institution's forms, with counts (GetFormCategoryPublic). */
export const formCategoriesOf = (legalId: number | null, options: CallOptions = {}) =>
  getClient().call(forms.getFormCategoryPublic, { query: { legalId } }, options);

/** The whole category tree (GetCategoryPublic). */
export const formCategoryTree = (options: CallOptions = {}) => getClient().call(forms.getCategoryPublic, undefined, options);

/** The forms of a filter (GetFormsOnButtonClick): its deepest chosen category's subtree. */
export const listForms = (filter: FormFilter, options: CallOptions = {}): Promise<FormListReply> =>
  getClient().call(
    forms.getFormsOnButtonClick,
    {
      query: {
        countryId: formFilterId(filter.country_fk),
        legalId: formFilterId(filter.legal_fk),
        categoryId: deepestCategory(filter),
        keyword: filter.keyword,
      },
    },
    options,
  );

/**
 * The form search flow (discovery §4): the filter is remembered and the list cached like every
 * search; a form list is short, so it comes in one piece (the list header is each row's header).
 */
export const formSearch = createSearchFlow<FormFilter, FormRow>({
  area: 'forms',
  run: async (filter, _range, options) => {
    const reply = await listForms(filter, options);
    return { rows: reply.forms, total: reply.forms.length };
  },
});

/** Downloads forms by id: one file, or several as one zip (type EFM). */
export const downloadForms = (formIds: readonly number[], legalId?: number | null, options?: DownloadOptions): Promise<DownloadOutcome> =>
  downloadFiles({ type: 'EFM', ids: formIds, legalId }, options);
