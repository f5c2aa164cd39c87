import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  $popups,
  $rememberedSearches,
  EMPTY_FRIEND_FILTER,
  friendFilterData,
  friendLabels as t,
  friendSearch,
  friends,
  getClient,
  friendFilter,
  messages,
  signIn,
  signOut,
  type FriendFilterData,
  type FriendSearchFilter,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { FriendList } from './friend-list.js';
import { FriendSearchForm } from './friend-search-form.js';

// The demo login of the seeded catalogue (its relations are only read here).
const DEMO = { email: 'student@studyatlas.test', password: 'StudyAtlas1' };

beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(async () => {
  friendSearch.clear();
  await signOut();
});

let data: FriendFilterData;
beforeAll(async () => {
  data = await friendFilterData();
});

const select = (label: string) => screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
const optionNames = (label: string) => [...select(label).options].map((option) => option.textContent);
const country = (name: string) => data.countries.find((candidate) => candidate.name === name)!;
const statesOf = (countryFk: number) => data.states.filter((state) => state.countryFk === countryFk);
const searchApi = (filter: Partial<FriendSearchFilter>) =>
  getClient().call(filter.sortBy === 'L' ? friends.searchDataByLocation : friends.friendSearchData, {
    body: friendFilter({ ...EMPTY_FRIEND_FILTER, ...filter }, 0, 100),
  });

/** Renders the form and waits for its lists. */
async function renderForm(props: Parameters<typeof FriendSearchForm>[0] = {}, withList = false) {
  const rendered = renderWithProvider(
    <>
      <FriendSearchForm {...props} />
      {withList && <FriendList />}
    </>,
  );
  await waitFor(() => expect(select(t.homeCountry).options).toHaveLength(data.countries.length + 1));
  return rendered;
}

