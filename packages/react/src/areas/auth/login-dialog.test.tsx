import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { $loginDialog, $session, messages, openLoginDialog, mailMessages, authMessages, loginMessages } from '@studyatlas/core';
import { renderWithProvider } from '../../../test/render.js';
import { field, labelled } from '../../../test/queries.js';
import { mails } from '../../../test/mailbox.js';
import { registeredMember, verifiedMember } from '../../../test/members.js';

// The provider renders the LoginDialog bound to the shared $loginDialog store.
describe('LoginDialog', () => {
  it('opens from the store with its reason and uses the modal wording', async () => {
    const { user } = renderWithProvider(<p>host page</p>);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openLoginDialog(messages.sessionExpired));
    // The dialog (and its form) load with the first opening.
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    expect(within(dialog).getByText(messages.sessionExpired)).toBeTruthy();
    // The form loads with the dialog's first opening; focus then moves to its first field.
    await waitFor(() => expect(document.activeElement).toBe(field(loginMessages.loginIdLabel).input));

    await user.click(within(dialog).getByRole('button', { name: messages.signInAction }));
    expect(field(loginMessages.loginIdLabel).error).toBe('User name is required');
    expect(field(loginMessages.passwordLabel).error).toBe('Password is required');
  });

  it('closes on a successful sign-in', async () => {
    const member = await verifiedMember();
    const { user, navigate } = renderWithProvider(<p>host page</p>);
    act(() => openLoginDialog());
    await screen.findByLabelText(labelled(loginMessages.loginIdLabel), { selector: 'input' });
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($loginDialog.get().open).toBe(false);
    expect($session.get()?.member.email).toBe(member.email);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers to re-send the verification e-mail when the account is not verified, and stays open', async () => {
    const member = await registeredMember();
    const mailsTo = async () => (await mails()).filter((mail) => mail.to === member.email);
    expect(await mailsTo()).toHaveLength(1);
    const { user, navigate } = renderWithProvider(<p>host page</p>);
    act(() => openLoginDialog());
    const dialog = await screen.findByRole('dialog', { name: messages.signInTitle });
    await within(dialog).findByLabelText(labelled(loginMessages.loginIdLabel), { selector: 'input' });
    await user.type(field(loginMessages.loginIdLabel).input, member.email);
    await user.type(field(loginMessages.passwordLabel).input, `${member.password}{Enter}`);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(authMessages.notVerified);
    expect($session.get()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: loginMessages.resendVerificationAction }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(loginMessages.verificationResent);
    expect(within(dialog).queryByRole('button', { name: loginMessages.resendVerificationAction })).toBeNull();
    const sent = await mailsTo();
    expect(sent).toHaveLength(2);
    expect(sent.map((mail) => mail.subject)).toEqual([mailMessages.mailVerifySubject, mailMessages.mailVerifySubject]);
    expect(screen.getByRole('dialog', { name: messages.signInTitle })).toBe(dialog);
    expect($loginDialog.get().open).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes on Escape and when the visitor follows the sign-up link', async () => {
    const { user, navigate } = renderWithProvider(<p>host page</p>);
    act(() => openLoginDialog());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openLoginDialog());
    await user.click(await screen.findByRole('link', { name: loginMessages.signUpAction }));
    expect(navigate).toHaveBeenCalledWith('/signUp');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
