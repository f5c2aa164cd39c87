import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { $loginDialog, $session, messages, signIn, signOut } from '@studyatlas/core';
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
