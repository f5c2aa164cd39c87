import { useState } from 'react';
import {
  $profile,
  changePassword,
  endSession,
  validateChangePassword,
  validateResetEmail,
  type ChangePasswordValues,
} from '@studyatlas/core';
import { useSaForm, type SaForm } from '../../form-kit/index.js';

export type ChangePasswordFormValues = ChangePasswordValues & { email: string };

export interface ChangePasswordController {
  form: SaForm<ChangePasswordFormValues>;
  success: string | null;
}

const validate = (values: ChangePasswordFormValues) => ({ ...validateResetEmail(values), ...validateChangePassword(values) });

/**
 * Reset step 3 (member §4, §5): e-mail, temporary or current password, new password and its
 * confirmation. Not quiet: a refused change shows the server's message in a 'Failed' popup (member §8)
 * and inline. The server ends every session on success, so the local session ends too (no logout
 * call: the token is already revoked).
 */
export function useChangePassword(defaultEmail = ''): ChangePasswordController {
  const [success, setSuccess] = useState<string | null>(null);
  const form = useSaForm<ChangePasswordFormValues>({
    defaultValues: { email: defaultEmail, oldPassword: '', newPassword: '', confirmPassword: '' },
    validate,
    onSubmit: async (values) => {
      const reply = await changePassword({ ...values, email: values.email.trim() });
      endSession();
      $profile.set(null);
      setSuccess(reply.message);
    },
  });
  return { form, success };
}
