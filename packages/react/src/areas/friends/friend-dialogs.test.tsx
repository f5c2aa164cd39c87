import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { friendLabels as t, friendMessages, loadFriendDetail, removeFriendRequest, sendFriendRequest, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { descriptionOf, labelled } from '../../../test/queries.js';
import { verifiedMember, type TestMember } from '../../../test/members.js';
import { FriendDetail } from './friend-detail.js';

afterEach(() => signOut());

let made = 0;
/** A fresh verified member with a name of its own (the demo members' relations stay untouched). */
const freshMember = () => verifiedMember({ firstName: 'Noor', surname: `Dialog${++made}x${Date.now() % 1_000_000}` });
const nameOf = (member: TestMember) => `${member.firstName} ${member.surname}`;

/** `viewer` signed in, looking at `other`'s detail. */
async function viewing(viewer: TestMember, other: TestMember) {
  await signIn(viewer.email, viewer.password);
  const rendered = renderWithProvider(<FriendDetail clientId={other.clientId} />);
  await screen.findByRole('heading', { name: nameOf(other) });
  return rendered;
}

/** `from` sends `to` a friend request through the API, then signs out. */
async function requestThroughApi(from: TestMember, to: TestMember) {
  await signIn(from.email, from.password);
  await sendFriendRequest(to.clientId, 'Hello from the API', { quiet: true });
  await signOut();
}

/** Every value `aria-busy` took on `element`, as a MutationObserver saw it (the call is still out then). */
function busyHistory(element: HTMLElement) {
  const seen: Array<string | null> = [];
  const observer = new MutationObserver((records) => records.forEach(() => seen.push(element.getAttribute('aria-busy'))));
  observer.observe(element, { attributes: true, attributeFilter: ['aria-busy'] });
  return { seen, stop: () => observer.disconnect() };
}

const textarea = (dialog: HTMLElement, name: string) => dialog.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!;

describe('FriendRequestDialog', () => {
  it('opens with the default note (comment required); Cancel and Escape close it without sending', async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    const { user } = await viewing(me, other);

    await user.click(screen.getByRole('button', { name: t.addFriend }));
    const dialog = screen.getByRole('dialog', { name: 'Friend request' });
    const comment = within(dialog).getByLabelText(labelled(t.comment)) as HTMLTextAreaElement;
    expect(comment).toBe(textarea(dialog, 'NoteText'));
    expect(comment.value).toBe(friendMessages.friendDefaultNote);
    expect(comment.value).toBe('Please add me to your friend list');
    expect(comment.getAttribute('aria-required')).toBe('true');
    expect(comment.maxLength).toBe(1000);
    await waitFor(() => expect(document.activeElement).toBe(comment));
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['×', t.sendRequest, t.cancel]);

    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.addFriend }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();
    expect(document.querySelector('.sa-friend-notice')).toBeNull();
    expect((await loadFriendDetail(other.clientId)).reqState).toBe('none');
  });

  it("refuses an empty or over-long comment with the catalogue's messages, and opens afresh each time", async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    const { user } = await viewing(me, other);
    await user.click(screen.getByRole('button', { name: t.addFriend }));
    let dialog = screen.getByRole('dialog', { name: t.requestTitle });
    const comment = textarea(dialog, 'NoteText');

    await user.clear(comment);
    await user.type(comment, '   ');
    await user.click(within(dialog).getByRole('button', { name: t.sendRequest }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please add comment.');
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(comment)).toBe(friendMessages.friendCommentRequired);
    expect(document.activeElement).toBe(comment);

    // Checked live once submitted: a comment clears the message at once.
    await user.type(comment, 'Hi');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(comment.getAttribute('aria-invalid')).toBeNull();

    // The box stops at 1000 characters; a longer text (pasted by a script) is refused all the same.
    fireEvent.change(comment, { target: { value: 'a'.repeat(1001) } });
    expect(within(dialog).getByRole('alert').textContent).toBe('The comment must be at most 1000 characters');

    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    await user.click(screen.getByRole('button', { name: t.addFriend }));
    dialog = screen.getByRole('dialog', { name: t.requestTitle });
    expect(textarea(dialog, 'NoteText').value).toBe(friendMessages.friendDefaultNote);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((await loadFriendDetail(other.clientId)).reqState).toBe('none');
  });

  it('sends the request (busy meanwhile): the success text, the new relation and its actions', async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    const { user } = await viewing(me, other);
    await user.click(screen.getByRole('button', { name: t.addFriend }));
    const dialog = screen.getByRole('dialog', { name: t.requestTitle });
    const comment = textarea(dialog, 'NoteText');
    await user.clear(comment);
    await user.type(comment, '  We met at the open day  ');
    const send = within(dialog).getByRole('button', { name: t.sendRequest });
    const busy = busyHistory(send);
    await user.click(send);

    const notice = await screen.findByText('Request sent successfully.');
    busy.stop();
    expect(busy.seen).toContain('true');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(t.stateSent).className).toBe('sa-friend-tag');
    expect(screen.queryByRole('button', { name: t.addFriend })).toBeNull();
    expect(screen.queryByRole('button', { name: /again/i })).toBeNull();
    expect(screen.getByRole('button', { name: t.cancelRequest })).toBeTruthy();

    // The other member sees the request, with the comment as sent (trimmed).
    await signOut();
    await signIn(other.email, other.password);
    expect(await loadFriendDetail(me.clientId)).toMatchObject({ reqState: 'Sent', sentByMe: false });
  });
});

