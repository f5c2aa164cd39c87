import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { $loginDialog, $session, closeLoginDialog, loadProfile, messages, signIn, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { SessionStatus } from './session-status.js';

/** The sentence's element (by its title) reads `sentence`; gives what its own <bdi> holds: the member's name. */
function signedInAs(sentence: string): string | null {
  const element = screen.getByTitle(sentence);
  expect(element.textContent).toBe(sentence);
  return element.querySelector('bdi')?.textContent ?? null;
}

describe('SessionStatus', () => {
  it('shows the signed-in name and unread count, and signs out', async () => {
    const member = await verifiedMember({ firstName: 'Ravi', surname: 'Nair' });
    await signIn(member.email, member.password);
    const { user } = renderWithProvider(<SessionStatus />);
    expect(signedInAs('Signed in as Ravi Nair')).toBe('Ravi Nair');

    await act(() => loadProfile());
    expect(screen.getByLabelText('0 unread messages').textContent).toBe('0 unread');

    await user.click(screen.getByRole('button', { name: messages.signOutAction }));
    await waitFor(() => expect(screen.getByRole('button', { name: messages.signInAction })).toBeTruthy());
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect($session.get()).toBeNull();
  });

  it('leaves the unread count to a header that shows its own messages badge (showUnread={false})', async () => {
    const member = await verifiedMember({ firstName: 'Ravi', surname: 'Badge' });
    await signIn(member.email, member.password);
    renderWithProvider(<SessionStatus showUnread={false} />);
    await act(() => loadProfile());
    expect(signedInAs('Signed in as Ravi Badge')).toBe('Ravi Badge');
    expect(screen.queryByLabelText('0 unread messages')).toBeNull();
  });

  it('opens the login dialog when anonymous, or goes to the login page when asked', async () => {
    const first = renderWithProvider(<SessionStatus />, { globals: false });
    await first.user.click(screen.getByRole('button', { name: messages.signInAction }));
    expect($loginDialog.get().open).toBe(true);
    await first.user.click(screen.getByRole('link', { name: loginMessages.signUpAction }));
    expect(first.navigate).toHaveBeenCalledWith('/signUp');
    first.unmount();
    closeLoginDialog();

    const second = renderWithProvider(<SessionStatus signIn="page" showSignUp={false} />);
    expect(screen.queryByRole('link', { name: loginMessages.signUpAction })).toBeNull();
    await second.user.click(screen.getByRole('button', { name: messages.signInAction }));
    expect(second.navigate).toHaveBeenCalledWith('/login');
  });
});
