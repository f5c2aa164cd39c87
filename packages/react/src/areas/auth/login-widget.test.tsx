import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { $session, messages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { verifiedMember } from '../../../test/members.js';
import { LoginWidget } from './login-widget.js';

describe('LoginWidget', () => {
  it('signs in from the form, then shows who is signed in and signs out', async () => {
    const member = await verifiedMember({ firstName: 'Mei', surname: 'Chen' });
    const onSignedIn = vi.fn();
    const onSignedOut = vi.fn();
    const { user, navigate } = renderWithProvider(<LoginWidget onSignedIn={onSignedIn} onSignedOut={onSignedOut} />);
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);

    expect(await screen.findByText('Signed in as Mei Chen')).toBeTruthy();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByLabelText(/Login ID/)).toBeNull();

    await user.click(screen.getByRole('button', { name: messages.signOutAction }));
    await waitFor(() => expect(field(loginMessages.loginIdLabel).input).toBeTruthy());
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect($session.get()).toBeNull();
  });
});
