import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  configureClient,
  friendMessages,
  loadMyFriends,
  messages,
  myFriendsLabels as l,
  myFriendsMessages,
  referralLabels,
  sendFriendRequest,
  signIn,
  signOut,
} from '@studyatlas/core';
import { apiBase, renderWithProvider } from '../../../test/render.js';
import { verifiedMember, type TestMember } from '../../../test/members.js';
import { ReferFriend } from '../referral/refer-friend.js';
import { MyFriends } from './my-friends.js';

/* My friends against the real API server: members made through the API, requests sent as each of them. */

afterEach(async () => {
  // The error test points the client at a closed port: back to the suite's server.
  configureClient({ baseUrl: apiBase() });
  await signOut();
});

const fullName = (member: TestMember) => `${member.firstName} ${member.surname}`;

/** Sends `to` a friend request as `from` (the session is left signed out). */
async function requestAs(from: TestMember, to: TestMember, note = 'Hello from the tests') {
  await signIn(from.email, from.password);
  await sendFriendRequest(to.clientId, note);
  await signOut();
}

/**
 * Me with one friend (Cara), one request waiting for me (Bo, with his note) and one I sent (Dev):
 * Cara asked first and my request back accepted hers.
 */
async function memberWithRelations() {
  const [me, bo, cara, dev] = await Promise.all([
    verifiedMember({ firstName: 'Mia', surname: 'Friends' }),
    verifiedMember({ firstName: 'Bo', surname: 'Asker' }),
    verifiedMember({ firstName: 'Cara', surname: 'Linked' }),
    verifiedMember({ firstName: 'Dev', surname: 'Asked' }),
  ]);
  await requestAs(bo, me, 'We both want to study in Leeds');
  await requestAs(cara, me);
  await signIn(me.email, me.password);
  await sendFriendRequest(cara.clientId, 'Yes!');
  await sendFriendRequest(dev.clientId, 'Please add me to your friend list');
  return { me, bo, cara, dev };
}

const tab = (name: RegExp | string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const rowNames = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('.sa-friend-row-name')!.textContent);
const status = () => screen.getAllByRole('status').map((element) => element.textContent).filter(Boolean);

describe('MyFriends: states', () => {
  it('is busy while loading, then shows every tab with its count and, for a new member, the empty messages', async () => {
    const me = await verifiedMember({ firstName: 'Nia', surname: 'New' });
    await signIn(me.email, me.password);
    const { user } = renderWithProvider(<MyFriends headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: l.title }).closest('section')!.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('tablist', { name: l.title });
    expect(screen.getByRole('heading', { level: 1 }).closest('section')!.getAttribute('aria-busy')).toBeNull();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Friends (0)',
      'Requests (0)',
      'Sent requests (0)',
      expect.stringMatching(/^People you may know \(\d+\)$/),
      'Groups (0)',
    ]);
    expect(tab('Friends (0)').getAttribute('aria-selected')).toBe('true');
    expect(panel().textContent).toBe(l.noFriends);
    await user.click(tab('Requests (0)'));
    expect(panel().textContent).toBe(l.noRequests);
    // Keyboard: the arrow keys move along the tabs and open them.
    await user.keyboard('{ArrowRight}');
    expect(tab('Sent requests (0)').getAttribute('aria-selected')).toBe('true');
    expect(panel().textContent).toBe(l.noSent);
    await user.keyboard('{End}');
    expect(within(panel()).getByText(l.noGroups)).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: l.newGroup })).toBeTruthy();
  });

  it("shows the server's answer and a Try again when the lists cannot be loaded", async () => {
    const me = await verifiedMember({ firstName: 'Ola', surname: 'Offline' });
    await signIn(me.email, me.password);
    // A server that does not answer (a closed port): 'Api is not running.'
    renderWithProvider(<MyFriends />, { apiBase: 'http://127.0.0.1:9' });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.apiNotRunning);
    expect(screen.getByRole('button', { name: l.retry })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows what the host composes beside the title (the refer-a-friend popover)', async () => {
    const me = await verifiedMember({ firstName: 'Rae', surname: 'Refer' });
    await signIn(me.email, me.password);
    renderWithProvider(<MyFriends referFriend={<ReferFriend />} />);
    await screen.findByRole('tablist');
    const head = screen.getByRole('heading', { level: 2, name: l.title }).parentElement!;
    expect(within(head).getByRole('button', { name: referralLabels.open })).toBeTruthy();
  });
});

