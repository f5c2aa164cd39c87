import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $session, messages, referralLabels as t, signIn } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { latestMail } from '../../../test/mailbox.js';
import { uniqueEmail, verifiedMember } from '../../../test/members.js';
import { ReferFriend } from './refer-friend.js';

const opener = () => screen.getByRole('button', { name: t.open });
const popover = () => screen.getByRole('dialog', { name: t.title });

async function signedIn(firstName = 'Ana', surname = 'Silva') {
  const member = await verifiedMember({ firstName, surname });
  await signIn(member.email, member.password);
  return member;
}

describe('ReferFriend', () => {
  it('signed out, opens the login dialog instead of the popover', async () => {
    const { user } = renderWithProvider(<ReferFriend />);
    await user.click(opener());
    expect(screen.queryByRole('dialog', { name: t.title })).toBeNull();
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.signInRequired });
  });

  it('can stay hidden while signed out', () => {
    renderWithProvider(<ReferFriend signedOut="hidden" />);
    expect(screen.queryByRole('button', { name: t.open })).toBeNull();
  });

  it('moves focus in, closes on Escape and gives focus back to the button', async () => {
    await signedIn();
    const { user } = renderWithProvider(<ReferFriend />);
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    await user.click(opener());
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    expect(opener().getAttribute('aria-controls')).toBe(popover().id);
    expect(document.activeElement).toBe(field(t.name).input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: t.title })).toBeNull();
    expect(document.activeElement).toBe(opener());

    // × and Cancel close it too; a click elsewhere on the page as well.
    await user.click(opener());
    await user.click(within(popover()).getByRole('button', { name: messages.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener());
    await user.click(opener());
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the specification’s messages, then sends the invitation', async () => {
    await signedIn('Noor', 'Haddad');
    const friend = uniqueEmail('friend');
    const { user } = renderWithProvider(<ReferFriend />);
    await user.click(opener());
    await user.click(within(popover()).getByRole('button', { name: t.send }));
    expect(field(t.name).error).toBe('Name is required');
    expect(field(t.email).error).toBe('Email is required');

    await user.type(field(t.name).input, 'Lee Wong');
    await user.type(field(t.email).input, 'lee@example');
    expect(field(t.email).error).toBe('InValid Email');
    await user.clear(field(t.email).input);
    await user.type(field(t.email).input, friend);
    await user.keyboard('{Enter}');

    await within(popover()).findByText(`Your invitation has been sent to ${friend}.`);
    expect(field(t.name).input.value).toBe('');
    expect(field(t.email).input.value).toBe('');
    const mail = await latestMail(friend);
    expect(mail.subject).toBe('Noor Haddad invites you to StudyAtlas');
    expect(mail.text).toMatch(/\/signUp$/m);
  });

  it('closes when the session has ended and the sign-in is asked for', async () => {
    await signedIn();
    const { user } = renderWithProvider(<ReferFriend />);
    await user.click(opener());
    // The session was ended elsewhere (signed out in another tab): the server refuses the token.
    $session.set({ ...$session.get()!, token: 'revoked' });
    await user.type(field(t.name).input, 'Lee');
    await user.type(field(t.email).input, 'lee@example.org');
    await user.click(within(popover()).getByRole('button', { name: t.send }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.title })).toBeNull());
    expect($loginDialog.get().open).toBe(true);
  });
});
