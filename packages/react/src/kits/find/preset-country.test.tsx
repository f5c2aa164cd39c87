import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { institutionFilterData, type InstFilterData } from '@studyatlas/core';
import { emptyWithCountry, presetCountryId, usePresetCountry } from './preset-country.js';

// The institution filter lists of the test server (public).
let data: InstFilterData;
beforeAll(async () => {
  data = await institutionFilterData();
});

describe('presetCountryId', () => {
  it('finds the country by its id, as a number or as digits', () => {
    const country = data.countries[1]!;
    expect(presetCountryId(data, country.id)).toBe(country.id);
    expect(presetCountryId(data, String(country.id))).toBe(country.id);
    expect(presetCountryId(data, ` ${country.id} `)).toBe(country.id);
  });

  it('finds the country by its name in any case, ignoring the spaces around it', () => {
    const country = data.countries[0]!;
    expect(presetCountryId(data, country.name)).toBe(country.id);
    expect(presetCountryId(data, country.name.toUpperCase())).toBe(country.id);
    expect(presetCountryId(data, `  ${country.name.toLowerCase()}  `)).toBe(country.id);
  });

  it('is null without a preset, before the lists arrived, or for a country the lists do not have', () => {
    const country = data.countries[0]!;
    expect(presetCountryId(data, undefined)).toBeNull();
    expect(presetCountryId(data, '')).toBeNull();
    expect(presetCountryId(null, country.name)).toBeNull();
    expect(presetCountryId(data, 'Atlantis')).toBeNull();
    expect(presetCountryId(data, 0)).toBeNull();
    expect(presetCountryId(data, `${country.name}x`)).toBeNull();
  });
});

describe('usePresetCountry', () => {
  it('chooses the preset country once the lists arrive, and again whenever the form holds another', () => {
    const [first, second] = data.countries;
    const choose = vi.fn<(countryFk: number) => void>();
    const { result, rerender } = renderHook(({ lists, current }) => usePresetCountry(lists, first!.name, current, choose), {
      initialProps: { lists: null as InstFilterData | null, current: 0 },
    });
    expect(result.current).toBeNull();
    expect(choose).not.toHaveBeenCalled();

    rerender({ lists: data, current: 0 });
    expect(result.current).toBe(first!.id);
    expect(choose).toHaveBeenCalledTimes(1);
    expect(choose).toHaveBeenLastCalledWith(first!.id);

    // The form took it: nothing more to do.
    rerender({ lists: data, current: first!.id });
    expect(choose).toHaveBeenCalledTimes(1);

    // Something set another country (a remembered search): the preset wins again.
    rerender({ lists: data, current: second!.id });
    expect(choose).toHaveBeenCalledTimes(2);
    expect(choose).toHaveBeenLastCalledWith(first!.id);
    expect(result.current).toBe(first!.id);
  });

  it('chooses nothing and fixes nothing without a preset or with an unknown one', () => {
    const choose = vi.fn<(countryFk: number) => void>();
    const { result, rerender } = renderHook(({ preset }) => usePresetCountry(data, preset, 7, choose), {
      initialProps: { preset: undefined as string | undefined },
    });
    expect(result.current).toBeNull();
    rerender({ preset: 'Atlantis' });
    expect(result.current).toBeNull();
    expect(choose).not.toHaveBeenCalled();
  });
});

describe('emptyWithCountry', () => {
  const EMPTY = { countryFk: 0, stateFk: 0, searchKey: '' };

  it('keeps the fixed country in the emptied values (Clear with a preset country)', () => {
    expect(emptyWithCountry(EMPTY, 101)).toEqual({ countryFk: 101, stateFk: 0, searchKey: '' });
    expect(EMPTY.countryFk).toBe(0);
  });

  it('gives the empty values themselves without a fixed country', () => {
    expect(emptyWithCountry(EMPTY, null)).toBe(EMPTY);
  });
});
