import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { useEffect, useState } from 'react';
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

/** Loads a list when its parent id is chosen; [] while none is. A late answer for an older id is dropped. */
function useList(parent: number, load: (id: number) => Promise<Named[]>): Named[] {
  const [rows, setRows] = useState<Named[]>([]);
  useEffect(() => {
    let live = true;
    if (!parent) setRows([]);
    else load(parent).then((list) => live && setRows(list), () => live && setRows([]));
    return () => {
      live = false;
    };
  }, [parent, load]);
  return rows;
}

const FILTER_DELAY_MS = 250;

/**
 * Country → state → city drop-downs bound to a form (member §7 StateLoad, CityLoad): choosing a
 * country clears state and city, choosing a state clears the city. A state with more cities than
 * one answer holds gets a "Find a city" box that narrows the list by name.
 */
export function PlaceFields<V>({ form, country, state, city, required, labels, disabled }: PlaceFieldsProps<V>) {
  const [countryFk, stateFk, cityFk] = [country, state, city].map((name) => Number(inputOf({ form, name }).value) || 0) as [number, number, number];
  const [countries, setCountries] = useState<Named[]>([]);
  useEffect(() => {
    let live = true;
    loadCountries().then((list) => live && setCountries(list), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const states = useList(Number(countryFk) || 0, loadStates);

  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(keyword.trim()), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keyword]);
  useEffect(() => setKeyword(''), [stateFk]);
  const [cities, setCities] = useState<Named[]>([]);
  useEffect(() => {
    let live = true;
    const id = Number(stateFk) || 0;
    if (!id) setCities([]);
    else loadCities(id, query, Number(cityFk) || undefined).then((list) => live && setCities(list), () => live && setCities([]));
    return () => {
      live = false;
    };
    // The saved city is kept in the list; picking another one need not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateFk, query]);

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
