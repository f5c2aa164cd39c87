import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $popups, $session, openLoginDialog, signIn } from '@studyatlas/core';
import { apiBase, renderWithProvider } from '../../../test/render.js';
import { verifiedMember } from '../../../test/members.js';
import { ExternalLoginPage } from './external-login-page.js';
import { ExternalSignUp } from './external-sign-up.js';
import { LoginPage } from './login-page.js';
import { SetPassword } from './set-password.js';
import { SignUpForm } from './sign-up-form.js';

const TRY_LATER = 'Failed to register user. Please try again later.';

describe('external sign-in screens', () => {
  it('the login page says it is loading the providers, then shows a button per configured provider', async () => {
    renderWithProvider(<LoginPage />);
    expect(screen.getByText('Loading other ways to sign in…')).toBeTruthy();
    const button = await screen.findByRole('link', { name: 'Sign in with Acme ID' }, { timeout: 5000 });
    expect(button.getAttribute('href')).toBe(`${apiBase()}/api/account/external/acme/start`);
    expect(screen.getByRole('navigation', { name: 'Other ways to sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading other ways to sign in…')).toBeNull();
  });

  it('asks for the providers once per page: a form shown later has them at once', async () => {
    const first = renderWithProvider(<LoginPage />);
    await screen.findByRole('link', { name: 'Sign in with Acme ID' }, { timeout: 5000 });
    first.unmount();
    renderWithProvider(<SignUpForm />);
    expect(screen.getByRole('link', { name: 'Sign up with Acme ID' })).toBeTruthy();
    expect(screen.queryByText('Loading other ways to sign in…')).toBeNull();
  });

  it('the login modal offers the provider as well', async () => {
    renderWithProvider(<p>A page</p>);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog');
    const button = await within(dialog).findByRole('link', { name: 'Sign in with Acme ID' }, { timeout: 5000 });
    expect(button.getAttribute('href')).toBe(`${apiBase()}/api/account/external/acme/start`);
  });

  it('the sign-up form offers to sign up with the provider', async () => {
    renderWithProvider(<SignUpForm />);
    const button = await screen.findByRole('link', { name: 'Sign up with Acme ID' }, { timeout: 5000 });
    expect(button.getAttribute('href')).toBe(`${apiBase()}/api/account/external/acme/start`);
  });

  it("says 'contact {provider} support' when the provider did not complete the sign-in", async () => {
    const { navigate } = renderWithProvider(<ExternalLoginPage provider="acme" error="support" />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to register user. Please contact Acme ID support.'));
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says 'try again later' when the sign-in could not go on", async () => {
    renderWithProvider(<ExternalLoginPage provider="acme" error="later" />);
    expect(screen.getByRole('alert').textContent).toBe(TRY_LATER);
  });

  it('refuses a code that is not this browser\'s: a Failed popup and the message, no session', async () => {
    const { navigate } = renderWithProvider(<ExternalLoginPage provider="acme" code="not-a-real-code" />);
    expect((await screen.findByRole('alert')).textContent).toBe(TRY_LATER);
    expect($popups.get().map((p) => [p.title, p.message])).toEqual([['Failed', TRY_LATER]]);
    expect($session.get()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the external sign-up says to try again later when its code no longer works', async () => {
    renderWithProvider(<ExternalSignUp provider="acme" code="expired-code" />);
    expect((await screen.findByRole('alert')).textContent).toBe(TRY_LATER);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('set a password: a member who has one is told so', async () => {
    const member = await verifiedMember();
    await act(() => signIn(member.email, member.password));
    renderWithProvider(<SetPassword />);
    expect(await screen.findByText(/Your account already has a password\. Change it with your current password\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
