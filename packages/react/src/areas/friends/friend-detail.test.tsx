import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  $detailOrigin,
  $session,
  EMPTY_FRIEND_FILTER,
  friendFilter,
  friendLabels as t,
  friendMessages,
  friends,
  getClient,
  loadFriendDetail,
  messages,
  sendFriendRequest,
  setDetailOrigin,
  signIn,
  signOut,
  type FriendDetail as Detail,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { FriendDetail } from './friend-detail.js';

// The demo login of the seeded catalogue (its relations are only read here).
const DEMO = { email: 'student@studyatlas.test', password: 'StudyAtlas1' };

afterEach(async () => {
  setDetailOrigin(null);
  await signOut();
});

/** Signed in as the demo member: the detail of a demo member found by name, as the API gives it. */
async function demoViewing(name: string): Promise<Detail> {
  await signIn(DEMO.email, DEMO.password);
  const row = (await getClient().call(friends.friendSearchData, { body: friendFilter({ ...EMPTY_FRIEND_FILTER, quickSearch: name }, 0, 5) })).rows[0]!;
  return loadFriendDetail(row.clientId);
}

const render = (ui: React.ReactElement, props: Parameters<typeof renderWithProvider>[1] = {}) => renderWithProvider(ui, props);
const section = (title: string) => screen.getByRole('region', { name: title });
const names = (region: HTMLElement) => [...region.querySelectorAll('li strong')].map((name) => name.textContent);
const actions = () => [...document.querySelectorAll('.sa-friend-actions button')].map((button) => button.textContent);