describe('MyFriends: friends and requests', () => {
  it('lists the friend, the incoming request with its note and the sent request', async () => {
    const { bo, cara, dev } = await memberWithRelations();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    expect(rowNames(within(panel()).getByRole('list', { name: l.friendsTab }))).toEqual([fullName(cara)]);
    expect(within(panel()).getByRole('link', { name: fullName(cara) }).getAttribute('href')).toBe(`/friendDetail/${cara.clientId}`);

    await user.click(tab('Requests (1)'));
    expect(rowNames(within(panel()).getByRole('list', { name: l.requestsTab }))).toEqual([fullName(bo)]);
    expect(within(panel()).getByText('We both want to study in Leeds')).toBeTruthy();
    expect(within(panel()).getByText(/^Sent \S+/)).toBeTruthy();

    await user.click(tab('Sent requests (1)'));
    expect(rowNames(within(panel()).getByRole('list', { name: l.sentTab }))).toEqual([fullName(dev)]);
  });

  it("accepts a request: 'Request accepted successfully', and the member moves to the friends", async () => {
    const { bo, cara } = await memberWithRelations();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await user.click(tab('Requests (1)'));
    await user.click(within(panel()).getByRole('button', { name: l.accept, description: fullName(bo) }));
    await waitFor(() => expect(status()).toContain(friendMessages.friendRequestAccepted));
    await waitFor(() => expect(tab('Friends (2)')).toBeTruthy());
    expect(tab('Requests (0)')).toBeTruthy();
    expect(panel().textContent).toBe(l.noRequests);
    await user.click(tab('Friends (2)'));
    expect(rowNames(within(panel()).getByRole('list')).sort()).toEqual([fullName(bo), fullName(cara)].sort());
    // What the server holds.
    expect((await loadMyFriends()).friends.map((f) => f.clientId).sort()).toEqual([bo.clientId, cara.clientId].sort());
  });

  it("rejects a request: 'Request rejected.', and it is gone", async () => {
    const { bo } = await memberWithRelations();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await user.click(tab('Requests (1)'));
    await user.click(within(panel()).getByRole('button', { name: l.reject, description: fullName(bo) }));
    await waitFor(() => expect(status()).toContain(myFriendsMessages.requestRejected));
    await waitFor(() => expect(tab('Requests (0)')).toBeTruthy());
    expect(tab('Friends (1)')).toBeTruthy();
  });

  it("cancels a sent request: 'Request removed.'", async () => {
    const { dev } = await memberWithRelations();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await user.click(tab('Sent requests (1)'));
    await user.click(within(panel()).getByRole('button', { name: l.cancelRequest, description: fullName(dev) }));
    await waitFor(() => expect(status()).toContain(friendMessages.friendRequestRemoved));
    await waitFor(() => expect(tab('Sent requests (0)')).toBeTruthy());
    expect(panel().textContent).toBe(l.noSent);
  });

  it("unfriends only after the confirm: Cancel keeps the friend, Unfriend removes them ('Friend removed.')", async () => {
    const { cara } = await memberWithRelations();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    const unfriend = within(panel()).getByRole('button', { name: l.unfriend, description: fullName(cara) });
    await user.click(unfriend);
    let confirm = screen.getByRole('alertdialog', { name: l.unfriend });
    expect(within(confirm).getByText(`Remove ${fullName(cara)} from your friends?`)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: l.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await loadMyFriends()).friends).toHaveLength(1);
    expect(tab('Friends (1)')).toBeTruthy();

    await user.click(unfriend);
    confirm = screen.getByRole('alertdialog', { name: l.unfriend });
    await user.click(within(confirm).getByRole('button', { name: l.unfriend }));
    await waitFor(() => expect(status()).toContain(friendMessages.friendLinkRemoved));
    await waitFor(() => expect(tab('Friends (0)')).toBeTruthy());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(panel().textContent).toBe(l.noFriends);
    expect((await loadMyFriends()).friends).toEqual([]);
  });
});
