import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages, authMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { latestMail, verificationFromMail } from '../../../test/mailbox.js';
import { registeredMember } from '../../../test/members.js';
import { VerifyAccount } from './verify-account.js';

describe('VerifyAccount', () => {
  it('verifies with the key from the mailed link, once even in StrictMode, then offers sign-in', async () => {
    const member = await registeredMember();
    const { key: vkey, email, type } = verificationFromMail(await latestMail(member.email));
    const { user, navigate } = renderWithProvider(
      <StrictMode>
        <VerifyAccount vkey={vkey} email={email} type={type} />
      </StrictMode>,
    );
    expect(screen.getByText(authMessages.verifyingAccount, { selector: 'p' })).toBeTruthy();
    const verified = await screen.findByText(authMessages.accountVerified);
    expect(verified.getAttribute('role')).toBe('status');
    expect(screen.queryByText(authMessages.alreadyVerified)).toBeNull();
    await user.click(screen.getByRole('link', { name: messages.signInAction }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the error for a wrong key', async () => {
    const member = await registeredMember();
    renderWithProvider(<VerifyAccount vkey="not-the-key" email={member.email} type="N" />);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.verificationInvalid);
  });
});
