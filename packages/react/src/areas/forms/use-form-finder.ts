import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  ApiError,
  downloadForms,
  formCategoriesOf,
  formCountries,
  formInstitutes,
  formSearch,
  isValid,
  validateFormFilter,
  type FieldErrors,
  type FormCategoryCount,
  type FormFilter,
  type FormRow,
  type SaveFile,
  type SearchState,
} from '@studyatlas/core';
import { optionsOf, type SelectOption } from '../../ui/select-field/select-field.js';
import {
  categoryLevels,
  emptyFormFinderValues,
  filterOfValues,
  valuesOfFilter,
  withChoice,
  type CategoryLevel,
  type FormFinderValues,
} from './form-finder-values.js';

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

export interface FormFinderController {
  values: FormFinderValues;
  errors: FieldErrors<'country_fk' | 'legal_fk'>;
  countries: SelectOption[] | null;
  institutes: SelectOption[] | null;
  /** The category selects that exist for the chosen institution and choices. */
  levels: CategoryLevel[];
  /** Country and institution fixed by the `institution` option. */
  fixed: boolean;
  results: SearchState<FormFilter, FormRow>;
  searching: boolean;
  selected: ReadonlySet<number>;
  /** A download is under way (the loader shows, hiding 5 s after it started at the latest). */
  downloading: boolean;
  choose: (field: 'country_fk' | 'legal_fk' | CategoryLevel['field'], value: string) => void;
  setKeyword: (value: string) => void;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
  toggle: (formId: number) => void;
  toggleAll: () => void;
  download: (formIds: readonly number[]) => Promise<void>;
}

const live = <T>(load: () => Promise<T>, apply: (value: T) => void) => {
  let active = true;
  load().then(
    (value) => active && apply(value),
    () => undefined, // the client's popup told the visitor
  );
  return () => {
    active = false;
  };
};

/**
 * The form finder (discovery §2 /findForm/list/:legalId?, §3 Form filter, §5, §8, §9): country →
 * institution → cascading categories, the list with its header, downloads of one form or a zip of
 * the selected ones (sign-in first).
 */
export function useFormFinder({ legalId, institution, onSearched, saveFile }: UseFormFinderOptions = {}): FormFinderController {
  const preset = institution ?? legalId;
  const [values, setValues] = useState<FormFinderValues>(() => {
    const remembered = formSearch.remembered()?.filter;
    if (remembered && (!preset || remembered.legal_fk === preset)) return valuesOfFilter(remembered);
    return { ...emptyFormFinderValues(), legal_fk: preset ? String(preset) : '' };
  });
  const [errors, setErrors] = useState<FieldErrors<'country_fk' | 'legal_fk'>>({});
  const [countries, setCountries] = useState<SelectOption[] | null>(null);
  const [institutes, setInstitutes] = useState<SelectOption[] | null>(null);
  const [categories, setCategories] = useState<FormCategoryCount[]>([]);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [downloading, setDownloading] = useState(false);
  const submitted = useRef(false);
  const results = useStore(formSearch.$state);

  const search = async (next: FormFinderValues) => {
    submitted.current = true;
    const found = validateFormFilter(next);
    setErrors(found);
    if (!isValid(found)) return;
    setSearching(true);
    setSelected(new Set());
    try {
      const filter = filterOfValues(next);
      await formSearch.search(filter, {}, { quiet: true });
      onSearched?.(filter);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setSearching(false);
    }
  };

  // Countries: all with forms, or the preset institution's (its country chosen when it has one).
  useEffect(
    () =>
      live(
        async () => ({ all: await formCountries(institution ? { legalId: institution } : {}), own: preset ? await formCountries({ legalId: preset }) : null }),
        ({ all, own }) => {
          setCountries(optionsOf(all.countries));
          const country = own?.countries[0];
          if (!country) return void formSearch.restore({ quiet: true }).catch(() => undefined);
          const next = { ...values, country_fk: values.country_fk || String(country.id), legal_fk: String(preset) };
          setValues(next);
          if (formSearch.$state.get().status === 'idle' || formSearch.$state.get().filter?.legal_fk !== preset) void search(next);
        },
      ),
    [preset, institution],
  );

  useEffect(() => {
    setInstitutes(null);
    const country = Number(values.country_fk);
    if (!country) return undefined;
    return live(() => formInstitutes(country), (reply) => setInstitutes(reply.institutes.map((i) => ({ value: String(i.legalFk), label: i.name }))));
  }, [values.country_fk]);

  useEffect(() => {
    setCategories([]);
    const legal = Number(values.legal_fk);
    if (!legal) return undefined;
    return live(() => formCategoriesOf(legal), (reply) => setCategories(reply.categories));
  }, [values.legal_fk]);

  const levels = useMemo(() => categoryLevels(categories, values), [categories, values]);
  const fixed = institution !== undefined;
  const update = (next: FormFinderValues) => {
    setValues(next);
    if (submitted.current) setErrors(validateFormFilter(next));
  };

  return {
    values,
    errors,
    countries,
    // A fixed institution is the only choice even before the list of its country arrived.
    institutes: fixed ? (institutes ?? []).filter((i) => i.value === String(institution)) : institutes,
    levels,
    fixed,
    results,
    searching,
    selected,
    downloading,
    choose: (field, value) => update(withChoice(values, field, value)),
    setKeyword: (keyword) => update({ ...values, keyword }),
    submit: async (event) => {
      event?.preventDefault();
      await search(values);
    },
    clear: () => {
      formSearch.clear();
      submitted.current = false;
      setErrors({});
      setSelected(new Set());
      setValues(fixed ? { ...emptyFormFinderValues(), country_fk: values.country_fk, legal_fk: values.legal_fk } : emptyFormFinderValues());
    },
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
