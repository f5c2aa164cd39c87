import { messages as m } from '../messages.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';

export const MIN_PASSWORD_LENGTH = 6;

export interface SignupValues {
  firstName: string;
  surname: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Sign-up (member §5): names, e-mail, password of at least 6 characters, equal confirmation. */
export function validateSignup(v: SignupValues): FieldErrors<keyof SignupValues> {
  return collect({
    firstName: [[isBlank(v.firstName), m.firstNameRequired]],
    surname: [[isBlank(v.surname), m.lastNameRequired]],
    email: [
      [isBlank(v.email), m.emailAddressRequired],
      [!isEmail(v.email), m.invalidEmail],
    ],
    password: [
      [isBlank(v.password), m.passwordRequired],
      [v.password.length < MIN_PASSWORD_LENGTH, m.passwordMinLength],
    ],
    confirmPassword: [[v.confirmPassword !== v.password, m.passwordMismatch]],
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
    return { form: m.loginBothRequired };
  }
  return collect({
    username: [[isBlank(v.username), variant === 'page' ? m.loginIdRequired : m.modalUserNameRequired]],
    password: [[isBlank(v.password), variant === 'page' ? m.loginPasswordRequired : m.modalPasswordRequired]],
  });
}

/** Reset step 1 (member §5): e-mail required and well formed. */
export function validateResetEmail(v: { email: string }): FieldErrors<'email'> {
  return collect({
    email: [
      [isBlank(v.email), m.emailAddressRequired],
      [!isEmail(v.email), m.invalidEmail],
    ],
  });
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Reset step 3 (member §5): current or temporary password, new password (min 6), equal confirmation. */
export function validateChangePassword(v: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> {
  return collect({
    oldPassword: [[isBlank(v.oldPassword), m.currentPasswordRequired]],
    newPassword: [
      [isBlank(v.newPassword), m.newPasswordRequired],
      [v.newPassword.length < MIN_PASSWORD_LENGTH, m.passwordMinLength],
    ],
    confirmPassword: [
      [isBlank(v.confirmPassword), m.confirmPasswordRequired],
      [v.confirmPassword !== v.newPassword, m.passwordMismatch],
    ],
  });
}
