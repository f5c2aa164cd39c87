import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadMyFriends, myFriendsLabels as l, myFriendsMessages as m, saveGroup, sendFriendRequest, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember, type TestMember } from '../../../test/members.js';
import { MyFriends } from './my-friends.js';

/* The groups tab and the group dialog against the real API server. */

afterEach(async () => {
  await signOut();
});

const fullName = (member: TestMember) => `${member.firstName} ${member.surname}`;

/** Me (signed in) with two friends: each asked, my request back accepted it. */
async function memberWithFriends() {
  const [me, gus, hal] = await Promise.all([
    verifiedMember({ firstName: 'Gia', surname: 'Groups' }),
    verifiedMember({ firstName: 'Gus', surname: 'Member' }),
    verifiedMember({ firstName: 'Hal', surname: 'Member' }),
  ]);
  for (const friend of [gus, hal]) {
    await signIn(friend.email, friend.password);
    await sendFriendRequest(me.clientId, 'Hello');
    await signOut();
  }
  await signIn(me.email, me.password);
  for (const friend of [gus, hal]) await sendFriendRequest(friend.clientId, 'Yes');
  return { me, gus, hal };
}

async function openGroups() {
  const rendered = renderWithProvider(<MyFriends />);
  await screen.findByRole('tablist');
  await rendered.user.click(screen.getByRole('tab', { name: /^Groups/ }));
  return rendered;
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: new RegExp(`^${l.groupName}`) });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('GroupDialog', () => {
  it("refuses an empty name and no member, then a 51-character name, with the specification's messages", async () => {
    const { gus } = await memberWithFriends();
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: l.newGroup }));
    const dialog = await dialogNamed(l.newGroup);
    const members = await within(dialog).findByRole('group', { name: l.groupMembers });
    expect(within(members).getAllByRole('checkbox')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: l.save }));
    expect(describedBy(nameField(dialog))).toBe(m.groupNameRequired);
    expect(describedBy(members)).toBe(m.groupMemberRequired);
    // The first message's field has the focus.
    expect(document.activeElement).toBe(nameField(dialog));

    await user.type(nameField(dialog), 'x'.repeat(51));
    expect(describedBy(nameField(dialog))).toBe(m.groupNameTooLong);
    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), 'x'.repeat(50));
    expect(describedBy(nameField(dialog))).toBe('');
    await user.click(within(members).getByRole('checkbox', { name: fullName(gus) }));
    expect(describedBy(members)).toBe('');
    expect((await loadMyFriends()).groups).toEqual([]);
  });

  it("saves a new group: 'Group saved.' and the group with its member; edits it; deletes it after the confirm", async () => {
    const { gus, hal } = await memberWithFriends();
    const { user } = await openGroups();
    expect(within(screen.getByRole('tabpanel')).getByText(l.noGroups)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: l.newGroup }));
    let dialog = await dialogNamed(l.newGroup);
    await within(dialog).findByRole('group', { name: l.groupMembers });
    await user.type(nameField(dialog), 'Leeds 2026');
    await user.click(within(dialog).getByRole('checkbox', { name: fullName(gus) }));
    await user.click(within(dialog).getByRole('button', { name: l.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(m.groupSaved));
    const group = await screen.findByRole('heading', { name: 'Leeds 2026' });
    const item = group.closest('li')!;
    expect(within(item).getByText(l.groupOneMember)).toBeTruthy();
    expect(within(item).getByRole('link', { name: fullName(gus) })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Groups (1)' })).toBeTruthy();

    // Edit: the dialog opens with the name and the member ticked.
    await user.click(within(item).getByRole('button', { name: l.editGroup, description: 'Leeds 2026' }));
    dialog = await dialogNamed(l.editGroup);
    await within(dialog).findByRole('group', { name: l.groupMembers });
    expect((nameField(dialog) as HTMLInputElement).value).toBe('Leeds 2026');
    expect((within(dialog).getByRole('checkbox', { name: fullName(gus) }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: fullName(hal) }) as HTMLInputElement).checked).toBe(false);
    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), 'Leeds friends');
    await user.click(within(dialog).getByRole('checkbox', { name: fullName(hal) }));
    await user.click(within(dialog).getByRole('button', { name: l.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const renamed = (await screen.findByRole('heading', { name: 'Leeds friends' })).closest('li')!;
    expect(within(renamed).getByText('2 members')).toBeTruthy();
    const saved = (await loadMyFriends()).groups;
    expect(saved.map((g) => [g.name, g.members.map((x) => x.clientId).sort()])).toEqual([['Leeds friends', [gus.clientId, hal.clientId].sort()]]);

    // Delete: Cancel keeps it, Delete group removes it.
    const remove = within(renamed).getByRole('button', { name: l.deleteGroup, description: 'Leeds friends' });
    await user.click(remove);
    let confirm = screen.getByRole('alertdialog', { name: l.deleteGroup });
    expect(within(confirm).getByText('Delete the group "Leeds friends"?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: l.cancel }));
    expect((await loadMyFriends()).groups).toHaveLength(1);
    await user.click(remove);
    confirm = screen.getByRole('alertdialog', { name: l.deleteGroup });
    await user.click(within(confirm).getByRole('button', { name: l.deleteGroup }));
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(m.groupDeleted));
    await waitFor(() => expect(within(screen.getByRole('tabpanel')).getByText(l.noGroups)).toBeTruthy());
    expect((await loadMyFriends()).groups).toEqual([]);
  });

  it("a result X keeps the dialog open with the server's warning (a name already used)", async () => {
    const { gus } = await memberWithFriends();
    await saveGroup('Study buddies', [gus.clientId]);
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: l.newGroup }));
    const dialog = await dialogNamed(l.newGroup);
    await within(dialog).findByRole('group', { name: l.groupMembers });
    await user.type(nameField(dialog), 'Study buddies');
    await user.click(within(dialog).getByRole('checkbox', { name: fullName(gus) }));
    await user.click(within(dialog).getByRole('button', { name: l.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(m.groupNameTaken);
    expect(screen.getByRole('dialog', { name: l.newGroup })).toBe(dialog);
    expect((await loadMyFriends()).groups).toHaveLength(1);
  });

  it('a member without friends is told that only friends can be members', async () => {
    const me = await verifiedMember({ firstName: 'Ivy', surname: 'Alone' });
    await signIn(me.email, me.password);
    const { user } = await openGroups();
    await user.click(screen.getByRole('button', { name: l.newGroup }));
    const dialog = await dialogNamed(l.newGroup);
    expect(await within(dialog).findByText(l.noFriendsForGroup)).toBeTruthy();
    await user.type(nameField(dialog), 'Nobody');
    await user.click(within(dialog).getByRole('button', { name: l.save }));
    expect(describedBy(within(dialog).getByRole('group', { name: l.groupMembers }))).toBe(m.groupMemberRequired);
  });
});
