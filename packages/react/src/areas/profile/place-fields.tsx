import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import { PROFILE_LISTS } from './query-keys.js';
import { format, loadCities, loadCountries, loadStates, placeLabels as t, profile } from '@studyatlas/core';
import { FormSelectField } from '../../form-kit/index.js';
import { inputOf } from '../../form-kit/bound.js';
import { optionsOf } from '../../ui/select-field/select-field.js';
import { TextField } from '../../ui/text-field/text-field.js';

type Named = { id: number; name: string };

export interface PlaceFieldsProps<V> {
  form: UseFormReturnType<V>;
  /** Paths of the three ids (numbers, 0 = none chosen). */
  country: LooseKeys<V>;
  state: LooseKeys<V>;
  city: LooseKeys<V>;
  required?: boolean;
  /** Other labels than Country / State / City (e.g. 'Birth country'). */
  labels?: Partial<Record<'country' | 'state' | 'city', string>>;
  disabled?: boolean;
}

const NONE: Named[] = [];

/** A list of places through the data layer (`key` null: none is asked for); [] until it is loaded or when it fails. */
function useList(key: string | null, load: () => Promise<Named[]>): Named[] {
  return useQuery(key, load).data ?? NONE;
}

const FILTER_DELAY_MS = 250;

/**
 * Country → state → city drop-downs bound to a form (member §7 StateLoad, CityLoad): choosing a
 * country clears state and city, choosing a state clears the city. A state with more cities than
 * one answer holds gets a "Find a city" box that narrows the list by name.
 */
export function PlaceFields<V>({ form, country, state, city, required, labels, disabled }: PlaceFieldsProps<V>) {
  const [countryFk, stateFk, cityFk] = [country, state, city].map((name) => Number(inputOf({ form, name }).value) || 0) as [number, number, number];
  const countries = useList(`${PROFILE_LISTS}/countries`, loadCountries);
  const countryId = countryFk;
  const states = useList(countryId ? `${PROFILE_LISTS}/states/${countryId}` : null, () => loadStates(countryId));

  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  useEffect(() => setKeyword(''), [stateFk]);
  const stateId = Number(stateFk) || 0;
  // The saved city is kept in the list (asked for with it); picking another one need not ask again.
  const cities = useList(stateId ? `${PROFILE_LISTS}/cities/${stateId}/${query}` : null, () => loadCities(stateId, query, Number(cityFk) || undefined));

  const clear = (path: LooseKeys<V>) => form.setFieldValue(path, 0 as never);
  const filterable = query !== '' || cities.length >= profile.CITY_LOAD_LIMIT;

  return (
    <>
      <FormSelectField
        form={form}
        name={country}
        label={labels?.country ?? t.country}
        required={required}
        disabled={disabled}
        placeholder={t.choose}
        options={optionsOf(countries)}
        onValueChange={() => {
          clear(state);
          clear(city);
        }}
      />
      <FormSelectField
        form={form}
        name={state}
        label={labels?.state ?? t.state}
        required={required}
        disabled={disabled || !countryFk}
        placeholder={t.choose}
        options={optionsOf(states)}
        onValueChange={() => clear(city)}
      />
      {filterable && (
        <TextField
          label={t.cityFilter}
          hint={format(t.cityFilterHint, { limit: profile.CITY_LOAD_LIMIT })}
          value={keyword}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      )}
      <FormSelectField
        form={form}
        name={city}
        label={labels?.city ?? t.city}
        required={required}
        disabled={disabled || !stateFk}
        placeholder={t.choose}
        options={optionsOf(cities)}
      />
    </>
  );
}
