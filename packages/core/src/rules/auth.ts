import { authMessages, loginMessages } from '../messages/auth.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';

export const MIN_PASSWORD_LENGTH = 6;

export interface SignupValues {
  firstName: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const emailChecks = (email: string) =>
  [
    [isBlank(email), authMessages.emailAddressRequired],
    [!isEmail(email), authMessages.invalidEmail],
  ] as const;

/** The names and e-mail of a sign-up, with or without a password (member §5). */
const identityChecks = (v: ExternalSignupValues) => ({
  firstName: [[isBlank(v.firstName), authMessages.firstNameRequired]] as const,
  surname: [[isBlank(v.surname), authMessages.lastNameRequired]] as const,
  email: emailChecks(v.email),
});

/** Sign-up (member §5): names, e-mail, password of at least 6 characters, equal confirmation. */
export function validateSignup(v: SignupValues): FieldErrors<keyof SignupValues> {
  return collect({
    ...identityChecks(v),
    password: [
      [isBlank(v.password), authMessages.passwordRequired],
      [v.password.length < MIN_PASSWORD_LENGTH, authMessages.passwordMinLength],
    ],
    confirmPassword: [[v.confirmPassword !== v.password, authMessages.passwordMismatch]],
  });
}

export interface LoginValues {
  username: string;
  password: string;
}

/**
 * Login page (member §5): both empty gives one combined message on the form (`form`), otherwise the
 * field's own message. The modal uses its own wording (`variant: 'modal'`).
 */
export function validateLogin(
  v: LoginValues,
  variant: 'page' | 'modal' = 'page',
): FieldErrors<keyof LoginValues | 'form'> {
  if (variant === 'page' && isBlank(v.username) && isBlank(v.password)) {
    return { form: loginMessages.loginBothRequired };
  }
  return collect({
    username: [[isBlank(v.username), variant === 'page' ? loginMessages.loginIdRequired : loginMessages.modalUserNameRequired]],
    password: [[isBlank(v.password), variant === 'page' ? loginMessages.loginPasswordRequired : loginMessages.modalPasswordRequired]],
  });
}

/** Reset step 1 (member §5): e-mail required and well formed. */
export function validateResetEmail(v: { email: string }): FieldErrors<'email'> {
  return collect({ email: emailChecks(v.email) });
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Reset step 3 (member §5): current or temporary password, new password (min 6), equal confirmation. */
export function validateChangePassword(v: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return collect({
    oldPassword: [[isBlank(v.oldPassword), authMessages.currentPasswordRequired]],
    newPassword: [
      [isBlank(v.newPassword), authMessages.newPasswordRequired],
      [v.newPassword.length < MIN_PASSWORD_LENGTH, authMessages.passwordMinLength],
    ],
    confirmPassword: [
      [isBlank(v.confirmPassword), authMessages.confirmPasswordRequired],
      [v.confirmPassword !== v.newPassword, authMessages.passwordMismatch],
    ],
  });
}

export interface ExternalSignupValues {
  firstName: string;
  surname: string;
  email: string;
}

/** Sign-up with an external provider (member §5 without the password: the provider signs the member in). */
export function validateExternalSignup(v: ExternalSignupValues): FieldErrors<keyof ExternalSignupValues> {
  return collect(identityChecks(v));
}

export interface SetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** Setting a first password (an external member has none): step 3's rule without the current password. */
export function validateSetPassword(v: SetPasswordValues): FieldErrors<keyof SetPasswordValues> {
  const { oldPassword: _unused, ...errors } = validateChangePassword({ oldPassword: '-', ...v });
  return errors;
}
