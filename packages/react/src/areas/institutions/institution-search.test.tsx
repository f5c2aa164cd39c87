import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $rememberedSearches, $detailOrigin, $searchView, format, getClient, institutions, messages, institutionMessages, favouriteMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { descriptionOf } from '../../../test/queries.js';
import { EMPTY_INSTITUTION_FILTER, instituteFilter, institutionSearch } from '@studyatlas/core';
import { InstitutionList } from './institution-list.js';
import { InstitutionSearchForm } from './institution-search-form.js';
import { institutionLabels as t } from '@studyatlas/core';

// The remembered searches live in a persistent store that unsubscribes from window events 1 s after
// its last reader; kept mounted here so that never happens after the test environment is gone.
beforeAll(() => void $rememberedSearches.listen(() => undefined));

afterEach(() => institutionSearch.clear());

const searchApi = (filter = EMPTY_INSTITUTION_FILTER, rowFrom = 0, rowTo = 100) =>
  getClient().call(institutions.instSearchData, { body: instituteFilter(filter, rowFrom, rowTo) });

const rowNames = () => [...document.querySelectorAll('.sa-find-row-name')].map((link) => link.textContent);

function renderSearch(props: { country?: string } = {}) {
  return renderWithProvider(
    <>
      <InstitutionSearchForm {...props} />
      <InstitutionList />
    </>,
  );
}

