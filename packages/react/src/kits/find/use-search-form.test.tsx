import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@studyatlas/core';
import { filterOfNamed, namedValuesOf, useSearchForm, type UseSearchFormOptions } from './use-search-form.js';

interface Values {
  country_fk: number;
  state_fk: number;
  city_fk: number;
  keyword: string;
  area: string;
}

const EMPTY: Values = { country_fk: 0, state_fk: 0, city_fk: 0, keyword: '', area: '' };
const CHOSEN: Values = { country_fk: 13, state_fk: 4030, city_fk: 7, keyword: 'design', area: 'Art' };

function setup(overrides: Partial<UseSearchFormOptions<Values>> = {}) {
  const search = vi.fn(async (_values: Values) => undefined);
  const open = vi.fn();
  const forget = vi.fn();
  const hook = renderHook(() =>
    useSearchForm<Values>({
      defaultValues: CHOSEN,
      cascades: { country_fk: ['state_fk', 'city_fk', 'area'], state_fk: ['city_fk'] },
      search,
      open,
      emptyValues: () => ({ ...EMPTY, country_fk: 13 }),
      forget,
      ...overrides,
    }),
  );
  return { ...hook, search, open, forget };
}

describe('useSearchForm', () => {
  it('a choice resets its finer choices: ids to 0 (any), texts to empty; other fields stay', () => {
    const { result } = setup();
    act(() => result.current.set('country_fk', 45));
    expect(result.current.values).toEqual({ country_fk: 45, state_fk: 0, city_fk: 0, keyword: 'design', area: '' });
    act(() => result.current.set('city_fk', 9));
    act(() => result.current.set('state_fk', 11));
    expect(result.current.values).toEqual({ country_fk: 45, state_fk: 11, city_fk: 0, keyword: 'design', area: '' });
    act(() => result.current.set('keyword', 'art'));
    expect(result.current.values.state_fk).toBe(11);
  });

  it("a bound select's cascade resets the finer choices after its own change; none for a field without any", () => {
    const { result } = setup();
    expect(result.current.cascade('keyword')).toBeUndefined();
    act(() => {
      result.current.form.setFieldValue('country_fk', 45);
      result.current.cascade('country_fk')!();
    });
    expect(result.current.values).toMatchObject({ country_fk: 45, state_fk: 0, city_fk: 0, area: '' });
  });

  it('Search runs the search with the values, then opens the results; busy meanwhile, a second Search ignored', async () => {
    let answer!: () => void;
    const slowSearch = vi.fn((_values: Values) => new Promise<void>((resolve) => (answer = resolve)));
    const { result, open } = setup({ search: slowSearch });
    act(() => result.current.submit());
    await vi.waitFor(() => expect(result.current.form.submitting).toBe(true));
    await act(async () => result.current.submit());
    expect(result.current.form.submitting).toBe(true);
    await act(async () => answer());
    await vi.waitFor(() => expect(result.current.form.submitting).toBe(false));
    expect(slowSearch).toHaveBeenCalledTimes(1);
    expect(slowSearch).toHaveBeenCalledWith(CHOSEN);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(CHOSEN);
  });

  it("the rule stops Search with the specification's message on its field; nothing is searched", async () => {
    const { result, search, open } = setup({ defaultValues: EMPTY, validate: (v) => ({ country_fk: v.country_fk ? undefined : 'Country is required' }) });
    await act(async () => result.current.submit());
    expect(result.current.form.errors).toEqual({ country_fk: 'Country is required' });
    expect(search).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    act(() => result.current.set('country_fk', 13));
    expect(result.current.form.errors).toEqual({});
  });

  it("a refusal of the server shows above the form and the results do not open", async () => {
    const refusal = new ApiError(400, 'The search could not be run.', {});
    const { result, open } = setup({ search: vi.fn(async () => Promise.reject(refusal)) });
    await act(async () => result.current.submit());
    await vi.waitFor(() => expect(result.current.form.errors).toEqual({ form: 'The search could not be run.' }));
    expect(open).not.toHaveBeenCalled();
  });

  it('Clear forgets the search and empties the form to its empty values (a preset kept)', () => {
    const { result, forget } = setup();
    act(() => result.current.clear());
    expect(forget).toHaveBeenCalledTimes(1);
    expect(result.current.values).toEqual({ ...EMPTY, country_fk: 13 });
  });
});

describe('namedValuesOf / filterOfNamed', () => {
  it('put a filter under its form names and back', () => {
    const names = { HmtwnCntry: 'homeCountry', Keyword: 'keyword' } as const;
    const filter = { homeCountry: 101, keyword: 'Lucas' };
    const values = namedValuesOf(filter, names);
    expect(values).toEqual({ HmtwnCntry: 101, Keyword: 'Lucas' });
    expect(filterOfNamed(values, names)).toEqual(filter);
  });
});
