import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  $detailOrigin,
  $rememberedSearches,
  EMPTY_FRIEND_FILTER,
  friendFilter,
  friendFilterData,
  friendLabels as t,
  friendSearch,
  friends,
  getClient,
  messages,
  sendFriendRequest,
  setDetailOrigin,
  signIn,
  signOut,
  type FriendRow,
  type FriendSearchFilter,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { FriendList } from './friend-list.js';
import { DEFAULT_PROFILE_IMAGE } from './friend-image.js';

// The demo login of the seeded catalogue (its relations are only read here).
const DEMO = { email: 'student@studyatlas.test', password: 'StudyAtlas1' };

beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(async () => {
  friendSearch.clear();
  setDetailOrigin(null);
  await signOut();
});

const searchApi = (filter: Partial<FriendSearchFilter>, rowFrom = 0, rowTo = 100) =>
  getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, ...filter }, rowFrom, rowTo) });

const rowNames = () => [...document.querySelectorAll('.sa-friend-row-name')].map((link) => link.textContent);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

/** Signed in as the demo member: the members whose home country is the one with 11–20 of them (two pages). */
async function twoPageSearch() {
  await signIn(DEMO.email, DEMO.password);
  const data = await friendFilterData();
  for (const country of data.countries) {
    const reply = await searchApi({ homeCountry: country.id });
    // Other suites share the test server and register members (often with the same names) in the
    // first country of the sample geography: a country of demo members only keeps rows tellable apart.
    const distinctNames = new Set(reply.rows.map((row) => row.name)).size === reply.rows.length;
    const hasFriend = reply.rows.some((row) => row.reqState === 'Linked');
    const hasStranger = reply.rows.some((row) => row.reqState === 'none' && !row.studyInstitution);
    if (reply.total > 10 && reply.total <= 20 && distinctNames && hasFriend && hasStranger) return { filter: { ...EMPTY_FRIEND_FILTER, homeCountry: country.id }, reply };
  }
  throw new Error('no home country with 11 to 20 members of distinct names, a friend and a stranger');
}

const render = () => renderWithProvider(<FriendList />);

