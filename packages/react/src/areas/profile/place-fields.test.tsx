import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getClient, profile } from '@studyatlas/core';
import { useForm } from '@mantine/form';
import { renderWithProvider } from '../../../test/render.js';
import { PlaceFields } from './place-fields.js';
import { findOption, optionTexts } from '../../../test/queries.js';

interface Address {
  home: { countryFk: number; stateFk: number; cityFk: number };
}

let saved: Address | undefined;

function AddressForm({ defaults }: { defaults: Address }) {
  const form = useForm<Address>({ initialValues: defaults });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void (saved = values))}>
      <PlaceFields form={form} country="home.countryFk" state="home.stateFk" city="home.cityFk" required />
      <button type="submit">Save</button>
    </form>
  );
}

const optionNames = (label: RegExp) => optionTexts(screen.getByLabelText(label));

/** A country of the test geography with a state that has at least two cities. */
async function placeWithCities() {
  const countries = await getClient().call(profile.countryLoad);
  for (const country of countries) {
    for (const state of await getClient().call(profile.stateLoad, { query: { CountryFk: country.id } })) {
      const cities = await getClient().call(profile.cityLoad, { query: { StateFk: state.id } });
      if (cities.length >= 2) return { country, state, cities };
    }
  }
  throw new Error('no state with two cities in the test geography');
}

describe('PlaceFields', () => {
  it('cascades country → state → city, and clears the finer choices when a coarser one changes', async () => {
    const { country, state, cities } = await placeWithCities();
    const { user } = renderWithProvider(<AddressForm defaults={{ home: { countryFk: 0, stateFk: 0, cityFk: 0 } }} />);
    await findOption(document, country.name);
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Country/), String(country.id));
    await findOption(document, state.name);
    await user.selectOptions(screen.getByLabelText(/^State/), String(state.id));
    await waitFor(() => expect(optionNames(/^City/)).toEqual(['Choose…', ...cities.map((c) => c.name)]));
    await user.selectOptions(screen.getByLabelText(/^City/), String(cities[1]!.id));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual({ home: { countryFk: country.id, stateFk: state.id, cityFk: cities[1]!.id } }));

    await user.selectOptions(screen.getByLabelText(/^Country/), '');
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText(/^City/) as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(optionNames(/^City/)).toEqual(['Choose…']));
  });

  it('shows a saved place with its lists loaded', async () => {
    const { country, state, cities } = await placeWithCities();
    renderWithProvider(<AddressForm defaults={{ home: { countryFk: country.id, stateFk: state.id, cityFk: cities[0]!.id } }} />);
    await waitFor(() => expect((screen.getByLabelText(/^City/) as HTMLSelectElement).value).toBe(String(cities[0]!.id)));
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe(String(state.id));
    expect(screen.queryByLabelText('Find a city')).toBeNull();
  });
});
