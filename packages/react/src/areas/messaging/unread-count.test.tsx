import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { $profile, loadMessageNotices, loadProfile, messagingLabels as l, messagingMessages as m, signIn, signOut } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { sendMessage, twoMembers } from '../../../test/messaging.js';
import { MessageNotices } from './message-notices.js';
import { UnreadCount } from './unread-count.js';

afterEach(() => signOut());

describe('UnreadCount', () => {
  it('shows nothing signed out, nothing at 0, and the count from the session store (loading the header data when missing) as a named badge', async () => {
    const { container } = renderWithProvider(<UnreadCount />);
    expect(container.querySelector('.sa-unread-count')).toBeNull();
    const [a, b] = await twoMembers();
    await sendMessage(a, b, 'Count me');
    await signIn(a.email, a.password);
    await loadProfile();
    expect(container.querySelector('.sa-unread-count')).toBeNull();
    await signOut();
    // Without the header data on the page, the badge loads it itself.
    await signIn(b.email, b.password);
    expect($profile.get()).toBeNull();
    // A's friend request and A's message.
    const badge = await screen.findByRole('img', { name: 'Messages, 2 unread' });
    expect(badge.textContent).toBe('2');
    // Whatever writes the store (a read, the live push) moves the badge.
    $profile.set({ ...$profile.get()!, msgCount: 120 });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Messages, 120 unread' }).textContent).toBe('99+'));
  });

  it('with showZero and a label of the host, shows 0 too', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    await loadProfile();
    renderWithProvider(<UnreadCount showZero label={l.unreadCount} />);
    expect((await screen.findByRole('img', { name: '0 unread' })).textContent).toBe('0');
  });
});

describe('MessageNotices', () => {
  it('is on by default, and turning it off is saved', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<MessageNotices />);
    const box = (await screen.findByRole('checkbox', { name: l.messageNotices })) as HTMLInputElement;
    await waitFor(() => expect(box.checked).toBe(true));
    await user.click(box);
    expect(await screen.findByText(m.noticesSaved)).toBeTruthy();
    expect(box.checked).toBe(false);
    expect(await loadMessageNotices()).toBe(false);
  });
});
