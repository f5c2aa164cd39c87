import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $popups, $profile, loadMessages, loadProfile, loadRecipientDirectory, messagingLabels as l, messagingMessages as m, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { as, inboxCopy, sendMessage, twoMembers } from '../../../test/messaging.js';
import { ReadMessage } from './read-message.js';

afterEach(() => {
  vi.restoreAllMocks();
  return signOut();
});

const popupMessages = () => $popups.get().map((popup) => `${popup.title}: ${popup.message}`);

/** The friend-request message in `member`'s inbox. */
const requestMessage = async (member: Parameters<typeof as>[0]) =>
  as(member, async () => (await loadMessages({ folder: 'I' })).rows.find((row) => row.kind === 'FR')!.id);

describe('ReadMessage', () => {
  it('renders the bold text of a message, but never its script or an onerror handler; reading marks it read', async () => {
    const [a, b] = await twoMembers();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await sendMessage(a, b, 'Bold hello', '<p><strong>Bold words</strong> and <img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>');
    const id = await inboxCopy(b, 'Bold hello');
    await signIn(b.email, b.password);
    await loadProfile();
    // A's friend request and this message.
    expect($profile.get()!.msgCount).toBe(2);
    renderWithProvider(<ReadMessage msgId={id} headingLevel={1} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bold hello' })).toBeTruthy();
    const body = document.querySelector<HTMLElement>('.sa-msg-body')!;
    expect(body.querySelector('strong')?.textContent).toBe('Bold words');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(document.querySelector('[onerror], script')).toBeNull();
    for (const link of body.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Give an image's error event (were the handler there) a chance to run.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();

    const facts = [...document.querySelectorAll('.sa-msg-fact')].map((fact) => `${fact.querySelector('dt')!.textContent}=${fact.querySelector('dd')!.textContent}`);
    expect(facts[0]).toBe(`${l.sender}=Amara Sender`);
    expect(facts[1]).toBe(`${l.to}=Bruno Reader`);
    await waitFor(() => expect($profile.get()!.msgCount).toBe(1));
  });

  it('Reply, Reply all and Forward open compose with the message; Delete moves it to Deleted and goes back', async () => {
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Plans');
    const id = await inboxCopy(b, 'Plans');
    await signIn(b.email, b.password);
    const { user, navigate } = renderWithProvider(<ReadMessage msgId={id} />);
    const toolbar = await screen.findByRole('toolbar', { name: l.toolbar });
    await user.click(within(toolbar).getByRole('button', { name: l.reply }));
    expect(navigate).toHaveBeenLastCalledWith(`/createMsg/${id}?actionType=R`);
    await user.click(within(toolbar).getByRole('button', { name: l.replyAll }));
    expect(navigate).toHaveBeenLastCalledWith(`/createMsg/${id}?actionType=RA`);
    await user.click(within(toolbar).getByRole('button', { name: l.forward }));
    expect(navigate).toHaveBeenLastCalledWith(`/createMsg/${id}?actionType=F`);
    await user.click(within(toolbar).getByRole('button', { name: l.delete }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/msgList'));
    expect(popupMessages()).toContain(`Success: ${m.deleted}`);
    expect((await loadMessages({ folder: 'A' })).rows.map((row) => row.id)).toContain(id);
  });

  it("accepts a friend request from its message: 'Friend Request accepted.', and the sender becomes a contact", async () => {
    const [a, b] = await twoMembers(false);
    const id = await requestMessage(b);
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<ReadMessage msgId={id} />);
    await user.click(await screen.findByRole('button', { name: l.acceptRequest }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.friendRequestAccepted}`));
    expect(document.querySelector('.sa-msg-answered')?.textContent).toBe(m.friendRequestAccepted);
    await waitFor(() => expect(screen.queryByRole('button', { name: l.acceptRequest })).toBeNull());
    expect((await loadRecipientDirectory()).contacts.map((c) => c.clientId)).toContain(a.clientId);
  });

  it("rejects a friend request from its message: 'Friend Request rejected.'", async () => {
    const [, b] = await twoMembers(false);
    const id = await requestMessage(b);
    await signIn(b.email, b.password);
    const { user } = renderWithProvider(<ReadMessage msgId={id} />);
    await user.click(await screen.findByRole('button', { name: l.rejectRequest }));
    await waitFor(() => expect(popupMessages()).toContain(`Success: ${m.friendRequestRejected}`));
    expect(document.querySelector('.sa-msg-answered')?.textContent).toBe(m.friendRequestRejected);
    expect((await loadRecipientDirectory()).contacts).toEqual([]);
  });

  it("another member's message is not found: the error state, nothing of it shown", async () => {
    const [a, b] = await twoMembers();
    const sent = await sendMessage(a, b, 'Private');
    await signIn(b.email, b.password);
    renderWithProvider(<ReadMessage msgId={sent} />);
    expect(await screen.findByText(l.messageLoadFailed)).toBeTruthy();
    expect(screen.queryByText('Private')).toBeNull();
  });
});
