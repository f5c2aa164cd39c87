import { describe, expect, it, vi } from 'vitest';
import { $loginDialog, messages, signIn, signOut } from '@studyatlas/core';
import { verifiedMember } from '../../../test/server.js';
import { buttonNamed, controlByLabel } from '../../../test/fields.js';
import { elementSuite, place, shadow, textOf, until } from '../../../test/suite.js';
import { setupUser } from '../../../../react/test/user.js';

/* <sa-questionnaire> in its shadow root, against the real API server with the questionnaire fixture. */

const server = elementSuite();

describe('<sa-questionnaire>', () => {
  it('signed out, asks for a sign-in with the login dialog', async () => {
    await signOut();
    const element = place(`<sa-questionnaire api-base="${server().url}" survey="${server().surveys!.short}"></sa-questionnaire>`);
    await until(() => textOf(element).includes(messages.signInRequired));
    // The dialog opens from an effect after the card renders: wait for it rather than race it.
    await until(() => $loginDialog.get().open);
    expect($loginDialog.get().open).toBe(true);
  });

  it('signed in, asks one question at a time, refuses an empty mandatory answer and fires sa-complete on Submit', async () => {
    const member = await verifiedMember(server(), 'Quinn', 'Element');
    await signIn(member.email, member.password);
    const user = setupUser();
    const element = place(`<sa-questionnaire api-base="${server().url}" survey="${server().surveys!.short}" heading-level="3"></sa-questionnaire>`);
    const complete = vi.fn();
    element.addEventListener('sa-complete', complete);
    await until(() => textOf(element).includes('Question 1 of 3'));
    expect(shadow(element).querySelector('h3')!.textContent).toBe('Test questionnaire: short');
    expect(shadow(element).querySelector('[part="questionnaire"]')).toBeTruthy();
    await user.type(controlByLabel(element, 'Your preferred name?'), 'Quinn');
    await user.click(buttonNamed(element, 'Next'));
    await until(() => textOf(element).includes('Question 2 of 3'));
    await user.click(buttonNamed(element, 'Submit'));
    await until(() => textOf(element).includes('Please answer the question'));
    expect(complete).not.toHaveBeenCalled();
    await user.click(shadow(element).querySelector<HTMLInputElement>('input[type="radio"]')!);
    await user.click(buttonNamed(element, 'Submit'));
    await until(() => complete.mock.calls.length === 1);
    await until(() => textOf(element).includes('Thank you: every question is answered.'));
    await signOut();
  });
});