describe('Institution search and list', () => {
  it('lists every institution a page at a time when opened directly, with logos and course counts', async () => {
    const all = await searchApi(EMPTY_INSTITUTION_FILTER, 0, 10);
    expect(all.total).toBeGreaterThan(10);
    const { user } = renderSearch();

    expect(await screen.findByText(`${all.total} institutions found`)).toBeTruthy();
    expect(rowNames()).toEqual(all.rows.map((row) => row.name));
    const first = all.rows[0]!;
    const row = screen.getByText(first.name).closest('li')!;
    expect(row.querySelector('img')!.getAttribute('src')).toBe(`${getClient().baseUrl}/api/ImagePublic/GetImagePublic?legalFk=${first.legalFk}`);
    expect(within(row).getByText(`${first.courseCount} courses`)).toBeTruthy();
    expect(within(row).getByText([first.city, first.state, first.country].join(', '))).toBeTruthy();
    expect(within(row).getByRole('button', { name: format(favouriteMessages.favouriteToggle, { name: first.name }) }).getAttribute('aria-pressed')).toBe('false');

    const second = await searchApi(EMPTY_INSTITUTION_FILTER, 10, 20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(second.rows.map((r) => r.name)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches by country and name, opens the list route and shows the matching rows and total', async () => {
    const data = await getClient().call(institutions.instFilterDataPublic);
    const all = await searchApi();
    // The country with the most institutions, so that a name narrows it down.
    const count = (name: string) => all.rows.filter((row) => row.country === name).length;
    const country = [...data.countries].sort((a, b) => count(b.name) - count(a.name))[0]!;
    expect(count(country.name)).toBeGreaterThan(1);
    const expected = await searchApi({ ...EMPTY_INSTITUTION_FILTER, countryFk: country.id });
    const { user, navigate } = renderSearch();
    // The country list holds every country: a role query over it costs seconds in jsdom.
    await waitFor(() => expect(screen.getByLabelText(t.country).querySelector(`option[value="${country.id}"]`)?.textContent).toBe(country.name), { timeout: 10_000 });

    await user.selectOptions(screen.getByLabelText(t.country), String(country.id));
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findInst/list'));
    await screen.findByText(`${expected.total} institutions found`);
    expect(rowNames()).toEqual(expected.rows.slice(0, 10).map((row) => row.name));
    expect(institutionSearch.remembered()?.filter.countryFk).toBe(country.id);

    const name = expected.rows[0]!.name;
    const byName = await searchApi({ ...EMPTY_INSTITUTION_FILTER, countryFk: country.id, searchKey: name });
    expect(byName.total).toBeLessThan(expected.total);
    await user.type(screen.getByLabelText(t.institutionName), name);
    await user.click(screen.getByRole('button', { name: t.search }));
    await screen.findByText(`${byName.total} institutions found`);
    expect(rowNames()).toEqual(byName.rows.slice(0, 10).map((row) => row.name));
    expect(rowNames()).toContain(name);
  });

  it("says 'No records found' when nothing matches", async () => {
    const { user } = renderSearch();
    await screen.findByText(/institutions found/);
    await user.type(screen.getByLabelText(t.institutionName), 'zzzz no such institution');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(await screen.findByText(messages.noRecords)).toBeTruthy();
    expect(rowNames()).toEqual([]);
  });

  it('fixes a preset country given by name', async () => {
    const data = await getClient().call(institutions.instFilterDataPublic);
    const country = data.countries[0]!;
    renderSearch({ country: country.name.toUpperCase() });
    const select = (await screen.findByLabelText(t.country)) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(String(country.id)));
    expect(select.disabled).toBe(true);
  });

  it('switches to the map from the View menu and remembers it for the next search and the next page load (tab D), then back (tab L)', async () => {
    const { user, navigate } = renderSearch();
    await screen.findByText(/institutions found/);
    expect($searchView.get().tabs.institutions).toBe('L');
    await user.click(screen.getByRole('button', { name: t.viewMap }));
    expect(navigate).toHaveBeenLastCalledWith('/findInst/map');
    expect($searchView.get().tabs).toEqual({ institutions: 'D', agents: 'L' });
    expect(JSON.parse(localStorage.getItem('studyatlas.viewTabs')!)).toEqual({ institutions: 'D', agents: 'L' });

    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/findInst/map'));

    await user.click(screen.getByRole('button', { name: t.viewList }));
    expect($searchView.get().tabs.institutions).toBe('L');
    expect(JSON.parse(localStorage.getItem('studyatlas.viewTabs')!)).toEqual({ institutions: 'L', agents: 'L' });
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/findInst/list'));
  });

  it('searches by location (InstSearchByLoc): country, state, city, then name', async () => {
    const byLocation = await getClient().call(institutions.instSearchByLoc, { body: instituteFilter({ ...EMPTY_INSTITUTION_FILTER, searchBy: 'L' }, 0, 10) });
    const byName = await searchApi(EMPTY_INSTITUTION_FILTER, 0, 10);
    expect(byLocation.rows.map((row) => row.name)).not.toEqual(byName.rows.map((row) => row.name));
    const { user } = renderSearch();
    await screen.findByText(/institutions found/);
    const order = screen.getByRole('group', { name: t.searchBy });
    expect((within(order).getByRole('radio', { name: t.byName }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(order).getByRole('radio', { name: t.byLocation }));
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(rowNames()).toEqual(byLocation.rows.map((row) => row.name)));
    expect(institutionSearch.remembered()?.filter.searchBy).toBe('L');
    const places = [...document.querySelectorAll('.sa-find-row-place')].map((place) => place.textContent);
    expect(places).toEqual(byLocation.rows.map((row) => [row.city, row.state, row.country].join(', ')));
  });

  it('searches near a city: asks for the city, then lists the nearest first with their distance in km', async () => {
    const data = await getClient().call(institutions.instFilterDataPublic);
    const near = async (cityFk: number, distance: number) =>
      getClient().call(institutions.searchByDistanceAward, {
        body: instituteFilter({ ...EMPTY_INSTITUTION_FILTER, searchBy: 'D', cityFk, distance }, 0, 100),
      });
    // A city with several institutions within 100 km, some of them not in the city itself.
    let chosen: { city: (typeof data.cities)[number]; found: Awaited<ReturnType<typeof near>> } | undefined;
    for (const city of data.cities.slice(0, 40)) {
      const found = await near(city.id, 100);
      if (found.total >= 3 && found.rows.some((row) => row.distanceKm > 0) && (!chosen || found.total > chosen.found.total)) chosen = { city, found };
    }
    expect(chosen).toBeDefined();
    const { city, found } = chosen!;
    const { user, navigate } = renderSearch();
    await screen.findByText(/institutions found/);

    await user.click(screen.getByRole('radio', { name: t.byDistance }));
    const within50 = screen.getByLabelText(t.distance) as HTMLSelectElement;
    expect(within50.value).toBe('50'); // the default radius
    await user.click(screen.getByRole('button', { name: t.search }));
    const from = screen.getByLabelText(new RegExp(`^${t.nearCity}`)) as HTMLSelectElement;
    expect(descriptionOf(from)).toBe(institutionMessages.distanceCityRequired);
    expect(navigate).not.toHaveBeenCalledWith('/findInst/list');

    await user.selectOptions(screen.getByLabelText(t.country), String(city.countryFk));
    await user.selectOptions(from, String(city.id));
    expect(descriptionOf(from)).toBe('');
    await user.selectOptions(within50, '100');
    await user.click(screen.getByRole('button', { name: t.search }));
    await screen.findByText(`${found.total} institutions found`);
    await waitFor(() => expect(rowNames()).toEqual(found.rows.slice(0, 10).map((row) => row.name)));
    const distances = [...document.querySelectorAll('.sa-find-row-distance')].map((shown) => shown.textContent);
    expect(distances).toEqual(found.rows.slice(0, 10).map((row) => format(t.distanceAway, { km: row.distanceKm })));
    const km = found.rows.map((row) => row.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(Math.max(...km)).toBeLessThanOrEqual(100);
    expect(institutionSearch.remembered()?.filter).toMatchObject({ searchBy: 'D', cityFk: city.id, distance: 100 });
  });

  it('opens the detail from a row and remembers that it came from the list', async () => {
    const { user, navigate } = renderSearch();
    await screen.findByText(/institutions found/);
    const all = await searchApi(EMPTY_INSTITUTION_FILTER, 0, 10);
    const link = screen.getByRole('link', { name: all.rows[1]!.name });
    expect(link.getAttribute('href')).toBe(`/instdetail/${all.rows[1]!.legalFk}`);
    await user.click(link);
    expect(navigate).toHaveBeenLastCalledWith(`/instdetail/${all.rows[1]!.legalFk}`);
    expect($detailOrigin.get()).toBe('/findInst/list');
  });
});
