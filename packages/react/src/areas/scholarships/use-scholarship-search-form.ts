import { useMemo } from 'react';
import {
  SCHOLARSHIP_LIST_ROUTE,
  scholarshipFilterData,
  scholarshipSearch,
  type ScholarshipFilterData,
  type ScholarshipSearchFilter,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchForm, type SearchCascades, type SearchForm } from '../../kits/find/use-search-form.js';

/** What the scholarship search form holds, under its fields' names: ids (0 = any) and the name text. */
export interface ScholarshipFormValues {
  country_fk: number;
  legal_fk: number;
  AwardG_fk: number;
  majorFk: number;
  minorFk: number;
  keyWord: string;
}

export const EMPTY_SCHOLARSHIP_VALUES: ScholarshipFormValues = { country_fk: 0, legal_fk: 0, AwardG_fk: 0, majorFk: 0, minorFk: 0, keyWord: '' };

const idOrUndefined = (id: number): number | undefined => (id > 0 ? id : undefined);

/** The filter a search sends for the form's values (ids of 0 left out, the text trimmed). */
export function scholarshipFilterOf(values: ScholarshipFormValues): ScholarshipSearchFilter {
  return {
    country_fk: idOrUndefined(values.country_fk),
    legal_fk: idOrUndefined(values.legal_fk),
    AwardG_fk: idOrUndefined(values.AwardG_fk),
    majorFk: idOrUndefined(values.majorFk),
    minorFk: idOrUndefined(values.minorFk),
    keyWord: values.keyWord.trim() || undefined,
  };
}

/** The form's values of a remembered filter. */
export function valuesOfScholarshipFilter(filter: ScholarshipSearchFilter): ScholarshipFormValues {
  return {
    country_fk: filter.country_fk ?? 0,
    legal_fk: filter.legal_fk ?? 0,
    AwardG_fk: filter.AwardG_fk ?? 0,
    majorFk: filter.majorFk ?? 0,
    minorFk: filter.minorFk ?? 0,
    keyWord: filter.keyWord ?? '',
  };
}

/** Choosing a country or a major resets the choices that no longer belong to it. */
const CASCADES: SearchCascades<ScholarshipFormValues> = { country_fk: ['legal_fk'], majorFk: ['minorFk'] };
/** With the institution fixed, a country keeps it. */
const FIXED_CASCADES: SearchCascades<ScholarshipFormValues> = { majorFk: ['minorFk'] };

export interface UseScholarshipSearchFormOptions {
  /** Scopes the search to one institution's scholarships (its legal id): chosen and fixed. */
  institution?: number;
  /** Where the results open (default '/findSch/list'). */
  listRoute?: string;
  /** Called after the search ran, instead of opening the list route. */
  onSearched?: (filter: ScholarshipSearchFilter) => void;
}

export interface ScholarshipSearchFormController extends SearchForm<ScholarshipFormValues> {
  /** True while the institution is fixed by the `institution` option. */
  fixedInstitution: boolean;
  /** The lists narrowed to the choices made above them (institutions of the country, minors of the major). */
  options: {
    countries: ScholarshipFilterData['countries'];
    institutions: Array<{ id: number; name: string }>;
    awardGroups: ScholarshipFilterData['awardGroups'];
    majors: ScholarshipFilterData['majors'];
    minors: Array<{ id: number; name: string }>;
  };
}

/** The empty form, the fixed institution kept. */
const emptyValues = (institution: number | undefined): ScholarshipFormValues =>
  institution ? { ...EMPTY_SCHOLARSHIP_VALUES, legal_fk: institution } : EMPTY_SCHOLARSHIP_VALUES;

function initialValues(institution: number | undefined): ScholarshipFormValues {
  const remembered = scholarshipSearch.remembered()?.filter;
  if (remembered && (remembered.legal_fk ?? 0) === (institution ?? remembered.legal_fk ?? 0)) return valuesOfScholarshipFilter(remembered);
  return emptyValues(institution);
}

/**
 * The scholarship search form (discovery §4 search flow): the filter lists (cached), the choices, and
 * Search — the search runs through the scholarship search flow, its filter is remembered and the list
 * opens. Clear forgets the search.
 */
export function useScholarshipSearchForm({ institution, listRoute = SCHOLARSHIP_LIST_ROUTE, onSearched }: UseScholarshipSearchFormOptions = {}): ScholarshipSearchFormController {
  const { navigate } = useNavigation();
  const fixedInstitution = institution !== undefined && institution > 0;
  const { data } = useFilterData('scholarships', scholarshipFilterData);
  /** The filter searched: the fixed institution's, whatever the form holds. */
  const filterOf = (values: ScholarshipFormValues) => scholarshipFilterOf(fixedInstitution ? { ...values, legal_fk: institution! } : values);
  const search = useSearchForm<ScholarshipFormValues>({
    defaultValues: () => initialValues(fixedInstitution ? institution : undefined),
    cascades: fixedInstitution ? FIXED_CASCADES : CASCADES,
    search: (values) => scholarshipSearch.search(filterOf(values), {}, { quiet: true }),
    open: (values) => (onSearched ? onSearched(filterOf(values)) : navigate(listRoute)),
    emptyValues: () => emptyValues(fixedInstitution ? institution : undefined),
    forget: () => scholarshipSearch.clear(),
  });
  const { values } = search;

  const options = useMemo(() => {
    if (!data) return { countries: [], institutions: [], awardGroups: [], majors: [], minors: [] };
    return {
      countries: data.countries,
      institutions: data.institutions
        .filter((row) => (fixedInstitution ? row.legalFk === institution : values.country_fk === 0 || row.countryId === values.country_fk))
        .map((row) => ({ id: row.legalFk, name: row.name })),
      awardGroups: data.awardGroups,
      majors: data.majors,
      minors: data.minors.filter((minor) => minor.parentFk === values.majorFk),
    };
  }, [data, values.country_fk, values.majorFk, fixedInstitution, institution]);

  return { ...search, fixedInstitution, options };
}
