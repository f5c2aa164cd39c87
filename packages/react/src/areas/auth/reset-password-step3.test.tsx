import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { $session, messages, requestPasswordReset, signIn, authMessages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { latestMail, resetRouteFromMail, temporaryPasswordFromMail } from '../../../test/mailbox.js';
import { verifiedMember } from '../../../test/members.js';
import { LoginPage } from './login-page.js';
import { ResetPasswordStep3 } from './reset-password-step3.js';

const submit = () => screen.getByRole('button', { name: authMessages.changePasswordAction });

describe('ResetPasswordStep3', () => {
  it('checks every field with the specification messages', async () => {
    const { user } = renderWithProvider(<ResetPasswordStep3 email="ana@example.org" />);
    expect(field('Email').input.value).toBe('ana@example.org');
    await user.clear(field('Email').input);
    await user.click(submit());
    expect(field('Email').error).toBe('Email address is required');
    expect(field(authMessages.oldPasswordLabel).error).toBe(authMessages.currentPasswordRequired);
    expect(field(authMessages.newPasswordLabel).error).toBe(authMessages.newPasswordRequired);
    expect(field(authMessages.confirmNewPasswordLabel).error).toBe(authMessages.confirmPasswordRequired);
    expect(document.activeElement).toBe(field('Email').input);

    await user.type(field(authMessages.newPasswordLabel).input, 'abc');
    await user.type(field(authMessages.confirmNewPasswordLabel).input, 'abd');
    expect(field(authMessages.newPasswordLabel).error).toBe('minimum 6 character required');
    expect(field(authMessages.confirmNewPasswordLabel).error).toBe('Password mismatch');
  });

  it('shows the server’s refusal of a common new password on the new-password field', async () => {
    const member = await verifiedMember();
    const { user } = renderWithProvider(<ResetPasswordStep3 email={member.email} />);
    await user.type(field(authMessages.oldPasswordLabel).input, member.password);
    await user.type(field(authMessages.newPasswordLabel).input, 'football1');
    await user.type(field(authMessages.confirmNewPasswordLabel).input, 'football1{Enter}');
    await waitFor(() => expect(field(authMessages.newPasswordLabel).error).toBe('This password is too common and easy to guess. Please choose another one.'));
    expect(field(authMessages.oldPasswordLabel).error).toBe('');
  });

  it('refuses a wrong temporary password with a Failed popup and inline', async () => {
    const member = await verifiedMember();
    const { user } = renderWithProvider(<ResetPasswordStep3 email={member.email} />);
    await user.type(field(authMessages.oldPasswordLabel).input, 'not-it');
    await user.type(field(authMessages.newPasswordLabel).input, 'brand-new-1');
    await user.type(field(authMessages.confirmNewPasswordLabel).input, 'brand-new-1{Enter}');
    const popup = await screen.findByRole('alertdialog', { name: messages.titleFailed });
    expect(within(popup).getByText(authMessages.oldPasswordIncorrect)).toBeTruthy();
    expect(field(authMessages.oldPasswordLabel).error).toBe(authMessages.oldPasswordIncorrect);
  });

  it('changes the password with the mailed temporary one; the new one then signs in', async () => {
    const member = await verifiedMember();
    await signIn(member.email, member.password);
    await requestPasswordReset(member.email);
    const mail = await latestMail(member.email);
    const route = resetRouteFromMail(mail);

    const first = renderWithProvider(<ResetPasswordStep3 email={route.email} />);
    await first.user.type(field(authMessages.oldPasswordLabel).input, temporaryPasswordFromMail(mail));
    await first.user.type(field(authMessages.newPasswordLabel).input, 'brand-new-1');
    await first.user.type(field(authMessages.confirmNewPasswordLabel).input, 'brand-new-1');
    await first.user.click(submit());
    expect((await screen.findByRole('status')).textContent).toBe(authMessages.passwordChanged);
    expect($session.get()).toBeNull();
    await first.user.click(screen.getByRole('link', { name: messages.signInAction }));
    expect(first.navigate).toHaveBeenCalledWith('/login/1');
    first.unmount();

    const login = renderWithProvider(<LoginPage />);
    await login.user.type(field(loginMessages.loginIdLabel).input, member.email);
    await login.user.type(field(loginMessages.passwordLabel).input, 'brand-new-1{Enter}');
    await waitFor(() => expect(login.navigate).toHaveBeenCalledWith('/findDashBoard'));
    expect($session.get()?.member.email).toBe(member.email);
  });
});
