import { describe, expect, it } from 'vitest';
import { $loginDialog, $session, messages, openLoginDialog, authMessages, loginMessages } from '@studyatlas/core';
import { latestMail, registeredMember, verificationFromMail, verifiedMember } from '../../../test/server.js';
import type { SignedInDetail, SignedUpDetail } from './index.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/*
 * The auth elements against the real API server (a child process on a temporary SQLite database).
 * Everything is driven through the elements' shadow roots, as a visitor of a partner page would.
 */

const server = elementSuite();

/** The input whose label reads `label` (the required mark ignored), inside the element. */
function input(element: HTMLElement, label: string): HTMLInputElement {
  const found = [...shadow(element).querySelectorAll('label')].find((candidate) => candidate.textContent?.replace(/\s*\*$/, '').trim() === label);
  const control = found && shadow(element).getElementById(found.htmlFor);
  if (!control) throw new Error(`no field "${label}" in <${element.localName}>: ${textOf(element)}`);
  return control as HTMLInputElement;
}

function control(element: HTMLElement, selector: 'button' | 'a', name: string): HTMLElement {
  const found = [...shadow(element).querySelectorAll<HTMLElement>(selector)].find((candidate) => candidate.textContent?.trim() === name);
  if (!found) throw new Error(`no ${selector} "${name}" in <${element.localName}>: ${textOf(element)}`);
  return found;
}

/**
 * Types a value the way React sees it. (user-event loses React's change events for the second field
 * typed inside a shadow root, so fields are filled directly: native setter, then a composed input event.)
 */
