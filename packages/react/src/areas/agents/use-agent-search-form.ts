import { useMemo } from 'react';
import { useQuery } from '../../data/use-query.js';
import { validateAgentSearch, viewTabOf } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { inCountry, inCountryAndState } from '../../kits/find/choices.js';
import { emptyWithCountry, usePresetCountry } from '../../kits/find/preset-country.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { filterOfNamed, namedValuesOf, useSearchForm, type FormNames, type NamedValues, type SearchCascades, type SearchForm } from '../../kits/find/use-search-form.js';
import { EMPTY_AGENT_FILTER, agentFilterData, agentInstitutionChoices, agentSearch, type AgentFilterData, type AgentSearchFilter } from '@studyatlas/core';
import { agentViewRoute } from '../../navigation/routes/agents.js';

type Named = { id: number; name: string };
type InstitutionChoices = Awaited<ReturnType<typeof agentInstitutionChoices>>;

/** The agent filter's fields under the names of the form's fields (their DOM names: country_fk, …). */
const FORM_NAMES = {
  country_fk: 'countryFk',
  state_fk: 'stateFk',
  city_fk: 'cityFk',
  distance: 'distance',
  keyword: 'keyword',
  IsLocOrName: 'order',
  refined: 'refined',
  legal_fk: 'institutionFk',
  instCountry_fk: 'instCountryFk',
  instState_fk: 'instStateFk',
  instCity_fk: 'instCityFk',
  instKeyword: 'instKeyword',
} as const satisfies FormNames<AgentSearchFilter>;

/** The agent filter as its form holds it: each field under its form name (`country_fk` for `countryFk`). */
export type AgentFormValues = NamedValues<AgentSearchFilter, typeof FORM_NAMES>;

/** The form's values of an agent filter, and back. */
const agentFormValuesOf = (filter: AgentSearchFilter): AgentFormValues => namedValuesOf(filter, FORM_NAMES);
const agentFilterOfValues = (values: AgentFormValues): AgentSearchFilter => filterOfNamed(values, FORM_NAMES);

export interface UseAgentSearchFormOptions {
  /** A preset country (its id or its name, any case): chosen and fixed, e.g. for a partner's widget. */
  country?: string | number;
  /** Called after the search ran, instead of opening the remembered view's route. */
  onSearched?: (filter: AgentSearchFilter) => void;
}

export interface AgentSearchFormController extends SearchForm<AgentFormValues> {
  data: AgentFilterData | null;
  fixedCountry: number | null;
  toggleRefined: () => void;
  /** The lists narrowed to the choices made above them. */
  options: {
    countries: Named[];
    states: Named[];
    cities: Named[];
    institutions: Named[];
    instCountries: Named[];
    instStates: Named[];
    instCities: Named[];
  };
}

/** Choosing a place resets the finer choices that no longer belong to it. */
const CASCADES: SearchCascades<AgentFormValues> = {
  country_fk: ['state_fk', 'city_fk', 'legal_fk', 'instCountry_fk', 'instState_fk', 'instCity_fk'],
  state_fk: ['city_fk'],
  instCountry_fk: ['instState_fk', 'instCity_fk'],
  instState_fk: ['instCity_fk'],
};

/**
 * The agent search form (discovery §3 "Agent search filter", §5, §4 search flow): country, state,
 * city and the distance around it, the agent's name; the refined search adds the institution
 * represented and its place. Search checks the rule first (a country; or, refined, a country or a
 * keyword), runs the search, remembers it and opens the remembered view (list or map).
 */
export function useAgentSearchForm({ country, onSearched }: UseAgentSearchFormOptions = {}): AgentSearchFormController {
  const { navigate } = useNavigation();
  const { data } = useFilterData('agents', agentFilterData);
  const search = useSearchForm<AgentFormValues>({
    defaultValues: () => agentFormValuesOf({ ...EMPTY_AGENT_FILTER, ...agentSearch.remembered()?.filter }),
    validate: (values) => validateAgentSearch({ countryFk: values.country_fk, keyword: values.keyword, refined: values.refined }),
    cascades: CASCADES,
    search: (values) => agentSearch.search(agentFilterOfValues(values)),
    open: (values) => (onSearched ? onSearched(agentFilterOfValues(values)) : navigate(agentViewRoute(viewTabOf('agents')))),
    emptyValues: () => agentFormValuesOf(emptyWithCountry(EMPTY_AGENT_FILTER, fixedCountry)),
    forget: () => agentSearch.clear(),
  });
  const { values, set } = search;

  const fixedCountry = usePresetCountry(data, country, values.country_fk, (id) => set('country_fk', id));

  // The refined search's institution choices of the chosen country (the client's popup says a failure).
  const choices: InstitutionChoices | null = useQuery(values.refined ? `agents/institution-choices/${values.country_fk}` : null, () => agentInstitutionChoices(values.country_fk), {
    audience: 'public',
    keepWhileLoading: true,
  }).data;

  const options = useMemo(
    () => ({
      countries: data?.countries ?? [],
      states: data ? inCountry(data.states, values.country_fk) : [],
      cities: data ? inCountryAndState(data.cities, values.country_fk, values.state_fk) : [],
      institutions: choices?.institutions ?? [],
      instCountries: choices?.countries ?? [],
      instStates: choices ? inCountry(choices.states, values.instCountry_fk) : [],
      instCities: choices ? inCountryAndState(choices.cities, values.instCountry_fk, values.instState_fk) : [],
    }),
    [data, choices, values.country_fk, values.state_fk, values.instCountry_fk, values.instState_fk],
  );

  return {
    ...search,
    data,
    fixedCountry,
    options,
    toggleRefined: () => set('refined', !search.form.getValues().refined),
  };
}
