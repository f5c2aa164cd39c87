import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { $popups, $session, messages, authMessages, loginMessages } from '@studyatlas/core';
import { apiBase, renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { mails } from '../../../test/mailbox.js';
import { registeredMember, verifiedMember } from '../../../test/members.js';
import { LoginPage } from './login-page.js';

const signInButton = () => screen.getByRole('button', { name: messages.signInAction });

describe('LoginPage', () => {
  it('asks for both when nothing is entered, and focuses the Login ID', async () => {
    const { user, navigate } = renderWithProvider(<LoginPage />);
    await user.click(signInButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter your Login ID and Password');
    expect(document.activeElement).toBe(field(loginMessages.loginIdLabel).input);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names the missing field', async () => {
    const { user } = renderWithProvider(<LoginPage />);
    await user.type(field(loginMessages.passwordLabel).input, 'secret12');
    await user.click(signInButton());
    expect(field(loginMessages.loginIdLabel)).toMatchObject({ error: 'Login ID required', invalid: true });
    expect(document.activeElement).toBe(field(loginMessages.loginIdLabel).input);

    await user.clear(field(loginMessages.passwordLabel).input);
    await user.type(field(loginMessages.loginIdLabel).input, 'ana@example.org');
    expect(field(loginMessages.loginIdLabel).error).toBe('');
    expect(field(loginMessages.passwordLabel)).toMatchObject({ error: 'Password required', invalid: true });
  });

  it('shows the server message inline for a wrong password, without a popup', async () => {
    const member = await verifiedMember();
    const { user, navigate } = renderWithProvider(<LoginPage />);
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, 'wrong-password');
    await user.click(signInButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The user name or password is incorrect.');
    expect($session.get()).toBeNull();
    expect($popups.get()).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers to re-send the verification e-mail when the account is not verified', async () => {
    const member = await registeredMember();
    const before = (await mails()).filter((mail) => mail.to === member.email).length;
    const { user } = renderWithProvider(<LoginPage />);
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.notVerified);

    await user.click(screen.getByRole('button', { name: 'Re-send verification e-mail' }));
    expect((await screen.findByRole('status')).textContent).toBe('Verification email has been re-sent. Please check your mailbox.');
    expect((await mails()).filter((mail) => mail.to === member.email)).toHaveLength(before + 1);
  });

  it('signs in, shows busy while it works, sets the session and goes to the dashboard', async () => {
    const member = await verifiedMember({ firstName: 'Lena', surname: 'Park' });
    const { user, navigate } = renderWithProvider(<LoginPage />);
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, member.password);
    // The sign-in may answer within a tick: every value aria-busy took is recorded as it changes.
    const busy: (string | null)[] = [];
    const watch = new MutationObserver((changes) => changes.forEach((change) => busy.push(change.oldValue, (change.target as Element).getAttribute('aria-busy'))));
    watch.observe(signInButton(), { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    await user.click(signInButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/findDashBoard'));
    watch.disconnect();
    expect(busy).toContain('true');
    expect($session.get()?.member).toMatchObject({ email: member.email, firstName: 'Lena', surname: 'Park' });
  });

  it('pre-fills the Login ID from the login name the server remembers (its HttpOnly cookie)', async () => {
    const member = await verifiedMember();
    // Signed in elsewhere on this browser: the server set its sealed sa_login cookie.
    const base = apiBase();
    const token = ((await (await fetch(`${base}/authtoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: member.email, password: member.password }),
    })).json()) as { access_token: string }).access_token;
    const setCookie = (await fetch(`${base}/api/session/cookie`, { headers: { authorization: `Bearer ${token}` } })).headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sa_login=[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+; Max-Age=864000; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain(encodeURIComponent(member.email));
    // The browser sends it back to the API's own origin, as a portal page's calls do.
    const cookie = setCookie.split(';')[0]!;
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
      browserFetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init.headers)), cookie } }),
    );
    try {
      renderWithProvider(<LoginPage />);
      expect(field(loginMessages.loginIdLabel).input.value).toBe('');
      await waitFor(() => expect(field(loginMessages.loginIdLabel).input.value).toBe(member.email));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads no login name a script wrote into document.cookie', async () => {
    document.cookie = `sa_login=${encodeURIComponent('remembered@example.org')}; path=/`;
    renderWithProvider(<LoginPage />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(field(loginMessages.loginIdLabel).input.value).toBe('');
  });

  it('links to sign-up and to the password reset with the Login ID', async () => {
    const { user, navigate } = renderWithProvider(<LoginPage />);
    await user.type(field(loginMessages.loginIdLabel).input, 'ana@example.org');
    await user.click(screen.getByRole('link', { name: loginMessages.forgotPassword }));
    expect(navigate).toHaveBeenLastCalledWith('/reSetPwd/ana%40example.org');
    await user.click(screen.getByRole('link', { name: loginMessages.signUpAction }));
    expect(navigate).toHaveBeenLastCalledWith('/signUp');
  });
});
