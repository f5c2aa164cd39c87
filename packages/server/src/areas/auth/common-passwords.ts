import { authMessages, type FieldErrors } from '@studyatlas/core';
import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.js';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the 10,000 most common (OWASP ASVS 6.2), compared lower-case: the list
 * stays on the server (common-passwords-list.ts), so no browser downloads it; the form shows the
 * server's refusal on the password field.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

/** `{ [field]: message }` when the password is a common one, else no errors (for rejectInvalid). */
export const commonPasswordErrors = (field: string, password: string): FieldErrors =>
  isCommonPassword(password) ? { [field]: authMessages.passwordTooCommon } : {};
