import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, ApiError, messages, loadStudyDestinations, loadStudyPreferences, type PreferenceLoadReply, type StudyPreference } from '@studyatlas/core';

type Choices = Omit<PreferenceLoadReply, 'preferences' | 'cities'>;
type City = PreferenceLoadReply['cities'][number];

export interface StudyChoices {
  /** The choice lists; null until PreferenceLoad answers. */
  choices: Choices | null;
  /** The member's saved entries as loaded (the form starts from them). */
  saved: readonly StudyPreference[] | null;
  /** PreferenceLoad failed (or nobody is signed in): the message. */
  error: string | null;
  /** Cities loaded per country (StudyDestinationLoad?countryFk), once each. */
  citiesOf: (countryFk: number) => readonly City[] | undefined;
  loadCities: (countryFk: number) => Promise<readonly City[]>;
  /** City id → name: every city loaded, and those of the saved destinations. */
  cityName: (cityFk: number) => string;
}

/** PreferenceLoad once per signed-in member; the cities of a destination country on demand. */
export function useStudyChoices(): StudyChoices {
  const token = useStore($session)?.token ?? null;
  const [choices, setChoices] = useState<Choices | null>(null);
  const [saved, setSaved] = useState<readonly StudyPreference[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cities, setCities] = useState<ReadonlyMap<number, readonly City[]>>(new Map());
  const names = useRef(new Map<number, string>());

  useEffect(() => {
    if (token === null) return;
    let current = true;
    setError(null);
    loadStudyPreferences()
      .then(({ preferences, cities: _none, ...lists }) => {
        if (!current) return;
        for (const p of preferences) if (p.cityFk) names.current.set(p.cityFk, p.cityName);
        setChoices(lists);
        setSaved(preferences);
      })
      .catch((failure: unknown) => {
        if (!(failure instanceof ApiError)) throw failure;
        if (current) setError(failure.message);
      });
    return () => {
      current = false;
    };
  }, [token]);

  const loadCities = useCallback(async (countryFk: number) => {
    const known = cities.get(countryFk);
    if (known) return known;
    const { cities: loaded } = await loadStudyDestinations(countryFk);
    for (const city of loaded) names.current.set(city.id, city.name);
    setCities((before) => new Map(before).set(countryFk, loaded));
    return loaded;
  }, [cities]);

  return {
    choices: token === null ? null : choices,
    saved,
    error: token === null ? messages.signInRequired : error,
    citiesOf: (countryFk) => cities.get(countryFk),
    loadCities,
    cityName: (cityFk) => names.current.get(cityFk) ?? '',
  };
}
