import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { validateAgentSearch, viewTabOf } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { inCountry, inCountryAndState, withChoice as withReset, type ChoiceResets } from '../../kits/find/choices.js';
import { emptyWithCountry, usePresetCountry } from '../../kits/find/preset-country.js';
import { useFilterData } from '../../kits/find/use-filter-data.js';
import { useSearchSubmit } from '../../kits/find/use-search-submit.js';
import { EMPTY_AGENT_FILTER, agentFilterData, agentInstitutionChoices, agentSearch, type AgentFilterData, type AgentSearchFilter } from '@studyatlas/core';
import { agentViewRoute } from '../../navigation/routes/agents.js';

type Named = { id: number; name: string };
type InstitutionChoices = Awaited<ReturnType<typeof agentInstitutionChoices>>;

export interface UseAgentSearchFormOptions {
  /** A preset country (its id or its name, any case): chosen and fixed, e.g. for a partner's widget. */
  country?: string | number;
  /** Called after the search ran, instead of opening the remembered view's route. */
  onSearched?: (filter: AgentSearchFilter) => void;
}

export interface AgentSearchFormController {
  data: AgentFilterData | null;
  values: AgentSearchFilter;
  fixedCountry: number | null;
  busy: boolean;
  /** The rule's or the server's message ("Country is required", …). */
  error: string | null;
  set: <K extends keyof AgentSearchFilter>(name: K, value: AgentSearchFilter[K]) => void;
  toggleRefined: () => void;
  submit: (event?: FormEvent) => Promise<void>;
  clear: () => void;
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
const RESETS: ChoiceResets<AgentSearchFilter> = {
  countryFk: ['stateFk', 'cityFk', 'institutionFk', 'instCountryFk', 'instStateFk', 'instCityFk'],
  stateFk: ['cityFk'],
  instCountryFk: ['instStateFk', 'instCityFk'],
  instStateFk: ['instCityFk'],
};

const withChoice = <K extends keyof AgentSearchFilter>(values: AgentSearchFilter, name: K, value: AgentSearchFilter[K]) => withReset(values, name, value, RESETS);

const ignore = () => undefined; // the client has shown the popup

/**
 * The agent search form (discovery §3 "Agent search filter", §5, §4 search flow): country, state,
 * city and the distance around it, the agent's name; the refined search adds the institution
 * represented and its place. Search checks the rule first (a country; or, refined, a country or a
 * keyword), runs the search, remembers it and opens the remembered view (list or map).
 */
export function useAgentSearchForm({ country, onSearched }: UseAgentSearchFormOptions = {}): AgentSearchFormController {
  const { navigate } = useNavigation();
  const { data } = useFilterData(agentFilterData);
  const [values, setValues] = useState<AgentSearchFilter>(() => ({ ...EMPTY_AGENT_FILTER, ...agentSearch.remembered()?.filter }));
  const [choices, setChoices] = useState<InstitutionChoices | null>(null);
  const { busy, error, setError, run } = useSearchSubmit();

  const fixedCountry = usePresetCountry(data, country, values.countryFk, (id) => setValues((current) => withChoice(current, 'countryFk', id)));

  useEffect(() => {
    if (!values.refined) return undefined;
    let live = true;
    agentInstitutionChoices(values.countryFk).then((loaded) => live && setChoices(loaded), ignore);
    return () => {
      live = false;
    };
  }, [values.refined, values.countryFk]);

  const options = useMemo(
    () => ({
      countries: data?.countries ?? [],
      states: data ? inCountry(data.states, values.countryFk) : [],
      cities: data ? inCountryAndState(data.cities, values.countryFk, values.stateFk) : [],
      institutions: choices?.institutions ?? [],
      instCountries: choices?.countries ?? [],
      instStates: choices ? inCountry(choices.states, values.instCountryFk) : [],
      instCities: choices ? inCountryAndState(choices.cities, values.instCountryFk, values.instStateFk) : [],
    }),
    [data, choices, values.countryFk, values.stateFk, values.instCountryFk, values.instStateFk],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problem = validateAgentSearch({ countryFk: values.countryFk, keyword: values.keyword, refined: values.refined }).country_fk;
    setError(problem ?? null);
    if (problem) return;
    await run(
      () => agentSearch.search(values),
      () => (onSearched ? onSearched(values) : navigate(agentViewRoute(viewTabOf('agents')))),
    );
  };

  const clear = () => {
    agentSearch.clear();
    setError(null);
    setValues(emptyWithCountry(EMPTY_AGENT_FILTER, fixedCountry));
  };

  return {
    data,
    values,
    fixedCountry,
    busy,
    error,
    options,
    set: (name, value) => {
      setError(null);
      setValues((current) => withChoice(current, name, value));
    },
    toggleRefined: () => setValues((current) => ({ ...current, refined: !current.refined })),
    submit,
    clear,
  };
}