describe('FriendDetail: what it shows', () => {
  it("shows a friend: photo, places, about, the relation, and their friends, mutual friends and institutes", async () => {
    const priya = await demoViewing('Priya Sharma');
    expect(priya.reqState).toBe('Linked');
    render(<FriendDetail clientId={priya.id} />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Priya Sharma');

    const photo = screen.getByRole('img', { name: 'Profile picture of Priya Sharma' });
    expect(photo.getAttribute('src')).toBe(`${getClient().baseUrl}${priya.pflImage}`);
    expect(photo.getAttribute('width')).toBe('96');
    expect(screen.getByText('Lives in: London, Westminster, United Kingdom')).toBeTruthy();
    expect(screen.getByText('Home town: Wuhan, Hubei, China')).toBeTruthy();
    expect(screen.getByText(priya.aboutMe).className).toBe('sa-friend-about');
    expect(document.querySelector('.sa-friend-relation .sa-friend-tag')!.textContent).toBe('Friend');
    expect(actions()).toEqual([t.removeFriend, t.message]);

    const all = section(`All friends (${priya.allFriends.length})`);
    expect(names(all)).toEqual(priya.allFriends.map((f) => f.name));
    expect(names(all)).not.toContain('Sam Student');
    const mutual = section(`Mutual friends (${priya.mutualFriends.length})`);
    expect(priya.mutualFriends.map((f) => f.name)).toEqual(['Wei Chen']);
    expect(names(mutual)).toEqual(['Wei Chen']);
    expect(within(mutual).getByText('Columbus, United States')).toBeTruthy();
    expect(mutual.querySelector('img')!.getAttribute('width')).toBe('32');

    const institutes = section(`Institutes (${priya.institutes.length})`);
    const items = [...institutes.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(priya.institutes.map((i) => i.name));
    const current = priya.institutes.findIndex((i) => i.current);
    expect(within(items[current]!).getByText('current').className).toBe('sa-friend-tag');
    const { country, fromYear, toYear } = priya.institutes[current]!;
    expect(within(items[current]!).getByText(`${country} · ${fromYear}–${toYear}`)).toBeTruthy();
    expect(items.filter((item) => item.querySelector('.sa-friend-tag'))).toHaveLength(1);
    // Lists of 5 or fewer have no pages.
    expect(screen.queryByRole('navigation', { name: t.allFriends })).toBeNull();
  });

  it('folds and unfolds its sections', async () => {
    const priya = await demoViewing('Priya Sharma');
    const { user } = render(<FriendDetail clientId={priya.id} />);
    const toggle = await screen.findByRole('button', { name: `Mutual friends (${priya.mutualFriends.length})` });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(3);
  });

  it('offers to accept or decline a request the member received', async () => {
    const lucas = await demoViewing('Lucas Martin');
    expect([lucas.reqState, lucas.sentByMe]).toEqual(['Sent', false]);
    render(<FriendDetail clientId={lucas.id} />);
    await screen.findByRole('heading', { name: 'Lucas Martin' });
    expect(document.querySelector('.sa-friend-relation .sa-friend-tag')!.textContent).toBe('Wants to be your friend');
    expect(actions()).toEqual([t.acceptRequest, t.declineRequest, t.message]);
  });

  it("shows a member without a profile: no places, 'No records found' in every section, and Add friend", async () => {
    const [me, other] = await Promise.all([verifiedMember(), verifiedMember({ firstName: 'Ines', surname: 'Blank' })]);
    await signIn(me.email, me.password);
    render(<FriendDetail clientId={other.clientId} />);
    await screen.findByRole('heading', { name: 'Ines Blank' });
    expect(screen.queryByText(/^Lives in:/)).toBeNull();
    expect(screen.queryByText(/^Home town:/)).toBeNull();
    expect(document.querySelector('.sa-friend-about')).toBeNull();
    expect(document.querySelector('.sa-friend-relation .sa-friend-tag')).toBeNull();
    expect(actions()).toEqual([t.addFriend, t.message]);
    for (const title of ['All friends (0)', 'Mutual friends (0)', 'Institutes (0)']) {
      expect(section(title).textContent).toBe(messages.noRecords);
    }
  });

  it("pages a member's friends by 5, or 10", async () => {
    const member = await verifiedMember({ firstName: 'Paula', surname: 'Popular' });
    const circle = await Promise.all(Array.from({ length: 6 }, (_, i) => verifiedMember({ firstName: 'Pal', surname: `Number${i + 1}` })));
    for (const friend of circle) {
      await signIn(friend.email, friend.password);
      await sendFriendRequest(member.clientId, 'Hello', { quiet: true });
    }
    await signIn(member.email, member.password);
    for (const friend of circle) await sendFriendRequest(friend.clientId, 'Welcome', { quiet: true });

    await signIn(DEMO.email, DEMO.password);
    const detail = await loadFriendDetail(member.clientId);
    expect(detail.allFriends).toHaveLength(6);
    const { user } = render(<FriendDetail clientId={member.clientId} />);
    await screen.findByRole('heading', { name: 'Paula Popular' });
    const all = section('All friends (6)');
    const expected = detail.allFriends.map((f) => f.name);
    expect(names(all)).toEqual(expected.slice(0, 5));
    const pages = within(all).getByRole('navigation', { name: t.allFriends });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(names(all)).toEqual(expected.slice(5));
    await user.selectOptions(within(pages).getByLabelText(messages.pageSize), '10');
    expect(names(all)).toEqual(expected);
  });

  it('says the member was not found, for an unknown member and for oneself', async () => {
    await signIn(DEMO.email, DEMO.password);
    const { unmount } = render(<FriendDetail clientId={987_654} />);
    expect((await screen.findByRole('alert')).textContent).toBe(friendMessages.friendNotFound);
    expect(screen.queryByRole('heading')).toBeNull();
    unmount();
    render(<FriendDetail clientId={$session.get()!.member.clientId} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The member was not found.');
  });
});

describe('FriendDetail: back', () => {
  it('goes back to the list it was opened from', async () => {
    const priya = await demoViewing('Priya Sharma');
    setDetailOrigin('/findfriend/list');
    const { user, navigate } = render(<FriendDetail clientId={priya.id} />);
    await user.click(await screen.findByRole('button', { name: messages.back }));
    expect(navigate).toHaveBeenCalledWith('/findfriend/list');
    expect($detailOrigin.get()).toBeNull();
  });

  it('runs the replacement back action when given one', async () => {
    const priya = await demoViewing('Priya Sharma');
    const onBack = vi.fn();
    const { user, navigate } = render(<FriendDetail clientId={priya.id} onBack={onBack} />);
    await user.click(await screen.findByRole('button', { name: messages.back }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers no back inside a widget opened straight on the member', async () => {
    const priya = await demoViewing('Priya Sharma');
    render(<FriendDetail clientId={priya.id} />, { navigate: undefined, initialPath: `/friendDetail/${priya.id}` });
    await screen.findByRole('heading', { name: 'Priya Sharma' });
    expect(screen.queryByRole('button', { name: messages.back })).toBeNull();
  });
});

describe('FriendDetail: another member', () => {
  it('loads the new member when the id changes, dropping the last notice', async () => {
    const [me, first, second] = await Promise.all([
      verifiedMember(),
      verifiedMember({ firstName: 'Uma', surname: 'First' }),
      verifiedMember({ firstName: 'Vik', surname: 'Second' }),
    ]);
    await signIn(me.email, me.password);
    const { user, rerender } = render(<FriendDetail clientId={first.clientId} />);
    await screen.findByRole('heading', { name: 'Uma First' });
    await user.click(screen.getByRole('button', { name: t.addFriend }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.sendRequest }));
    expect(await screen.findByText('Request sent successfully.')).toBeTruthy();

    rerender(<FriendDetail clientId={second.clientId} />);
    await screen.findByRole('heading', { name: 'Vik Second' });
    await waitFor(() => expect(screen.queryByText('Request sent successfully.')).toBeNull());
    expect(actions()).toEqual([t.addFriend, t.message]);
    expect(await loadFriendDetail(second.clientId)).toMatchObject({ reqState: 'none' });
  });
});

