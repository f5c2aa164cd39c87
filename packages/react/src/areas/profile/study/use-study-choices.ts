import { useCallback, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $signedIn, messages, loadStudyDestinations, loadStudyPreferences, type PreferenceLoadReply, type StudyPreference } from '@studyatlas/core';
import { useQuery } from '../../../data/use-query.js';
import { STUDY } from '../query-keys.js';

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
  const signedIn = useStore($signedIn);
  const [cities, setCities] = useState<ReadonlyMap<number, readonly City[]>>(new Map());
  const names = useRef(new Map<number, string>());
  // Once per signed-in member (the data layer's keys carry the member).
  const loaded = useQuery(STUDY, loadStudyPreferences, { audience: 'member' });
  const { choices, saved } = useMemo(() => {
    if (!loaded.data) return { choices: null, saved: null };
    const { preferences, cities: _none, ...lists } = loaded.data;
    for (const p of preferences) if (p.cityFk) names.current.set(p.cityFk, p.cityName);
    return { choices: lists as Choices, saved: preferences as readonly StudyPreference[] };
  }, [loaded.data]);

  const loadCities = useCallback(async (countryFk: number) => {
    const known = cities.get(countryFk);
    if (known) return known;
    const { cities: loaded } = await loadStudyDestinations(countryFk);
    for (const city of loaded) names.current.set(city.id, city.name);
    setCities((before) => new Map(before).set(countryFk, loaded));
    return loaded;
  }, [cities]);

  return {
    choices: signedIn ? choices : null,
    saved,
    error: signedIn ? loaded.error : messages.signInRequired,
    citiesOf: (countryFk) => cities.get(countryFk),
    loadCities,
    cityName: (cityFk) => names.current.get(cityFk) ?? '',
  };
}
