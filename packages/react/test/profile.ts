import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getClient, profile } from '@studyatlas/core';
import type { renderWithProvider } from './render.js';

/** A country of the test geography with a state that has a city. */
export async function aPlace() {
  for (const country of await getClient().call(profile.countryLoad)) {
    for (const state of await getClient().call(profile.stateLoad, { query: { CountryFk: country.id } })) {
      const [city] = await getClient().call(profile.cityLoad, { query: { StateFk: state.id } });
      if (city) return { country, state, city };
    }
  }
  throw new Error('no city in the test geography');
}

/** The Success popup of a save or delete (member §8), closed with Escape. */
export async function dismissSuccess(user: ReturnType<typeof renderWithProvider>['user'], message: string) {
  const popup = await screen.findByRole('alertdialog', { name: 'Success' });
  expect(popup.textContent).toContain(message);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Success' })).toBeNull());
}
