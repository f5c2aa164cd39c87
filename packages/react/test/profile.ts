import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { getClient, profile } from '@studyatlas/core';
import type { renderWithProvider } from './render.js';
import { dismissNotice } from './queries.js';

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

/** The Success notice of a save or delete (member §8: a status message, issue 24), closed with its Dismiss button. */
export async function dismissSuccess(user: ReturnType<typeof renderWithProvider>['user'], message: string) {
  expect(screen.queryByRole('alertdialog', { name: 'Success' })).toBeNull();
  await dismissNotice(user, message);
}
