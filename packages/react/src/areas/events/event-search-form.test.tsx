import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { addDays, format as formatDate } from 'date-fns';
import { clearAllSearches, eventFilterData, eventLabels as l, eventSearch, eventStates, formatDisplayDate, messages, eventMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { alerts, field, labelled } from '../../../test/queries.js';
import { EventSearchForm } from './event-search-form.js';

beforeEach(() => clearAllSearches());

const select = (label: string) => screen.getByLabelText(labelled(label), { selector: 'select' }) as HTMLSelectElement;
/** A day relative to today as the user types it (dd/MM/yyyy). */
const typed = (days: number) => formatDate(addDays(new Date(), days), 'dd/MM/yyyy');

async function renderForm() {
  const rendered = renderWithProvider(<EventSearchForm />);
  await screen.findByLabelText(labelled(l.country), { selector: 'select' });
  return rendered;
}

/** A country with upcoming events and its states (StatePDetail). */
async function busiestCountry() {
  const data = await eventFilterData();
  const counts = new Map<number, number>();
  for (const city of data.cities) counts.set(city.countryFk, (counts.get(city.countryFk) ?? 0) + 1);
  const [countryId] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return { country: data.countries.find((c) => c.id === countryId)!, states: await eventStates(countryId) };
}

describe('EventSearchForm', () => {
  it("says 'Event country is required.' and searches nothing without a country", async () => {
    const { user, navigate } = await renderForm();
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(alerts()).toEqual([eventMessages.eventCountryRequired]);
    expect(document.activeElement).toBe(select(l.country));
    expect(navigate).not.toHaveBeenCalled();
    expect(eventSearch.$state.get().status).toBe('idle');
  });

  it('checks the dates with the specification’s messages', async () => {
    const { user } = await renderForm();
    const { country } = await busiestCountry();
    await user.selectOptions(select(l.country), String(country.id));

    await user.type(field(l.dateFrom).input, typed(-1));
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(field(l.dateFrom).error).toContain('From Date should be greater than or equal to current date.');

    await user.clear(field(l.dateFrom).input);
    await user.type(field(l.dateFrom).input, typed(10));
    await user.type(field(l.dateTo).input, '1/2/26');
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(field(l.dateTo).error).toContain('Invalid Date');

    await user.clear(field(l.dateTo).input);
    await user.type(field(l.dateTo).input, typed(5));
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(field(l.dateTo).error).toContain('Date To can not be smaller than Date From.');

    await user.clear(field(l.dateFrom).input);
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(field(l.dateFrom).error).toContain('From Date is required.');
    expect(eventSearch.$state.get().status).toBe('idle');
  });

  it('cascades country → state (StatePDetail) → city (CityPDetail), and a new country drops the state', async () => {
    const { user } = await renderForm();
    const { country, states } = await busiestCountry();
    expect(select(l.state).options).toHaveLength(1); // 'Any' only
    await user.selectOptions(select(l.country), String(country.id));
    await waitFor(() => expect([...select(l.state).options].map((o) => o.textContent)).toEqual([l.any, ...states.map((s) => s.name)]));
    await user.selectOptions(select(l.state), String(states[0]!.id));
    await waitFor(() => expect(select(l.city).options.length).toBeGreaterThan(1));
    const other = [...select(l.country).options].find((o) => o.value && o.value !== String(country.id));
    if (other) {
      await user.selectOptions(select(l.country), other.value);
      await waitFor(() => {
        expect(select(l.state).value).toBe('');
        expect(select(l.city).options).toHaveLength(1); // the cities go with the state
      });
    }
  });

  it('with no dates searches from today, remembers the filter and opens the list', async () => {
    const { user, navigate, unmount } = await renderForm();
    const { country } = await busiestCountry();
    await user.selectOptions(select(l.country), String(country.id));
    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findEvent/list'));
    const state = eventSearch.$state.get();
    expect(state.status).toBe('done');
    expect(state.total).toBeGreaterThan(0);
    const today = formatDate(new Date(), 'yyyy-MM-dd');
    expect(state.rows.every((row) => row.country === country.name && row.dateTo >= today)).toBe(true);
    expect(eventSearch.remembered()?.filter).toMatchObject({ country_fk: country.id, date_from: '', date_to: '' });

    // Opened again (another screen, a reload), the form shows the remembered filter.
    unmount();
    await renderForm();
    expect(select(l.country).value).toBe(String(country.id));
  });

  it('shows typed dates as dd-MMM-yyyy and sends them as yyyy-MM-dd', async () => {
    const { user, navigate } = await renderForm();
    const { country } = await busiestCountry();
    await user.selectOptions(select(l.country), String(country.id));
    await user.type(field(l.dateFrom).input, typed(0));
    await user.type(field(l.dateTo).input, typed(400));
    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(field(l.dateFrom).input.value).toBe(formatDisplayDate(new Date()));
    expect(eventSearch.remembered()?.filter).toMatchObject({
      date_from: formatDate(new Date(), 'yyyy-MM-dd'),
      date_to: formatDate(addDays(new Date(), 400), 'yyyy-MM-dd'),
    });
  });
});
