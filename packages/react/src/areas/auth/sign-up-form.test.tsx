import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { $popups, messages, mailMessages, authMessages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field } from '../../../test/queries.js';
import { latestMail } from '../../../test/mailbox.js';
import { registeredMember, uniqueEmail } from '../../../test/members.js';
import { SignUpForm } from './sign-up-form.js';
import { SIGN_UP_REDIRECT_MS } from './use-sign-up.js';

const submit = () => screen.getByRole('button', { name: loginMessages.signUpAction });

async function fill(user: ReturnType<typeof renderWithProvider>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label).input);
    if (value) await user.type(field(label).input, value);
  }
}

describe('SignUpForm', () => {
  it('shows every required-field message and focuses the first', async () => {
    const { user, navigate } = renderWithProvider(<SignUpForm />);
    await user.click(submit());
    expect(field('First name').error).toBe('First name is required');
    expect(field('Last name').error).toBe('Last name is required');
    expect(field('Email').error).toBe('Email address is required');
    expect(field('Password').error).toBe('Password is required');
    expect(field('Confirm password').error).toBe('');
    expect(document.activeElement).toBe(field('First name').input);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checks the e-mail, the password length and the confirmation', async () => {
    const { user } = renderWithProvider(<SignUpForm />);
    await fill(user, { 'First name': 'Ana', 'Last name': 'Silva', Email: 'ana@', Password: 'abc', 'Confirm password': 'abd' });
    await user.click(submit());
    expect(field('Email').error).toBe('Invalid email');
    expect(field('Password').error).toBe('minimum 6 character required');
    expect(field('Confirm password').error).toBe('Password mismatch');
    expect(document.activeElement).toBe(field('Email').input);

    // Messages follow the corrections as they are typed.
    await fill(user, { Email: 'ana@example.org', Password: 'secret12', 'Confirm password': 'secret1' });
    expect(field('Email').error).toBe('');
    expect(field('Password').error).toBe('');
    expect(field('Confirm password').error).toBe('Password mismatch');
  });

  it('says when the e-mail is already registered, on the e-mail field', async () => {
    const existing = await registeredMember();
    const { user, navigate } = renderWithProvider(<SignUpForm />);
    await fill(user, { 'First name': 'Ana', 'Last name': 'Silva', Email: existing.email, Password: 'secret12', 'Confirm password': 'secret12' });
    await user.click(submit());
    await waitFor(() => expect(field('Email').error).toBe('Email already exists.'));
    expect(field('Email').invalid).toBe(true);
    expect(document.activeElement).toBe(field('Email').input);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a common password on the password field', async () => {
    const { user, navigate } = renderWithProvider(<SignUpForm />);
    await fill(user, { 'First name': 'Ana', 'Last name': 'Silva', Email: uniqueEmail(), Password: 'iloveyou1', 'Confirm password': 'iloveyou1' });
    await user.click(submit());
    await waitFor(() => expect(field('Password').error).toBe('This password is too common and easy to guess. Please choose another one.'));
    expect(field('Password').invalid).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('registers, shows the success text and opens the thank-you page 2 seconds later', async () => {
    const email = uniqueEmail('signup');
    const { user, navigate } = renderWithProvider(<SignUpForm />);
    await fill(user, { 'First name': 'Ana', 'Last name': 'Silva', Email: email, Password: 'secret12', 'Confirm password': 'secret12' });
    await user.type(field('Confirm password').input, '{Enter}');
    const status = await screen.findByRole('status');
    const shownAt = Date.now();
    expect(status.textContent).toBe('User has been registered successfully, you will be redicted in 2 seconds.');
    expect(navigate).not.toHaveBeenCalled();

    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1), { timeout: SIGN_UP_REDIRECT_MS + 1500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(SIGN_UP_REDIRECT_MS - 200);
    const to = navigate.mock.calls[0]![0];
    expect(to).toMatch(/^\/thankYou\/\d+$/);
    expect((await latestMail(email)).subject).toBe(mailMessages.mailVerifySubject);
  });

  it("says 'Failed to register user' when the server cannot register", async () => {
    // A port nothing listens on: the client warns 'Api is not running.', the form keeps the values.
    const { user, navigate } = renderWithProvider(<SignUpForm />, { apiBase: 'http://127.0.0.1:9' });
    const email = uniqueEmail('down');
    await fill(user, { 'First name': 'Ana', 'Last name': 'Silva', Email: email, Password: 'secret12', 'Confirm password': 'secret12' });
    await user.click(submit());
    expect(await screen.findByText(authMessages.registerFailed)).toBeTruthy();
    expect($popups.get().map((p) => [p.title, p.message])).toEqual([[messages.titleWarning, messages.apiNotRunning]]);
    expect(field('Email').input.value).toBe(email);
    expect(navigate).not.toHaveBeenCalled();
  });
});
