import { useMemo, useState, type FormEvent } from 'react';
import {
  SCHOLARSHIP_LIST_ROUTE,
  scholarshipFilterData,
  scholarshipSearch,
  type ScholarshipFilterData,
  type ScholarshipSearchFilter,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { withChoice as withReset, type ChoiceResets } from '../../kits/find/choices.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchSubmit } from '../../kits/find/use-search-submit.js';

/** What the scholarship search form holds: ids (0 = any) and the name text. */
export interface ScholarshipFormValues {
  countryFk: number;
  legalFk: number;
  awardGroupFk: number;
  majorFk: number;
  minorFk: number;
  keyWord: string;
}

export const EMPTY_SCHOLARSHIP_VALUES: ScholarshipFormValues = { countryFk: 0, legalFk: 0, awardGroupFk: 0, majorFk: 0, minorFk: 0, keyWord: '' };

const idOrUndefined = (id: number): number | undefined => (id > 0 ? id : undefined);

/** The filter a search sends for the form's values (ids of 0 left out, the text trimmed). */
export function scholarshipFilterOf(values: ScholarshipFormValues): ScholarshipSearchFilter {
  return {
    country_fk: idOrUndefined(values.countryFk),
    legal_fk: idOrUndefined(values.legalFk),
    AwardG_fk: idOrUndefined(values.awardGroupFk),
    majorFk: idOrUndefined(values.majorFk),
    minorFk: idOrUndefined(values.minorFk),
    keyWord: values.keyWord.trim() || undefined,
  };
}

/** The form's values of a remembered filter. */
export function valuesOfScholarshipFilter(filter: ScholarshipSearchFilter): ScholarshipFormValues {
  return {
    countryFk: filter.country_fk ?? 0,
    legalFk: filter.legal_fk ?? 0,
    awardGroupFk: filter.AwardG_fk ?? 0,
    majorFk: filter.majorFk ?? 0,
    minorFk: filter.minorFk ?? 0,
    keyWord: filter.keyWord ?? '',
  };
}

/** Choosing a country or a major resets the choices that no longer belong to it. */
const RESETS: ChoiceResets<ScholarshipFormValues> = { countryFk: ['legalFk'], majorFk: ['minorFk'] };
/** With the institution fixed, a country keeps it. */
const FIXED_RESETS: ChoiceResets<ScholarshipFormValues> = { majorFk: ['minorFk'] };

function withChoice<K extends keyof ScholarshipFormValues>(values: ScholarshipFormValues, name: K, value: ScholarshipFormValues[K], fixedInstitution: boolean) {
  return withReset(values, name, value, fixedInstitution ? FIXED_RESETS : RESETS);
}

export interface UseScholarshipSearchFormOptions {
  /** Scopes the search to one institution's scholarships (its legal id): chosen and fixed. */
  institution?: number;
  /** Where the results open (default '/findSch/list'). */
  listRoute?: string;
  /** Called after the search ran, instead of opening the list route. */
  onSearched?: (filter: ScholarshipSearchFilter) => void;
}

export interface ScholarshipSearchFormController {
  values: ScholarshipFormValues;
  /** True while the institution is fixed by the `institution` option. */
  fixedInstitution: boolean;
  busy: boolean;
  error: string | null;
  set: <K extends keyof ScholarshipFormValues>(name: K, value: ScholarshipFormValues[K]) => void;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
  /** The lists narrowed to the choices made above them (institutions of the country, minors of the major). */
  options: {
    countries: ScholarshipFilterData['countries'];
    institutions: Array<{ id: number; name: string }>;
    awardGroups: ScholarshipFilterData['awardGroups'];
    majors: ScholarshipFilterData['majors'];
    minors: Array<{ id: number; name: string }>;
  };
}

function initialValues(institution: number | undefined): ScholarshipFormValues {
  const remembered = scholarshipSearch.remembered()?.filter;
  if (remembered && (remembered.legal_fk ?? 0) === (institution ?? remembered.legal_fk ?? 0)) return valuesOfScholarshipFilter(remembered);
  return institution ? { ...EMPTY_SCHOLARSHIP_VALUES, legalFk: institution } : EMPTY_SCHOLARSHIP_VALUES;
}

/**
 * The scholarship search form (discovery §4 search flow): the filter lists (cached), the choices, and
 * Search — the search runs through the scholarship search flow, its filter is remembered and the list
 * opens. Clear forgets the search.
 */
export function useScholarshipSearchForm({ institution, listRoute = SCHOLARSHIP_LIST_ROUTE, onSearched }: UseScholarshipSearchFormOptions = {}): ScholarshipSearchFormController {
  const { navigate } = useNavigation();
  const fixedInstitution = institution !== undefined && institution > 0;
  const { data } = useFilterData(scholarshipFilterData);
  const [values, setValues] = useState<ScholarshipFormValues>(() => initialValues(fixedInstitution ? institution : undefined));
  const { busy, error, setError, run } = useSearchSubmit();

  const options = useMemo(() => {
    if (!data) return { countries: [], institutions: [], awardGroups: [], majors: [], minors: [] };
    return {
      countries: data.countries,
      institutions: data.institutions
        .filter((row) => fixedInstitution ? row.legalFk === institution : values.countryFk === 0 || row.countryId === values.countryFk)
        .map((row) => ({ id: row.legalFk, name: row.name })),
      awardGroups: data.awardGroups,
      majors: data.majors,
      minors: data.minors.filter((minor) => minor.parentFk === values.majorFk),
    };
  }, [data, values.countryFk, values.majorFk, fixedInstitution, institution]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setError(null);
    const filter = scholarshipFilterOf(fixedInstitution ? { ...values, legalFk: institution! } : values);
    await run(
      () => scholarshipSearch.search(filter, {}, { quiet: true }),
      () => (onSearched ? onSearched(filter) : navigate(listRoute)),
    );
  };

  const clear = () => {
    scholarshipSearch.clear();
    setError(null);
    setValues(fixedInstitution ? { ...EMPTY_SCHOLARSHIP_VALUES, legalFk: institution! } : EMPTY_SCHOLARSHIP_VALUES);
  };

  return {
    values,
    fixedInstitution,
    busy,
    error,
    options,
    set: (name, value) => setValues((current) => withChoice(current, name, value, fixedInstitution)),
    submit,
    clear,
  };
}
