import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $rememberedSearches, $session, EMPTY_FRIEND_FILTER, friendFilter, friendFilterData, friendLabels as t, friendSearch, friends, getClient, messages, signIn, signOut, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { FriendSearch } from './friend-search.js';

// The demo login of the seeded catalogue (its relations are only read here).
const DEMO = { email: 'student@studyatlas.test', password: 'StudyAtlas1' };

beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(async () => {
  friendSearch.clear();
  await signOut();
});

/** The widget navigating in memory (no host router), starting at `path`. */
const widget = (path: string, props: Parameters<typeof FriendSearch>[0] = {}) =>
  renderWithProvider(<FriendSearch {...props} />, { navigate: undefined, initialPath: path });

const rowNames = () => [...document.querySelectorAll('.sa-friend-row-name')].map((link) => link.textContent);

describe('FriendSearch: members only', () => {
  it('signed out on the portal, sends the visitor to the login page and shows why', async () => {
    const { user, navigate } = renderWithProvider(<FriendSearch signIn="page" />);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.getByRole('heading', { name: messages.signInTitle })).toBeTruthy();
    expect(screen.getByText('Please sign in to continue.')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect($loginDialog.get().open).toBe(false);
    await user.click(screen.getByRole('button', { name: messages.signInAction }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/login');
  });

  it('signed out in a widget, asks through the login dialog and shows the search once signed in there', async () => {
    const { user } = widget('/');
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(messages.signInRequired)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();

    // The sign-in form loads with the dialog's first opening.
    const loginId = await waitFor(() => field(loginMessages.loginIdLabel).input);
    await user.type(loginId, DEMO.email);
    await user.type(field(loginMessages.passwordLabel).input, `${DEMO.password}{Enter}`);
    expect(await screen.findByRole('search', { name: t.searchTitle })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($session.get()?.member.email).toBe(DEMO.email);
  });

  it('hides the screen again when the member signs out', async () => {
    await signIn(DEMO.email, DEMO.password);
    widget('/findfriend/list');
    expect(await screen.findByRole('heading', { name: t.resultsTitle })).toBeTruthy();
    await act(() => signOut());
    expect(screen.queryByRole('heading', { name: t.resultsTitle })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.getAllByText(messages.signInRequired).length).toBeGreaterThan(0);
    expect($loginDialog.get().open).toBe(true);
  });
});

describe('FriendSearch: its screens', () => {
  it("starts with the form; Search moves the widget to the list of the members found", async () => {
    await signIn(DEMO.email, DEMO.password);
    const data = await friendFilterData();
    const nepal = data.countries.find((c) => c.name === 'Nepal')!;
    const expected = await getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, homeCountry: nepal.id }, 0, 100) });
    const { user } = widget('/');
    const form = await screen.findByRole('search', { name: t.searchTitle });
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(t.searchTitle);
    expect(screen.queryByRole('heading', { name: t.resultsTitle })).toBeNull();
    await waitFor(() => expect((screen.getByLabelText(t.homeCountry) as HTMLSelectElement).options.length).toBeGreaterThan(1));

    await user.selectOptions(screen.getByLabelText(t.homeCountry), String(nepal.id));
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(await screen.findByText(`${expected.total} people found`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.resultsTitle);
    // On the list the form stays above it, without a heading of its own.
    expect(within(screen.getByRole('search', { name: t.searchTitle })).queryByRole('heading')).toBeNull();
    expect(rowNames()).toEqual(expected.rows.slice(0, 10).map((row) => row.name));
  });

  it('opens a member from the list, and Back returns to the list', async () => {
    await signIn(DEMO.email, DEMO.password);
    const data = await friendFilterData();
    const china = data.countries.find((c) => c.name === 'China')!;
    await friendSearch.search({ ...EMPTY_FRIEND_FILTER, homeCountry: china.id });
    const { total, rows } = friendSearch.$state.get();
    const { user } = widget('/findfriend/list');
    await screen.findByText(`${total} people found`);
    const member = rows[0]!;

    await user.click(screen.getByRole('link', { name: member.name }));
    expect(await screen.findByRole('heading', { name: member.name, level: 2 })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByText(`${total} people found`)).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(await screen.findByText(`${total} people found`)).toBeTruthy();
    expect(rowNames()).toEqual(rows.map((row) => row.name));
    expect(screen.getByRole('search', { name: t.searchTitle })).toBeTruthy();
  });

  it('opens a member straight from the detail route, in any case', async () => {
    await signIn(DEMO.email, DEMO.password);
    const row = (await getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, quickSearch: 'Wei Chen' }, 0, 1) })).rows[0]!;
    widget(`/FriendDetail/${row.clientId}`);
    expect(await screen.findByRole('heading', { name: 'Wei Chen' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('hands a route it does not show to onLeave, or else returns to its start', async () => {
    await signIn(DEMO.email, DEMO.password);
    const onLeave = vi.fn();
    const { unmount } = widget('/findInst/list', { onLeave });
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/findInst/list'));
    expect(screen.queryByRole('search')).toBeNull();
    unmount();

    widget('/friendDetail/0');
    expect(await screen.findByRole('search', { name: t.searchTitle })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.searchTitle);
  });
});
