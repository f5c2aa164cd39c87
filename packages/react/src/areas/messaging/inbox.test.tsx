import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadMessages, loadProfile, messagingLabels as l, messagingMessages as m, signIn, signOut, $profile } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { as, inboxCopy, sendMessage, twoMembers } from '../../../test/messaging.js';
import { Inbox } from './inbox.js';

afterEach(() => signOut());

const list = () => screen.findByRole('list', { name: /^Messages of / });
const rowNamed = async (subject: string) => (await screen.findByRole('link', { name: new RegExp(subject) })).closest('li')!;
const toolbar = () => screen.getByRole('toolbar', { name: l.toolbar });
const press = (name: string) => within(toolbar()).getByRole('button', { name });
const alertText = async () => (await screen.findByText((_, node) => node?.getAttribute('role') === 'alert' && node.classList.contains('sa-msg-alert'))).textContent;

describe('Inbox', () => {
  it('a new member sees the folders I, D, S, A, no own folders and "No messages in this folder."', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    renderWithProvider(<Inbox headingLevel={1} />);
    expect(await screen.findByText(l.noMessages)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: l.inboxTitle })).toBeTruthy();
    const folders = within(screen.getByRole('navigation', { name: l.folders }));
    const names = folders.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([l.folderInbox, l.folderDrafts, l.folderSent, l.folderDeleted, l.addFolder]);
    expect(folders.getByRole('button', { name: l.folderInbox }).getAttribute('aria-current')).toBe('true');
  });

  it("refuses toolbar actions without the right selection in the specification's words", async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'First note');
    await sendMessage(a, b, 'Second note');
    await signIn(b.email, b.password);
    const { user, navigate } = renderWithProvider(<Inbox />);
    await list();
    await user.click(press(l.reply));
    expect(await alertText()).toBe(m.selectMessageFirst);
    await user.click(press(l.forward));
    expect(await alertText()).toBe(m.selectMessageFirst);
    await user.click(press(l.delete));
    expect(await alertText()).toBe(m.selectionRequired);
    await user.click(press(l.move));
    expect(await alertText()).toBe(m.selectionRequired);

    await user.click(screen.getByRole('checkbox', { name: l.selectAll }));
    await user.click(press(l.replyAll));
    expect(await alertText()).toBe(m.onlyOneSelected);
    expect(navigate).not.toHaveBeenCalled();

    // One selected: Forward opens compose with it.
    await user.click(screen.getByRole('checkbox', { name: l.selectAll }));
    const first = await rowNamed('First note');
    await user.click(within(first).getByRole('checkbox'));
    await user.click(press(l.forward));
    const id = await inboxCopy(b, 'First note');
    expect(navigate).toHaveBeenLastCalledWith(`/createMsg/${id}?actionType=F`);
  });

  it('shows unread rows bold with "Unread" for screen readers; the count goes to the header data; a row opens the message', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Unread one');
    await signIn(b.email, b.password);
    await loadProfile();
    $profile.set({ ...$profile.get()!, msgCount: 99 });
    const { user, navigate } = renderWithProvider(<Inbox />);
    const row = await rowNamed('Unread one');
    expect(row.classList.contains('is-unread')).toBe(true);
    const link = within(row).getByRole('link');
    expect(link.textContent).toContain(`${l.unread}: `);
    expect(link.textContent).toContain('Amara Sender');
    // The list's answer carries the unread count (the friend request's message and this one): the
    // session store (header badge) follows it.
    await waitFor(() => expect($profile.get()?.msgCount).toBe(2));
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith(`/readMsg/${await inboxCopy(b, 'Unread one')}`);
  });

  it("adds a folder ('Folder name is required' first), moves a message there and gets it back in the inbox when the folder is deleted", async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Keep this');
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<Inbox />);
    await rowNamed('Keep this');

    await user.click(screen.getByRole('button', { name: l.addFolder }));
    const dialog = await screen.findByRole('dialog', { name: l.addFolder });
    await user.click(within(dialog).getByRole('button', { name: l.addFolder }));
    expect(await within(dialog).findByText(m.folderNameRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: l.folderName }), 'Universities');
    await user.click(within(dialog).getByRole('button', { name: l.addFolder }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const folders = within(screen.getByRole('navigation', { name: l.folders }));
    await folders.findByRole('button', { name: 'Universities' });

    await user.click(within(await rowNamed('Keep this')).getByRole('checkbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: l.moveTo }), 'Universities');
    await user.click(press(l.move));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Keep this/ })).toBeNull());
    expect(await screen.findByText(m.moved)).toBeTruthy();
    await user.click(folders.getByRole('button', { name: /^Universities/ }));
    await rowNamed('Keep this');

    await user.click(folders.getByRole('button', { name: 'Delete folder Universities' }));
    const confirm = await screen.findByRole('alertdialog', { name: l.deleteFolder });
    expect(confirm.textContent).toContain('Delete the folder "Universities"? Its messages go back to the inbox.');
    await user.click(within(confirm).getByRole('button', { name: l.delete }));
    await waitFor(() => expect(folders.queryByRole('button', { name: /^Universities/ })).toBeNull());
    // Back in the inbox, nothing lost.
    expect(folders.getByRole('button', { name: /^Inbox/ }).getAttribute('aria-current')).toBe('true');
    await rowNamed('Keep this');
  });

  it('finds messages by keyword (subject, sender, text) and says when nothing matches', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Scholarship deadline', '<p>The <strong>visa</strong> papers</p>');
    await sendMessage(a, b, 'Housing');
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<Inbox />);
    await rowNamed('Housing');
    const search = screen.getByRole('searchbox', { name: l.keyword });
    await user.type(search, 'visa');
    await user.click(screen.getByRole('button', { name: l.search }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Housing/ })).toBeNull());
    await rowNamed('Scholarship deadline');
    await user.clear(search);
    await user.type(search, 'nothing-like-this');
    await user.click(screen.getByRole('button', { name: l.search }));
    expect(await screen.findByText('No messages match "nothing-like-this".')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: l.clearSearch }));
    await rowNamed('Housing');
  });

  it('deletes to Deleted, and from Deleted for good', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Old news');
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<Inbox />);
    await user.click(within(await rowNamed('Old news')).getByRole('checkbox'));
    await user.click(press(l.delete));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Old news/ })).toBeNull());
    const folders = within(screen.getByRole('navigation', { name: l.folders }));
    await user.click(folders.getByRole('button', { name: /^Deleted/ }));
    await user.click(within(await rowNamed('Old news')).getByRole('checkbox'));
    await user.click(press(l.deleteForever));
    expect(await screen.findByText(l.noMessages)).toBeTruthy();
    await as(b, async () => expect((await loadMessages({ folder: 'A' })).total).toBe(0));
  });
});
