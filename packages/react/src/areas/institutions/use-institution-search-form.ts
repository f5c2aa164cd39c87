import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $searchView, institutionMessages } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { inCountry, inCountryAndState } from '../../kits/find/choices.js';
import { emptyWithCountry, usePresetCountry } from '../../kits/find/preset-country.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchForm, type SearchCascades, type SearchForm } from '../../kits/find/use-search-form.js';
import {
  completeInstitutionFilter,
  EMPTY_INSTITUTION_FILTER,
  institutionFilterData,
  institutionSearch,
  type InstFilterData,
  type InstitutionSearchFilter,
} from '@studyatlas/core';
import { institutionViewRoute } from '../../navigation/routes/institutions.js';

export interface UseInstitutionSearchFormOptions {
  /** A preset country (its id or its name, any case): chosen and fixed, e.g. for a partner's widget. */
  country?: string | number;
  /** Called after the search ran, instead of opening the remembered view's route. */
  onSearched?: (filter: InstitutionSearchFilter) => void;
}

export interface InstitutionSearchFormController extends SearchForm<InstitutionSearchFilter> {
  data: InstFilterData | null;
  /** The preset country's id, when the country is fixed. */
  fixedCountry: number | null;
  /** The lists narrowed to the choices made above them (states of the country, …). */
  options: {
    countries: { id: number; name: string }[];
    states: { id: number; name: string }[];
    cities: { id: number; name: string }[];
    majors: { id: number; name: string }[];
    minors: { id: number; name: string }[];
    groups: { id: number; name: string }[];
    awards: { id: number; name: string }[];
  };
}

export { presetCountryId } from '../../kits/find/preset-country.js';

/** Choosing a place or an area resets the finer choices that no longer belong to it. */
const CASCADES: SearchCascades<InstitutionSearchFilter> = { countryFk: ['stateFk', 'cityFk'], stateFk: ['cityFk'], majorFk: ['minorFk'], groupFk: ['awardFk'] };

/** What must be chosen before a search: the city to measure from when searching near a city. */
export function validateInstitutionSearch(values: InstitutionSearchFilter): Partial<Record<keyof InstitutionSearchFilter, string>> {
  return values.searchBy === 'D' && values.cityFk === 0 ? { cityFk: institutionMessages.distanceCityRequired } : {};
}

/**
 * The institution search form (discovery §3 "Institute filter", §4 search flow): the filter lists
 * (cached), the choices, the search mode (by institution name, by location, or near a city within a
 * distance), and Search — the search runs, its filter is remembered and the remembered view opens
 * (the list unless the map was chosen last). Clear forgets the search.
 */
export function useInstitutionSearchForm({ country, onSearched }: UseInstitutionSearchFormOptions = {}): InstitutionSearchFormController {
  const { navigate } = useNavigation();
  const tab = useStore($searchView).tabs.institutions;
  const { data } = useFilterData('institutions', institutionFilterData);
  const search = useSearchForm<InstitutionSearchFilter>({
    defaultValues: () => completeInstitutionFilter(institutionSearch.remembered()?.filter ?? {}),
    validate: validateInstitutionSearch,
    cascades: CASCADES,
    search: (values) => institutionSearch.search(values),
    open: (values) => (onSearched ? onSearched(values) : navigate(institutionViewRoute(tab))),
    emptyValues: () => emptyWithCountry(EMPTY_INSTITUTION_FILTER, fixedCountry),
    forget: () => institutionSearch.clear(),
  });
  const { values, set } = search;

  const fixedCountry = usePresetCountry(data, country, values.countryFk, (id) => set('countryFk', id));

  const options = useMemo(() => {
    if (!data) return { countries: [], states: [], cities: [], majors: [], minors: [], groups: [], awards: [] };
    return {
      countries: data.countries,
      states: inCountry(data.states, values.countryFk),
      cities: inCountryAndState(data.cities, values.countryFk, values.stateFk),
      majors: data.majors,
      minors: data.minors.filter((minor) => values.majorFk === 0 || minor.parentFk === values.majorFk),
      groups: data.awardGroups,
      awards: data.awardLevels.filter((level) => values.groupFk === 0 || level.groupFk === values.groupFk),
    };
  }, [data, values.countryFk, values.stateFk, values.majorFk, values.groupFk]);

  return { ...search, data, fixedCountry, options };
}