function fill(field: HTMLInputElement, value: string): void {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

const heading = (element: HTMLElement) => shadow(element).querySelector('.sa-auth-title')?.textContent ?? '';

/** Resolves with the next event of that type the document receives. */
const nextEvent = <T,>(type: string) =>
  new Promise<CustomEvent<T>>((resolve) => document.addEventListener(type, (event) => resolve(event as CustomEvent<T>), { once: true }));

describe('<sa-login>', () => {
  it('signs in, tells the page with sa-signed-in, shares the session with other elements, and signs out', async () => {
    const member = await verifiedMember(server(), 'Mei', 'Chen');
    const user = setupUser();
    const status = place(`<sa-session-status api-base="${server().url}"></sa-session-status>`);
    const login = place(`<sa-login api-base="${server().url}"></sa-login>`);
    await until(() => input(login, loginMessages.loginIdLabel));
    // Each element loads its area on its own: the status may render a moment after the form.
    await until(() => textOf(status).includes(messages.signInAction));

    const signedIn = nextEvent<SignedInDetail>('sa-signed-in');
    fill(input(login, loginMessages.loginIdLabel), member.email);
    fill(input(login, loginMessages.passwordLabel), member.password);
    await user.click(control(login, 'button', messages.signInAction));

    const event = await signedIn;
    expect(event.detail).toEqual({ clientId: member.clientId, userName: member.email, name: 'Mei Chen' });
    expect(event.target).toBe(login);
    expect($session.get()?.member.clientId).toBe(member.clientId);
    await until(() => textOf(login).includes('Signed in as Mei Chen'));
    await until(() => textOf(status).includes('Signed in as Mei Chen'));

    const signedOut = nextEvent<null>('sa-signed-out');
    await user.click(control(login, 'button', messages.signOutAction));
    expect((await signedOut).detail).toBeNull();
    expect($session.get()).toBeNull();
    await until(() => textOf(status).includes(messages.signInAction) && !textOf(status).includes('Signed in as'));
  });

  it('moves between its screens in memory, never touching the page URL', async () => {
    const user = setupUser();
    const pageUrl = location.href;
    const login = place(`<sa-login api-base="${server().url}"></sa-login>`);
    await until(() => input(login, loginMessages.loginIdLabel));

    await user.click(control(login, 'a', loginMessages.signUpAction));
    await until(() => heading(login) === authMessages.signUpTitle);
    expect(location.href).toBe(pageUrl);

    await user.click(control(login, 'a', messages.signInAction));
    await until(() => input(login, loginMessages.loginIdLabel));
    await user.click(control(login, 'a', loginMessages.forgotPassword));
    await until(() => heading(login) === authMessages.resetTitle);
    expect(location.href).toBe(pageUrl);
  });

  it('links to the portal when it has portal-url, and still switches in place on a plain click', async () => {
    const user = setupUser();
    const login = place(`<sa-login api-base="${server().url}" portal-url="https://portal.example.org/"></sa-login>`);
    await until(() => input(login, loginMessages.loginIdLabel));
    expect(control(login, 'a', loginMessages.signUpAction).getAttribute('href')).toBe('https://portal.example.org/signUp');
    await user.click(control(login, 'a', loginMessages.signUpAction));
    await until(() => heading(login) === authMessages.signUpTitle);
  });

  it('hides its links with the bare hide-links attribute', async () => {
    const login = place(`<sa-login api-base="${server().url}" hide-links></sa-login>`);
    await until(() => input(login, loginMessages.loginIdLabel));
    expect(textOf(login)).not.toContain(loginMessages.forgotPassword);
    login.removeAttribute('hide-links');
    await until(() => textOf(login).includes(loginMessages.forgotPassword));
  });
});

describe('<sa-signup>', () => {
  it('registers, fires sa-signed-up with the new id and shows the thank-you screen', async () => {
    const user = setupUser();
    const signup = place(`<sa-signup api-base="${server().url}"></sa-signup>`);
    await until(() => input(signup, authMessages.emailLabel));
    const email = `signup.${Date.now()}@example.org`;
    fill(input(signup, authMessages.firstNameLabel), 'Noor');
    fill(input(signup, authMessages.surnameLabel), 'Haddad');
    fill(input(signup, authMessages.emailLabel), email);
    fill(input(signup, loginMessages.passwordLabel), 'secret12');
    fill(input(signup, authMessages.confirmPasswordLabel), 'secret12');
    const signedUp = nextEvent<SignedUpDetail>('sa-signed-up');
    await user.click(control(signup, 'button', loginMessages.signUpAction));

    const event = await signedUp;
    expect(event.detail.clientId).toEqual(expect.any(Number));
    await until(() => heading(signup) === authMessages.thankYouTitle);
    expect((await latestMail(server(), email)).to).toBe(email);
  }, 15_000);
});

describe('<sa-verify-account>', () => {
  it('verifies the account named by its attributes', async () => {
    const member = await registeredMember(server(), 'Ola', 'Berg');
    const link = verificationFromMail(await latestMail(server(), member.email));
    const verify = place(
      `<sa-verify-account api-base="${server().url}" vkey="${link.key}" email="${link.email}" type="${link.type}"></sa-verify-account>`,
    );
    const success = await until(() => shadow(verify).querySelector('[role="status"]')?.textContent);
    expect(success).not.toBe('');
    expect(shadow(verify).querySelector('[role="alert"]')).toBeNull();
  });
});

describe('<sa-reset-password>', () => {
  it('goes from step 1 to step 2 inside itself, then back to sign-in', async () => {
    const member = await verifiedMember(server());
    const user = setupUser();
    const reset = place(`<sa-reset-password api-base="${server().url}" email="${member.email}"></sa-reset-password>`);
    await until(() => input(reset, authMessages.emailLabel).value === member.email);
    await user.click(control(reset, 'button', authMessages.resetAction));
    await until(() => heading(reset) === authMessages.resetSentTitle);
    expect((await latestMail(server(), member.email)).to).toBe(member.email);

    await user.click(control(reset, 'a', authMessages.backToSignIn));
    await until(() => input(reset, loginMessages.loginIdLabel));
  });

  it('starts at step 3 with step="3"', async () => {
    const reset = place(`<sa-reset-password api-base="${server().url}" step="3" email="ana@example.org"></sa-reset-password>`);
    await until(() => heading(reset) === authMessages.changePasswordTitle);
    expect(input(reset, authMessages.emailLabel).value).toBe('ana@example.org');
  });
});

describe('page-wide popups and login dialog', () => {
  const dialogs = () =>
    [...document.querySelectorAll<HTMLElement>('sa-login, sa-session-status')].flatMap((element) => [
      ...shadow(element).querySelectorAll('.sa-login-dialog'),
    ]);

  it('are rendered by exactly one element, and move on when it leaves', async () => {
    const first = place(`<sa-session-status api-base="${server().url}"></sa-session-status>`);
    const second = place(`<sa-login api-base="${server().url}"></sa-login>`);
    await until(() => input(second, loginMessages.loginIdLabel));

    openLoginDialog();
    await until(() => dialogs().length > 0);
    expect(dialogs()).toHaveLength(1);
    expect(shadow(first).querySelector('.sa-login-dialog')).not.toBeNull();

    first.remove();
    await until(() => shadow(second).querySelector('.sa-login-dialog'));
    expect(dialogs()).toHaveLength(1);
    expect($loginDialog.get().open).toBe(true);
  });
});
