import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $popups, messages, mailMessages, authMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { latestMail } from '../../../test/mailbox.js';
import { uniqueEmail, verifiedMember } from '../../../test/members.js';
import { ResetPassword } from './reset-password.js';
import { ResetPasswordSent } from './reset-password-sent.js';

const submit = () => screen.getByRole('button', { name: authMessages.resetAction });

describe('ResetPassword (step 1)', () => {
  it('requires a well-formed e-mail', async () => {
    const { user, navigate } = renderWithProvider(<ResetPassword />);
    await user.click(submit());
    expect(field('Email').error).toBe('Email address is required');
    expect(document.activeElement).toBe(field('Email').input);
    await user.type(field('Email').input, 'not-an-email{Enter}');
    expect(field('Email').error).toBe('Invalid email');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows an unknown user as a Failed popup and inline', async () => {
    const { user, navigate } = renderWithProvider(<ResetPassword email={uniqueEmail('nobody')} />);
    await user.click(submit());
    const popup = await screen.findByRole('alertdialog', { name: messages.titleFailed });
    expect(within(popup).getByText('The user name not found.')).toBeTruthy();
    expect(field('Email').error).toBe('The user name not found.');
    expect($popups.get().map((popup) => popup.message)).toEqual(['The user name not found.']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('mails a temporary password and goes to step 2', async () => {
    const member = await verifiedMember();
    const { user, navigate } = renderWithProvider(<ResetPassword email={member.email} />);
    expect(field('Email').input.value).toBe(member.email);
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/reSetPwdStep2'));
    expect((await latestMail(member.email)).subject).toBe(mailMessages.mailResetSubject);
    expect($popups.get()).toEqual([]);
  });
});

describe('ResetPasswordSent (step 2)', () => {
  it('confirms the mail and links back to sign-in', async () => {
    const { user, navigate } = renderWithProvider(<ResetPasswordSent />);
    expect(screen.getByRole('heading', { name: authMessages.resetSentTitle })).toBeTruthy();
    expect(screen.getByText(authMessages.resetSentText)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: authMessages.backToSignIn }));
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