describe('FriendSearchForm: fields', () => {
  it('offers the quick search, the order, the three places, institutions, years and study areas, each with Any', async () => {
    await renderForm();
    const form = screen.getByRole('search', { name: 'Find friends' });
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(t.searchTitle);
    expect([...form.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual(['Home town', 'Lives in', 'Study destination']);

    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect(optionNames(t.searchBy)).toEqual(['Name', 'Location']);
    expect(select(t.searchBy).value).toBe('FN');
    expect(optionNames(t.orderBy)).toEqual(['Name', 'Location']);
    expect(select(t.orderBy).value).toBe('N');

    const countries = ['Any', ...data.countries.map((c) => c.name)];
    for (const label of [t.homeCountry, t.currentCountry, t.destinationCountry]) expect(optionNames(label)).toEqual(countries);
    // No country chosen: every state and city is offered.
    expect(optionNames(t.homeState)).toEqual(['Any', ...data.states.map((s) => s.name)]);
    expect(optionNames(t.homeCity)).toEqual(['Any', ...data.cities.map((c) => c.name)]);
    expect(optionNames(t.fromYear)).toEqual(['Any', ...Array.from({ length: 28 }, (_, i) => String(1990 + i))]);
    expect(optionNames(t.toYear)).toHaveLength(29);
    expect(optionNames(t.majorArea)).toEqual(['Any', ...data.majors.map((m) => m.name)]);
    expect(optionNames(t.minorArea)).toEqual(['Any', ...data.minors.map((m) => m.name)]);

    const institution = screen.getByRole('combobox', { name: t.institution }) as HTMLInputElement;
    const list = document.getElementById(institution.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((option) => option.value)).toEqual(data.institutions.map((i) => i.name));
    expect(screen.getByRole('combobox', { name: t.studyInstitution }).getAttribute('list')).toBe(list.id);

    expect((screen.getByRole('checkbox', { name: t.sameHomeTown }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: t.currentStudy }) as HTMLInputElement).checked).toBe(false);
    expect(within(form).getAllByRole('button').map((button) => button.textContent)).toEqual(['Search', 'Clear']);
  });

  it("names the quick search 'Place name' when searching by location", async () => {
    const { user } = await renderForm();
    await user.selectOptions(select(t.searchBy), 'FL');
    expect(screen.getByRole('textbox', { name: t.quickSearchPlace })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: t.quickSearch })).toBeNull();
    await user.selectOptions(select(t.searchBy), 'FN');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('has no heading when placed without one', async () => {
    renderWithProvider(<FriendSearchForm headingLevel={null} className="in-panel" />);
    const form = await screen.findByRole('search', { name: t.searchTitle });
    expect(within(form).queryByRole('heading')).toBeNull();
    expect(form.className).toBe('sa-root sa-friend-search in-panel');
  });
});

describe('FriendSearchForm: the place cascades', () => {
  it('narrows home states to the country and home towns to the state; another country resets both to Any', async () => {
    const { user } = await renderForm();
    const india = country('India');
    const china = country('China');
    await user.selectOptions(select(t.homeCountry), String(india.id));
    const indianStates = statesOf(india.id);
    expect(optionNames(t.homeState)).toEqual(['Any', ...indianStates.map((s) => s.name)]);
    expect(optionNames(t.homeCity)).toEqual(['Any', ...data.cities.filter((c) => c.countryFk === india.id).map((c) => c.name)]);

    const state = indianStates.find((s) => data.cities.filter((c) => c.stateFk === s.id).length > 0)!;
    const cities = data.cities.filter((c) => c.stateFk === state.id);
    await user.selectOptions(select(t.homeState), String(state.id));
    expect(optionNames(t.homeCity)).toEqual(['Any', ...cities.map((c) => c.name)]);
    await user.selectOptions(select(t.homeCity), String(cities[0]!.id));
    expect([select(t.homeState).value, select(t.homeCity).value]).toEqual([String(state.id), String(cities[0]!.id)]);

    await user.selectOptions(select(t.homeCountry), String(china.id));
    expect([select(t.homeState).value, select(t.homeCity).value]).toEqual(['', '']);
    expect(optionNames(t.homeState)).toEqual(['Any', ...statesOf(china.id).map((s) => s.name)]);
    // The other places are their own cascades.
    expect(optionNames(t.currentState)).toEqual(['Any', ...data.states.map((s) => s.name)]);
  });

  it('narrows the current place and the destination the same way, and study area details to the area', async () => {
    const { user } = await renderForm();
    const nepal = country('Nepal');
    await user.selectOptions(select(t.currentCountry), String(nepal.id));
    expect(optionNames(t.currentState)).toEqual(['Any', ...statesOf(nepal.id).map((s) => s.name)]);
    expect(optionNames(t.currentCity)).toEqual(['Any', ...data.cities.filter((c) => c.countryFk === nepal.id).map((c) => c.name)]);

    const uk = country('United Kingdom');
    await user.selectOptions(select(t.destinationCountry), String(uk.id));
    const ukCities = data.cities.filter((c) => c.countryFk === uk.id);
    expect(optionNames(t.destinationCity)).toEqual(['Any', ...ukCities.map((c) => c.name)]);
    await user.selectOptions(select(t.destinationCity), String(ukCities[0]!.id));
    await user.selectOptions(select(t.destinationCountry), '');
    expect(select(t.destinationCity).value).toBe('');

    const major = data.majors.find((m) => data.minors.some((minor) => minor.parentFk === m.id))!;
    const minors = data.minors.filter((minor) => minor.parentFk === major.id);
    await user.selectOptions(select(t.majorArea), String(major.id));
    expect(optionNames(t.minorArea)).toEqual(['Any', ...minors.map((m) => m.name)]);
    await user.selectOptions(select(t.minorArea), String(minors[0]!.id));
    const other = data.majors.find((m) => m.id !== major.id)!;
    await user.selectOptions(select(t.majorArea), String(other.id));
    expect(select(t.minorArea).value).toBe('');
  });
});

describe('FriendSearchForm: Search', () => {
  it('searches by place name in location order (busy meanwhile), remembers the filter and opens the list', async () => {
    await signIn(DEMO.email, DEMO.password);
    const expected = await searchApi({ quickSearch: 'Kathmandu', searchBy: 'FL', sortBy: 'L' });
    expect(expected.total).toBeGreaterThan(1);
    const { user, navigate } = await renderForm({}, true);
    await user.selectOptions(select(t.searchBy), 'FL');
    await user.selectOptions(select(t.orderBy), 'L');
    await user.type(screen.getByRole('textbox', { name: t.quickSearchPlace }), 'Kathmandu');

    const search = screen.getByRole('button', { name: t.search });
    const seen: Array<string | null> = [];
    const observer = new MutationObserver(() => seen.push(search.getAttribute('aria-busy')));
    observer.observe(search, { attributes: true, attributeFilter: ['aria-busy'] });
    await user.click(search);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findfriend/list'));
    observer.disconnect();
    expect(seen[0]).toBe('true');
    expect(search.getAttribute('aria-busy')).toBeNull();

    expect(await screen.findByText(`${expected.total} people found`)).toBeTruthy();
    expect([...document.querySelectorAll('.sa-friend-row-name')].map((link) => link.textContent)).toEqual(expected.rows.map((row) => row.name));
    expect(friendSearch.remembered()?.filter).toEqual({ ...EMPTY_FRIEND_FILTER, quickSearch: 'Kathmandu', searchBy: 'FL', sortBy: 'L' });
  });

  it('hands the filter to onSearched instead of opening the list route', async () => {
    await signIn(DEMO.email, DEMO.password);
    const onSearched = vi.fn();
    const { user, navigate } = await renderForm({ onSearched });
    await user.click(screen.getByRole('checkbox', { name: t.currentStudy }));
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(onSearched).toHaveBeenCalledWith({ ...EMPTY_FRIEND_FILTER, currentStudy: true }));
    expect(navigate).not.toHaveBeenCalled();
    const expected = await searchApi({ currentStudy: true });
    expect(friendSearch.$state.get().total).toBe(expected.total);
  });

  it('refuses years in the wrong order before any call', async () => {
    await signIn(DEMO.email, DEMO.password);
    const { user, navigate } = await renderForm();
    await user.selectOptions(select(t.fromYear), '2010');
    await user.selectOptions(select(t.toYear), '2005');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(screen.getByRole('alert').textContent).toBe('From year must not be after To year');
    expect(friendSearch.$state.get().status).toBe('idle');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the server's refusal to a signed-out visitor as the form's message", async () => {
    const { user, navigate } = await renderForm();
    await user.click(screen.getByRole('button', { name: t.search }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.signInRequired);
    expect(navigate).not.toHaveBeenCalled();
    expect($popups.get().map((popup) => popup.message)).toEqual(['Please sign in to continue.']);
  });

  it('starts from the remembered filter; Clear empties every field and forgets the search', async () => {
    await signIn(DEMO.email, DEMO.password);
    const nepal = country('Nepal');
    const remembered = { ...EMPTY_FRIEND_FILTER, homeCountry: nepal.id, quickSearch: 'a', currentStudy: true, sortBy: 'L' as const };
    await friendSearch.search(remembered);
    const { user } = await renderForm();
    expect(select(t.homeCountry).value).toBe(String(nepal.id));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('a');
    expect((screen.getByRole('checkbox', { name: t.currentStudy }) as HTMLInputElement).checked).toBe(true);
    expect(select(t.orderBy).value).toBe('L');

    await user.click(screen.getByRole('button', { name: t.clear }));
    expect(select(t.homeCountry).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: t.currentStudy }) as HTMLInputElement).checked).toBe(false);
    expect(select(t.orderBy).value).toBe('N');
    expect(friendSearch.remembered()).toBeNull();
    expect(friendSearch.$state.get()).toMatchObject({ status: 'idle', total: 0, filter: null });
  });
});
