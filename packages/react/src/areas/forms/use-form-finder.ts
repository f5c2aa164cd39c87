import { useMemo, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { useInitialData } from '../../data/use-initial-data.js';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  downloadForms,
  formCategoriesOf,
  formCountries,
  formInstitutes,
  formSearch,
  FORM_CATEGORY_FIELDS,
  validateFormFilter,
  type FormCategoryCount,
  type FormFilter,
  type FormRow,
  type SaveFile,
  type SearchState,
} from '@studyatlas/core';
import { optionsOf, type SelectOption } from '../../ui/select-field/select-field.js';
import { useSearchForm, type SearchCascades, type SearchForm } from '../../kits/find/use-search-form.js';
import { categoryLevels, emptyFormFinderValues, filterOfValues, valuesOfFilter, type CategoryLevel, type FormFinderValues } from './form-finder-values.js';

export interface UseFormFinderOptions {
  /** Presets the institution (and its country) — the route's :legalId — and lists its forms at once. */
  legalId?: number;
  /** Like legalId, and the country and institution cannot be changed (a partner page's finder). */
  institution?: number;
  /** Called after a search from this filter answered (the search panel opens the list route). */
  onSearched?: (filter: FormFilter) => void;
  /** Where downloads go (default the browser's download). */
  saveFile?: SaveFile;
}

export interface FormFinderController extends SearchForm<FormFinderValues> {
  countries: SelectOption[] | null;
  institutes: SelectOption[] | null;
  /** The category selects that exist for the chosen institution and choices. */
  levels: CategoryLevel[];
  /** Country and institution fixed by the `institution` option. */
  fixed: boolean;
  results: SearchState<FormFilter, FormRow>;
  /** A search is under way (the form's `busy`). */
  searching: boolean;
  selected: ReadonlySet<number>;
  /** A download is under way (the loader shows, hiding 5 s after it started at the latest). */
  downloading: boolean;
  toggle: (formId: number) => void;
  toggleAll: () => void;
  download: (formIds: readonly number[]) => Promise<void>;
}

/** Choosing a country resets the institution and the categories; an institution the categories; a category the deeper ones. */
const CASCADES: SearchCascades<FormFinderValues> = {
  country_fk: ['legal_fk', ...FORM_CATEGORY_FIELDS],
  legal_fk: [...FORM_CATEGORY_FIELDS],
  ...Object.fromEntries(FORM_CATEGORY_FIELDS.map((field, level) => [field, FORM_CATEGORY_FIELDS.slice(level + 1)])),
};

const NO_CATEGORIES: FormCategoryCount[] = [];

/**
 * The form finder (discovery §2 /findForm/list/:legalId?, §3 Form filter, §5, §8, §9): country →
 * institution → cascading categories, the list with its header, downloads of one form or a zip of
 * the selected ones (sign-in first).
 */
export function useFormFinder({ legalId, institution, onSearched, saveFile }: UseFormFinderOptions = {}): FormFinderController {
  const preset = institution ?? legalId;
  const fixed = institution !== undefined;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const results = useStore(formSearch.$state);

  const search: SearchForm<FormFinderValues> = useSearchForm<FormFinderValues>({
    defaultValues: () => {
      const remembered = formSearch.remembered()?.filter;
      if (remembered && (!preset || remembered.legal_fk === preset)) return valuesOfFilter(remembered);
      return { ...emptyFormFinderValues(), legal_fk: preset ? String(preset) : '' };
    },
    validate: validateFormFilter,
    cascades: CASCADES,
    search: async (values) => {
      setSelected(new Set());
      try {
        const filter = filterOfValues(values);
        await formSearch.search(filter, {}, { quiet: true });
        onSearched?.(filter);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    },
    emptyValues: (): FormFinderValues => {
      const { country_fk, legal_fk } = form.getValues();
      return fixed ? { ...emptyFormFinderValues(), country_fk, legal_fk } : emptyFormFinderValues();
    },
    forget: () => {
      formSearch.clear();
      setSelected(new Set());
    },
  });
  const { form, submit, values } = search;

  // Countries: all with forms, or the preset institution's (its country chosen when it has one). A
  // failure leaves a list empty (the client's popup told the visitor).
  const countryLists = useInitialData(
    `forms/countries/${institution ?? 0}/${preset ?? 0}`,
    async () => ({ all: await formCountries(institution ? { legalId: institution } : {}), own: preset ? await formCountries({ legalId: preset }) : null }),
    ({ own }) => {
      const country = own?.countries[0];
      if (!country) return void formSearch.restore({ quiet: true }).catch(() => undefined);
      // The preset's country and institution, the rest as it stands (a remembered category stays).
      if (!form.getValues().country_fk) form.setFieldValue('country_fk', String(country.id));
      form.setFieldValue('legal_fk', String(preset));
      if (formSearch.$state.get().status === 'idle' || formSearch.$state.get().filter?.legal_fk !== preset) submit();
    },
    { audience: 'public' },
  );
  const allCountries = countryLists.data?.all;
  const countries = useMemo<SelectOption[] | null>(() => (allCountries ? optionsOf(allCountries.countries) : null), [allCountries]);

  const country = Number(values.country_fk);
  const instituteList = useQuery(country ? `forms/institutes/${country}` : null, () => formInstitutes(country), { audience: 'public' }).data;
  const institutes = useMemo<SelectOption[] | null>(
    () => (country && instituteList ? instituteList.institutes.map((i) => ({ value: String(i.legalFk), label: i.name })) : null),
    [country, instituteList],
  );

  const legal = Number(values.legal_fk);
  const categories: FormCategoryCount[] = useQuery(legal ? `forms/categories/${legal}` : null, () => formCategoriesOf(legal), { audience: 'public' }).data?.categories ?? NO_CATEGORIES;

  return {
    ...search,
    countries,
    // A fixed institution is the only choice even before the list of its country arrived.
    institutes: fixed ? (institutes ?? []).filter((i) => i.value === String(institution)) : institutes,
    levels: categoryLevels(categories, values),
    fixed,
    results,
    searching: form.submitting,
    selected,
    downloading,
    toggle: (formId) => {
      const next = new Set(selected);
      if (!next.delete(formId)) next.add(formId);
      setSelected(next);
    },
    toggleAll: () => setSelected(selected.size === results.rows.length ? new Set() : new Set(results.rows.map((row) => row.formId))),
    download: async (formIds) => {
      if (formIds.length === 0) return;
      setDownloading(true);
      try {
        await downloadForms(formIds, results.filter?.legal_fk ?? null, saveFile ? { save: saveFile } : {});
      } finally {
        setDownloading(false);
      }
    },
  };
}
