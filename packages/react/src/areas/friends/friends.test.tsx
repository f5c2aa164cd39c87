import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $rememberedSearches, EMPTY_FRIEND_FILTER, friendLabels as t, friendSearch, getClient, friends, friendFilter, messages, signIn, signOut, friendMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { FriendDetail } from './friend-detail.js';
import { FriendList } from './friend-list.js';
import { FriendSearch } from './friend-search.js';
import { FriendSearchForm } from './friend-search-form.js';

beforeAll(() => void $rememberedSearches.listen(() => undefined));
afterEach(async () => {
  friendSearch.clear();
  await signOut();
});

const signInFresh = async () => {
  const member = await verifiedMember();
  await signIn(member.email, member.password);
  return member;
};
const searchApi = (filter = EMPTY_FRIEND_FILTER) => getClient().call(friends.friendSearchData, { body: friendFilter(filter, 0, 100) });
const rowNames = () => [...document.querySelectorAll('.sa-friend-row-name')].map((link) => link.textContent);

describe('Friends', () => {
  it('signed out, asks for a sign-in instead of showing the search', async () => {
    renderWithProvider(<FriendSearch />, { path: '/' } as never);
    expect((await screen.findAllByText(messages.signInRequired)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('search', { name: t.searchTitle })).toBeNull();
    expect($loginDialog.get().open).toBe(true);
  });

  it('searches by home country, opens the list and pages through the members found', async () => {
    await signInFresh();
    const data = await getClient().call(friends.getFilterLkpByLocation);
    const everyone = await searchApi();
    const country = data.countries.find((c) => everyone.rows.some((r) => r.homeTown.country === c.name))!;
    const expected = await searchApi({ ...EMPTY_FRIEND_FILTER, homeCountry: country.id });
    const { user, navigate } = renderWithProvider(
      <>
        <FriendSearchForm />
        <FriendList />
      </>,
    );
    // The country lists hold every country: a role query over them costs seconds in jsdom.
    await waitFor(() => expect(screen.getByLabelText(t.homeCountry).querySelector(`option[value="${country.id}"]`)?.textContent).toBe(country.name), { timeout: 10_000 });
    expect(screen.getByLabelText(t.fromYear).querySelectorAll('option')).toHaveLength(29);
    await user.selectOptions(screen.getByLabelText(t.homeCountry), String(country.id));
    await user.click(screen.getByRole('button', { name: t.search }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findfriend/list'));
    await screen.findByText(`${expected.total} people found`);
    expect(rowNames()).toEqual(expected.rows.slice(0, 10).map((r) => r.name));
    expect(friendSearch.remembered()?.filter.homeCountry).toBe(country.id);

    await user.selectOptions(screen.getByLabelText(t.fromYear), '2017');
    await user.selectOptions(screen.getByLabelText(t.toYear), '1990');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(await screen.findByText('From year must not be after To year')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.clear }));
    await user.type(screen.getByLabelText(t.quickSearch), 'zzzz-nobody');
    await user.click(screen.getByRole('button', { name: t.search }));
    expect(await screen.findByText(messages.noRecords)).toBeTruthy();
  });

  it('shows a member: friends, mutual friends, institutes; request (comment required), its pending state, cancel, and message', async () => {
    await signInFresh();
    const aarav = (await searchApi({ ...EMPTY_FRIEND_FILTER, quickSearch: 'Aarav Thapa' })).rows[0]!;
    const { user } = renderWithProvider(<FriendDetail clientId={aarav.clientId} />);
    expect(await screen.findByRole('heading', { name: 'Aarav Thapa' })).toBeTruthy();
    const all = document.querySelector<HTMLElement>('.sa-friend-list--all')!;
    expect(within(all).getByText('Priya Sharma')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Mutual friends \(0\)/ })).toBeTruthy();
    expect(document.querySelector('.sa-friend-list--institutes')!.children.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: t.addFriend }));
    const dialog = await screen.findByRole('dialog', { name: t.requestTitle });
    const comment = within(dialog).getByLabelText(new RegExp(t.comment)) as HTMLTextAreaElement;
    expect(comment.value).toBe('Please add me to your friend list');
    await user.clear(comment);
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(await within(dialog).findByText('Please add comment.')).toBeTruthy();
    await user.type(comment, 'We share a home town!');
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(await screen.findByText('Request sent successfully.')).toBeTruthy();
    expect(screen.getByText(t.stateSent)).toBeTruthy();
    // Pending: its state, and no way to send it again (that could only answer 'Request already sent.').
    expect(screen.queryByRole('button', { name: t.addFriend })).toBeNull();
    expect(screen.queryByRole('button', { name: /again/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.cancelRequest }));
    expect(await screen.findByText(friendMessages.friendRequestRemoved)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.message }));
    const form = await screen.findByRole('dialog', { name: 'Message to Aarav Thapa' });
    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(await within(form).findByText('Topic is required')).toBeTruthy();
    expect(within(form).getByText('Message is required')).toBeTruthy();
    await user.type(within(form).getByLabelText(new RegExp(t.topic)), 'Hello');
    await user.type(form.querySelector<HTMLTextAreaElement>('textarea[name="NoteText"]')!, 'See you in class');
    await user.click(within(form).getByRole('button', { name: t.send }));
    expect(await screen.findByText('Message sent successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the member does not exist', async () => {
    await signInFresh();
    renderWithProvider(<FriendDetail clientId={999999} />);
    expect(await screen.findByText(friendMessages.friendNotFound)).toBeTruthy();
  });
});
