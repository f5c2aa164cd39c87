import type { Page } from 'playwright-core';
import { authMessages, loginMessages } from '@studyatlas/core';
import { field } from './suite.js';

/** The portal's sign-up form (/signUp), its fields found by their labels in the current locale. */
export function signUpForm(page: Page) {
  const fields = {
    firstName: field(page, authMessages.firstNameLabel),
    surname: field(page, authMessages.surnameLabel),
    email: field(page, authMessages.emailLabel),
    password: field(page, loginMessages.passwordLabel),
    confirmPassword: field(page, authMessages.confirmPasswordLabel),
  };
  const submit = page.getByRole('button', { name: loginMessages.signUpAction, exact: true });
  return {
    ...fields,
    submit,
    /** Fills every field for `identity` (the password confirmed) and sends the form. */
    async signUp(identity: { firstName: string; surname: string; email: string; password: string }): Promise<void> {
      await fields.firstName.fill(identity.firstName);
      await fields.surname.fill(identity.surname);
      await fields.email.fill(identity.email);
      await fields.password.fill(identity.password);
      await fields.confirmPassword.fill(identity.password);
      await submit.click();
    },
  };
}
