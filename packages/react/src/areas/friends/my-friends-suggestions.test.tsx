import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  defaultFriendNote,
  friendMessages,
  friendLabels,
  institutionMessages,
  loadMyFriends,
  loadStudyPreferences,
  myFriendsLabels as l,
  saveStudyPreferences,
  sendFriendRequest,
  signIn,
  signOut,
  studyPreferenceEntry,
  type SuggestionCard,
} from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember, type TestMember } from '../../../test/members.js';
import { SuggestionsPanel } from './my-friends-panels.js';
import { MyFriends } from './my-friends.js';

afterEach(async () => {
  await signOut();
});

/* People you may know: the collapse rule on the panel, and the send-request popover on the screen. */

const person = (n: number, reasons: SuggestionCard['reasons'] = ['destination']): SuggestionCard => ({
  clientId: 1000 + n,
  name: `Person ${n}`,
  pflImage: '/api/Image/GetFriendImage?id=0',
  city: 'Leeds',
  country: 'United Kingdom',
  shared: reasons.length,
  reasons,
});

const shownNames = () => [...document.querySelectorAll('.sa-friend-row-name')].map((a) => a.textContent);

describe('SuggestionsPanel', () => {
  it('shows 4 of 6 with "Show all 6", then all of them and "Show fewer"', async () => {
    const people = [1, 2, 3, 4, 5, 6].map((n) => person(n));
    const { user } = renderWithProvider(<SuggestionsPanel suggestions={people} onAdd={() => undefined} />);
    expect(shownNames()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4']);
    const toggle = screen.getByRole('button', { name: 'Show all 6' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(shownNames()).toEqual(['Person 1', 'Person 2', 'Person 3', 'Person 4', 'Person 5', 'Person 6']);
    expect(toggle.textContent).toBe(l.showFewer);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(shownNames()).toHaveLength(4);
  });

  it('shows all of 5 without a toggle, and what each person shares', () => {
    const people = [person(1, ['destination', 'studyArea', 'institution']), person(2, ['studyArea']), person(3), person(4), person(5, [])];
    renderWithProvider(<SuggestionsPanel suggestions={people} onAdd={() => undefined} />);
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Shares a destination, a study area, an institution');
    expect(rows[1]!.textContent).toContain('Shares a study area');
    expect(rows[4]!.textContent).not.toContain('Shares');
  });

  it('Add friend names the person it is for and hands them over', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithProvider(<SuggestionsPanel suggestions={[person(1)]} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: l.addFriend, description: 'Person 1' }));
    expect(onAdd).toHaveBeenCalledWith(person(1));
  });

  it('says so when there is nobody to suggest', () => {
    renderWithProvider(<SuggestionsPanel suggestions={[]} onAdd={() => undefined} />);
    expect(screen.getByText(l.noSuggestions)).toBeTruthy();
  });
});

/**
 * Saves `member`'s study preferences (a destination, a study level, a study area detail) the same as
 * every other member this suite makes, so the server has something they share. The last country of
 * the list, which the other suites do not choose.
 */
async function sharingPlans(member: TestMember) {
  await signIn(member.email, member.password);
  const lists = await loadStudyPreferences();
  const country = lists.countries.at(-1)!;
  const level = lists.awardLevels[0]!;
  const minor = lists.minors.at(-1)!;
  await saveStudyPreferences({
    destinations: [studyPreferenceEntry({ referenceFk: country.id, preferred: true })],
    studyAreas: [],
    majorMinors: [studyPreferenceEntry({ referenceFk: minor.id, majorFk: minor.parentFk })],
    studyLevels: [studyPreferenceEntry({ referenceFk: level.id, awardGroupFk: level.groupFk })],
  });
  await signOut();
}

let batch = 0;

/** Me (signed in) and `others` members with the same plans as mine (each test's names its own). */
async function memberWithLookalikes(others: number) {
  const surname = `Alike${++batch}`;
  const people = await Promise.all(Array.from({ length: others + 1 }, (_, n) => verifiedMember({ firstName: n === 0 ? 'Sol' : `Look${n}`, surname })));
  for (const person of people) await sharingPlans(person);
  const me = people[0]!;
  await signIn(me.email, me.password);
  return { me, others: people.slice(1) };
}

describe('MyFriends: people you may know', () => {
  /** A member the server suggests to me (signed in). */
  async function suggested() {
    await memberWithLookalikes(1);
    const first = (await loadMyFriends()).suggestions[0];
    expect(first).toBeDefined();
    return { first: first! };
  }

  it('shows 4 of the suggestions when there are more than 5, each with what they share, and "Show all N"', async () => {
    const { others } = await memberWithLookalikes(6);
    const suggestions = (await loadMyFriends()).suggestions;
    expect(suggestions.map((p) => p.clientId)).toEqual(expect.arrayContaining(others.map((o) => o.clientId)));
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: `People you may know (${suggestions.length})` }));
    expect(shownNames()).toEqual(suggestions.slice(0, 4).map((p) => p.name));
    expect(within(screen.getByRole('tabpanel')).getAllByText(/^Shares /).length).toBe(4);
    await user.click(screen.getByRole('button', { name: `Show all ${suggestions.length}` }));
    expect(shownNames()).toEqual(suggestions.map((p) => p.name));
  });

  it("'Please add comment.' for an empty comment; the default note sends: 'Request sent successfully.' and it is listed as sent", async () => {
    const { first } = await suggested();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: /^People you may know/ }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: l.addFriend, description: first.name }));
    const dialog = screen.getByRole('dialog', { name: friendLabels.requestTitle });
    const comment = within(dialog).getByRole('textbox', { name: new RegExp(`^${friendLabels.comment}`) });
    expect((comment as HTMLTextAreaElement).value).toBe(defaultFriendNote());
    await user.clear(comment);
    await user.click(within(dialog).getByRole('button', { name: friendLabels.sendRequest }));
    expect(within(dialog).getByText(friendMessages.friendCommentRequired)).toBeTruthy();
    await user.type(comment, defaultFriendNote());
    await user.click(within(dialog).getByRole('button', { name: friendLabels.sendRequest }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(institutionMessages.requestSent));
    // Now a sent request, listed with the sent ones.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Sent requests (1)' })).toBeTruthy());
    const sent = (await loadMyFriends()).sent.map((r) => r.clientId);
    expect(sent).toContain(first.clientId);
  });

  it("'Request already sent.' when the request exists already (the list was older than the request)", async () => {
    const { first } = await suggested();
    const { user } = renderWithProvider(<MyFriends />);
    await screen.findByRole('tablist');
    await sendFriendRequest(first.clientId, 'Sent from another tab');
    await user.click(screen.getByRole('tab', { name: /^People you may know/ }));
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: l.addFriend, description: first.name }));
    const dialog = screen.getByRole('dialog', { name: friendLabels.requestTitle });
    await user.click(within(dialog).getByRole('button', { name: friendLabels.sendRequest }));
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(friendMessages.friendRequestAlreadySent));
  });
});
