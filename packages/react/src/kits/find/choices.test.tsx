import { beforeAll, describe, expect, it } from 'vitest';
import { friendFilterData, type FriendFilterData } from '@studyatlas/core';
import { inCountry, inCountryAndState } from './choices.js';

// The public friend filter lists of the test server: states and cities sorted by name, with their country (and state).
let data: FriendFilterData;
beforeAll(async () => {
  data = await friendFilterData();
});

const countryNamed = (name: string) => data.countries.find((country) => country.name === name)!;

describe('inCountry', () => {
  it("keeps a country's rows in the order the lists give them", () => {
    const india = countryNamed('India');
    const states = inCountry(data.states, india.id);
    expect(states.length).toBeGreaterThan(1);
    expect(states).toEqual(data.states.filter((state) => state.countryFk === india.id));
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('gives every row for 0 (any country) and none for a country without rows', () => {
    expect(inCountry(data.states, 0)).toEqual(data.states);
    expect(inCountry(data.states, 0)).not.toBe(data.states); // a copy: the lists stay untouched
    expect(inCountry(data.states, -5)).toEqual([]);
  });
});

describe('inCountryAndState', () => {
  it("narrows cities to a country, then to one of its states", () => {
    const india = countryNamed('India');
    const inIndia = inCountryAndState(data.cities, india.id, 0);
    expect(inIndia).toEqual(data.cities.filter((city) => city.countryFk === india.id));
    const state = inCountry(data.states, india.id).find((candidate) => inIndia.some((city) => city.stateFk === candidate.id))!;
    const inState = inCountryAndState(data.cities, india.id, state.id);
    expect(inState.length).toBeGreaterThan(0);
    expect(inState.length).toBeLessThan(inIndia.length);
    expect(inState.every((city) => city.stateFk === state.id && city.countryFk === india.id)).toBe(true);
  });

  it("gives every row for any country and state, a state's rows for any country, and none for a state of another country", () => {
    expect(inCountryAndState(data.cities, 0, 0)).toEqual(data.cities);
    const city = data.cities[0]!;
    expect(inCountryAndState(data.cities, 0, city.stateFk)).toEqual(data.cities.filter((c) => c.stateFk === city.stateFk));
    const other = data.countries.find((country) => country.id !== city.countryFk)!;
    expect(inCountryAndState(data.cities, other.id, city.stateFk)).toEqual([]);
  });
});
