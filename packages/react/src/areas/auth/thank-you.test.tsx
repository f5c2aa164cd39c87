import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mailMessages, authMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { mails } from '../../../test/mailbox.js';
import { registeredMember } from '../../../test/members.js';
import { ThankYou } from './thank-you.js';

const resendButton = () => screen.getByRole('button', { name: 'Re-send verification e-mail' });

describe('ThankYou', () => {
  it('tells the member to check the mailbox and re-sends the verification e-mail', async () => {
    const member = await registeredMember();
    const { user } = renderWithProvider(<ThankYou clientId={member.clientId} />);
    expect(screen.getByRole('heading', { name: authMessages.thankYouTitle })).toBeTruthy();
    expect(screen.getByText(authMessages.thankYouText)).toBeTruthy();

    await user.click(resendButton());
    expect((await screen.findByRole('status')).textContent).toBe('Verification email has been re-sent. Please check your mailbox.');
    const sent = (await mails()).filter((mail) => mail.to === member.email);
    expect(sent.map((mail) => mail.subject)).toEqual([mailMessages.mailVerifySubject, mailMessages.mailVerifySubject]);
  });

  it('shows the server message when the member is unknown', async () => {
    const { user } = renderWithProvider(<ThankYou clientId={987654321} />);
    await user.click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.userNameNotFound);
  });
});
