import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { $loginDialog, $session, $signInReturn, loginMessages, messages, signIn, signOut } from '@studyatlas/core';
import { LoginPage } from '../../areas/auth/login-page.js';
import { renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { MemberOnly } from './member-only.js';

describe('MemberOnly', () => {
  it('sends an anonymous visitor to the login page and shows why', async () => {
    const { user, navigate } = renderWithProvider(
      <MemberOnly>
        <p>my applications</p>
      </MemberOnly>,
    );
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.getByText(messages.signInRequired)).toBeTruthy();
    expect(screen.queryByText('my applications')).toBeNull();
    await user.click(screen.getByRole('button', { name: messages.signInAction }));
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('after signing in on the login page, the visitor continues on the screen that asked for it', async () => {
    const member = await verifiedMember();
    window.history.pushState(null, '', '/findfriend/list?tab=all');
    const gate = renderWithProvider(
      <MemberOnly>
        <p>my friends</p>
      </MemberOnly>,
    );
    expect(gate.navigate).toHaveBeenCalledWith('/login');
    expect($signInReturn.get()).toBe('/findfriend/list?tab=all');
    gate.unmount();
    window.history.pushState(null, '', '/login');

    const page = renderWithProvider(<LoginPage />);
    await page.user.type(screen.getByLabelText(loginMessages.loginIdLabel, { exact: false }), member.email);
    await page.user.type(screen.getByLabelText(loginMessages.passwordLabel, { exact: false }), `${member.password}{Enter}`);
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/findfriend/list?tab=all'));
    expect($signInReturn.get()).toBeNull(); // one sign-in, one return
    page.unmount();
    await act(() => signOut());
    window.history.pushState(null, '', '/');
  });

  it('opens the login dialog instead inside a widget, and shows the screen once signed in', async () => {
    const member = await verifiedMember();
    const { navigate } = renderWithProvider(
      <MemberOnly signIn="dialog">
        <p>my applications</p>
      </MemberOnly>,
      { globals: false },
    );
    expect($loginDialog.get()).toEqual({ open: true, reason: messages.signInRequired });
    expect(navigate).not.toHaveBeenCalled();

    await act(() => signIn(member.email, member.password));
    expect(screen.getByText('my applications')).toBeTruthy();
    expect($loginDialog.get().open).toBe(false);

    await act(() => signOut());
    expect($session.get()).toBeNull();
    expect(screen.queryByText('my applications')).toBeNull();
    expect($loginDialog.get().open).toBe(true);
  });
});
