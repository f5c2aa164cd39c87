import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError, validateAgentSearch, viewTabOf } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { presetCountryId } from '../institutions/use-institution-search-form.js';
import { EMPTY_AGENT_FILTER, agentFilterData, agentInstitutionChoices, agentSearch, type AgentFilterData, type AgentSearchFilter } from './api.js';
import { agentViewRoute } from './routes.js';

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
function withChoice<K extends keyof AgentSearchFilter>(values: AgentSearchFilter, name: K, value: AgentSearchFilter[K]): AgentSearchFilter {
  const next = { ...values, [name]: value };
  if (name === 'countryFk') Object.assign(next, { stateFk: 0, cityFk: 0, institutionFk: 0, instCountryFk: 0, instStateFk: 0, instCityFk: 0 });
  if (name === 'stateFk') next.cityFk = 0;
  if (name === 'instCountryFk') Object.assign(next, { instStateFk: 0, instCityFk: 0 });
  if (name === 'instStateFk') next.instCityFk = 0;
  return next;
}

const ignore = () => undefined; // the client has shown the popup

/**
 * The agent search form (discovery §3 "Agent search filter", §5, §4 search flow): country, state,
 * city and the distance around it, the agent's name; the refined search adds the institution
 * represented and its place. Search checks the rule first (a country; or, refined, a country or a
 * keyword), runs the search, remembers it and opens the remembered view (list or map).
 */
export function useAgentSearchForm({ country, onSearched }: UseAgentSearchFormOptions = {}): AgentSearchFormController {
  const { navigate } = useNavigation();
  const [data, setData] = useState<AgentFilterData | null>(null);
  const [values, setValues] = useState<AgentSearchFilter>(() => ({ ...EMPTY_AGENT_FILTER, ...agentSearch.remembered()?.filter }));
  const [choices, setChoices] = useState<InstitutionChoices | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    agentFilterData().then((loaded) => live && setData(loaded), ignore);
    return () => {
      live = false;
    };
  }, []);

  const fixedCountry = presetCountryId(data, country);
  useEffect(() => {
    if (fixedCountry !== null && values.countryFk !== fixedCountry) setValues((current) => withChoice(current, 'countryFk', fixedCountry));
  }, [fixedCountry, values.countryFk]);

  useEffect(() => {
    if (!values.refined) return undefined;
    let live = true;
    agentInstitutionChoices(values.countryFk).then((loaded) => live && setChoices(loaded), ignore);
    return () => {
      live = false;
    };
  }, [values.refined, values.countryFk]);

  const options = useMemo(() => {
    const inCountry = <T extends { countryFk: number }>(rows: readonly T[], countryFk: number) => rows.filter((r) => countryFk === 0 || r.countryFk === countryFk);
    const cityIn = <T extends { countryFk: number; stateFk: number }>(rows: readonly T[], countryFk: number, stateFk: number) =>
      inCountry(rows, countryFk).filter((r) => stateFk === 0 || r.stateFk === stateFk);
    return {
      countries: data?.countries ?? [],
      states: data ? inCountry(data.states, values.countryFk) : [],
      cities: data ? cityIn(data.cities, values.countryFk, values.stateFk) : [],
      institutions: choices?.institutions ?? [],
      instCountries: choices?.countries ?? [],
      instStates: choices ? inCountry(choices.states, values.instCountryFk) : [],
      instCities: choices ? cityIn(choices.cities, values.instCountryFk, values.instStateFk) : [],
    };
  }, [data, choices, values.countryFk, values.stateFk, values.instCountryFk, values.instStateFk]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problem = validateAgentSearch({ countryFk: values.countryFk, keyword: values.keyword, refined: values.refined }).country_fk;
    setError(problem ?? null);
    if (problem) return;
    setBusy(true);
    try {
      await agentSearch.search(values);
      if (onSearched) onSearched(values);
      else navigate(agentViewRoute(viewTabOf('agents')));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const clear = () => {
    agentSearch.clear();
    setError(null);
    setValues(fixedCountry !== null ? { ...EMPTY_AGENT_FILTER, countryFk: fixedCountry } : EMPTY_AGENT_FILTER);
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