describe('answering a request (the relation actions beside the dialogs)', () => {
  it('accepts a request received: a friend; then removes the friend', async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    await requestThroughApi(other, me);
    const { user } = await viewing(me, other);
    expect(screen.getByText('Wants to be your friend')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.addFriend })).toBeNull();

    const accept = screen.getByRole('button', { name: t.acceptRequest });
    const busy = busyHistory(accept);
    await user.click(accept);
    expect(await screen.findByText('Request accepted successfully')).toBeTruthy();
    busy.stop();
    expect(busy.seen).toContain('true');
    expect(screen.getByText(t.stateLinked).className).toBe('sa-friend-tag');
    expect(screen.queryByRole('button', { name: t.acceptRequest })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.removeFriend }));
    expect(await screen.findByText('Friend removed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();
    expect(screen.queryByText(t.stateLinked)).toBeNull();
    expect((await loadFriendDetail(other.clientId)).reqState).toBe('none');
  });

  it("declines a request received; when it is gone already the server's answer says so", async () => {
    const [me, other, third] = await Promise.all([freshMember(), freshMember(), freshMember()]);
    await requestThroughApi(other, me);
    await requestThroughApi(third, me);
    const { user, unmount } = await viewing(me, other);
    await user.click(screen.getByRole('button', { name: t.declineRequest }));
    expect(await screen.findByText('Request removed.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();
    expect(screen.queryByText('Wants to be your friend')).toBeNull();
    unmount();

    // The third request is declined elsewhere (another tab) while this screen still offers Decline.
    renderWithProvider(<FriendDetail clientId={third.clientId} />);
    const decline = await screen.findByRole('button', { name: t.declineRequest });
    await removeFriendRequest(third.clientId, 0, { quiet: true });
    fireEvent.click(decline);
    expect(await screen.findByText('There is no request or link to remove.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();
  });
});

describe('FriendMessageDialog', () => {
  it('requires a topic and a message, with the catalogue’s messages, checked live after the first try', async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    const { user } = await viewing(me, other);
    await user.click(screen.getByRole('button', { name: t.message }));
    const dialog = screen.getByRole('dialog', { name: `Message to ${nameOf(other)}` });
    const topic = within(dialog).getByLabelText(labelled(t.topic)) as HTMLInputElement;
    const text = within(dialog).getByLabelText(labelled(t.messageText)) as HTMLTextAreaElement;
    expect(text).toBe(textarea(dialog, 'NoteText'));
    expect([topic.value, text.value]).toEqual(['', '']);
    expect([topic.maxLength, text.maxLength]).toEqual([200, 4000]);

    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Topic is required', 'Message is required']);
    expect(document.activeElement).toBe(topic);

    await user.type(topic, 'Accommodation');
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([friendMessages.friendMessageRequired]);
    await user.type(text, '   ');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Message is required']);
    expect(document.activeElement).toBe(text);

    fireEvent.change(topic, { target: { value: 't'.repeat(201) } });
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The topic must be at most 200 characters',
      'Message is required',
    ]);
    fireEvent.change(topic, { target: { value: 'Accommodation' } });
    fireEvent.change(text, { target: { value: 'm'.repeat(4001) } });
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The message must be at most 4000 characters']);

    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(friendMessages.friendMessageSent)).toBeNull();
  });

  it('sends the message (busy meanwhile) and says so', async () => {
    const [me, other] = await Promise.all([freshMember(), freshMember()]);
    const { user } = await viewing(me, other);
    await user.click(screen.getByRole('button', { name: t.message }));
    const dialog = screen.getByRole('dialog', { name: `Message to ${nameOf(other)}` });
    await user.type(within(dialog).getByLabelText(labelled(t.topic)), 'Flat share');
    await user.type(textarea(dialog, 'NoteText'), 'Are you looking for a flatmate in September?');
    const send = within(dialog).getByRole('button', { name: t.send });
    const busy = busyHistory(send);
    await user.click(send);
    const notice = await screen.findByText('Message sent successfully');
    busy.stop();
    expect(busy.seen).toContain('true');
    expect(notice.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A message changes no relation.
    expect(screen.getByRole('button', { name: t.addFriend })).toBeTruthy();

    // The next message starts empty: Send again must not resend the last one.
    await user.click(screen.getByRole('button', { name: t.message }));
    const next = screen.getByRole('dialog', { name: `Message to ${nameOf(other)}` });
    expect((within(next).getByLabelText(labelled(t.topic)) as HTMLInputElement).value).toBe('');
    expect(textarea(next, 'NoteText').value).toBe('');
  });
});