describe('FriendList', () => {
  it('shows the total and the members found, 10 a page, then the next page and a larger page size', async () => {
    const { filter, reply } = await twoPageSearch();
    await friendSearch.search(filter);
    const { user } = render();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(t.resultsTitle);
    expect(screen.getByText(`${reply.total} people found`).getAttribute('role')).toBe('status');
    expect(rowNames()).toEqual(reply.rows.slice(0, 10).map((row) => row.name));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rowNames()).toEqual(reply.rows.slice(10, 20).map((row) => row.name)));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(friendSearch.remembered()).toMatchObject({ page: 2, pageSize: 10 });

    await user.selectOptions(screen.getByLabelText(messages.pageSize), '20');
    await waitFor(() => expect(rowNames()).toEqual(reply.rows.map((row) => row.name)));
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('shows each row with its photo, places, studies and relation to the member', async () => {
    const { filter, reply } = await twoPageSearch();
    await friendSearch.search({ ...filter }, { pageSize: 20 });
    render();
    await screen.findByText(`${reply.total} people found`);

    const check = (row: FriendRow) => {
      const item = rowOf(row.name);
      const image = item.querySelector('img')!;
      expect(image.getAttribute('src')).toBe(`${getClient().baseUrl}${row.pflImage}`);
      expect(image.getAttribute('alt')).toBe('');
      const link = within(item).getByRole('link', { name: row.name });
      expect(link.getAttribute('href')).toBe(`/friendDetail/${row.clientId}`);
      const places = [row.currentPlace.city, row.currentPlace.state, row.currentPlace.country].filter(Boolean).join(', ');
      const home = row.homeTown.city ? `Home town: ${[row.homeTown.city, row.homeTown.state, row.homeTown.country].filter(Boolean).join(', ')}` : '';
      expect(item.querySelector('.sa-friend-row-text .sa-friend-muted')!.textContent).toBe([places, home].filter(Boolean).join(' · '));
      return item;
    };
    const friend = reply.rows.find((row) => row.reqState === 'Linked')!;
    const friendRow = check(friend);
    expect(within(friendRow).getByText('Friend').className).toBe('sa-friend-tag');
    if (friend.studyInstitution) expect(within(friendRow).getByText(`Studying at ${friend.studyInstitution}`)).toBeTruthy();

    const stranger = reply.rows.find((row) => row.reqState === 'none' && !row.studyInstitution)!;
    const strangerRow = check(stranger);
    expect(strangerRow.querySelector('.sa-friend-tag')).toBeNull();
    expect(within(strangerRow).queryByText(/^Studying at /)).toBeNull();

    const student = reply.rows.find((row) => row.reqState === 'none' && row.studyInstitution)!;
    expect(within(check(student)).getByText(`Studying at ${student.studyInstitution}`)).toBeTruthy();

    // A photo that cannot be loaded gives way to the default profile image.
    const image = strangerRow.querySelector('img')!;
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(image.getAttribute('src')).toBe(DEFAULT_PROFILE_IMAGE));
  });

  it("tells a request the member received ('Wants to be your friend') from one they sent ('Request sent')", async () => {
    const family = `Pending${Date.now() % 1_000_000}`;
    const [me, asker, asked] = await Promise.all(
      ['Mira', 'Ada', 'Bo'].map((firstName) => verifiedMember({ firstName, surname: family })),
    );
    await signIn(asker!.email, asker!.password);
    await sendFriendRequest(me!.clientId, 'Hello from Ada', { quiet: true });
    await signOut();
    await signIn(me!.email, me!.password);
    await sendFriendRequest(asked!.clientId, 'Hello from Mira', { quiet: true });

    await friendSearch.search({ ...EMPTY_FRIEND_FILTER, quickSearch: family });
    render();
    await screen.findByText('2 people found');
    expect(within(rowOf(`Ada ${family}`)).getByText(t.stateReceived).className).toBe('sa-friend-tag');
    expect(within(rowOf(`Ada ${family}`)).queryByText(t.stateSent)).toBeNull();
    expect(within(rowOf(`Bo ${family}`)).getByText(t.stateSent).className).toBe('sa-friend-tag');
    expect(within(rowOf(`Bo ${family}`)).queryByText(t.stateReceived)).toBeNull();
  });

  it('opens a member in place on a click, remembering the list as the way back', async () => {
    const { filter, reply } = await twoPageSearch();
    await friendSearch.search(filter);
    const { user, navigate } = render();
    const first = reply.rows[0]!;
    await user.click(await screen.findByRole('link', { name: first.name }));
    expect(navigate).toHaveBeenCalledWith(`/friendDetail/${first.clientId}`);
    expect($detailOrigin.get()).toBe('/findfriend/list');
  });

  it("says 'No records found' when nobody matches", async () => {
    await signIn(DEMO.email, DEMO.password);
    await friendSearch.search({ ...EMPTY_FRIEND_FILTER, quickSearch: 'zzzz-nobody-here' });
    render();
    expect(screen.getByText('No records found').className).toBe('sa-friend-empty');
    expect(screen.queryByText(/people found/)).toBeNull();
    expect(document.querySelector('.sa-friend-rows')).toBeNull();
    expect(screen.queryByRole('navigation', { name: messages.pagination })).toBeNull();
  });

  it('opened directly, restores the remembered search at its page', async () => {
    const { filter, reply } = await twoPageSearch();
    $rememberedSearches.set({ ...$rememberedSearches.get(), friends: { filter, page: 2, pageSize: 10 } });
    render();
    await screen.findByText(`${reply.total} people found`);
    expect(rowNames()).toEqual(reply.rows.slice(10, 20).map((row) => row.name));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('opened directly with no search, lists everyone', async () => {
    await signIn(DEMO.email, DEMO.password);
    const section = render().container.querySelector('section')!;
    await waitFor(() => expect(friendSearch.$state.get().status).toBe('done'));
    const state = friendSearch.$state.get();
    expect(state.filter).toEqual(EMPTY_FRIEND_FILTER);
    // Everyone but the member: the demo members at least (others may be signing up meanwhile).
    expect(state.total).toBeGreaterThanOrEqual(59);
    expect(screen.getByText(`${state.total} people found`)).toBeTruthy();
    expect(rowNames()).toEqual(state.rows.map((row) => row.name));
    expect(rowNames()).toHaveLength(10);
    expect(section.getAttribute('aria-busy')).toBe('false');
  });
});
