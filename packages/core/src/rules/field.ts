/** Field name → the first message that applies to it. Empty when the values are valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** True when no field has a message. */
export const isValid = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;

/**
 * Collects the first failing check per field, in the order given:
 * `collect({ email: [[isBlank(v), 'Email required'], [!isEmail(v), 'Invalid email']] })`.
 */
export function collect<F extends string>(checks: Record<F, ReadonlyArray<readonly [boolean, string]>>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const failed = checks[field].find(([fails]) => fails);
    if (failed) errors[field] = failed[1];
  }
  return errors;
}
