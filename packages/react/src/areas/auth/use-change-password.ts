import { useState } from 'react';
import {
  $profile,
  changePassword,
  endSession,
  validateChangePassword,
  validateResetEmail,
  type ChangePasswordValues,
} from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';

export type ChangePasswordFormValues = ChangePasswordValues & { email: string };

export interface ChangePasswordController {
  form: UseFormReturnType<ChangePasswordFormValues>;
  submit: FormSubmit;
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
  const form: UseFormReturnType<ChangePasswordFormValues> = useForm({
    initialValues: { email: defaultEmail, oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: ruleErrors(validate),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await changePassword({ ...values, email: values.email.trim() });
      endSession();
      $profile.set(null);
      setSuccess(reply.message);
    }),
    focusFirstError,
  );
  return { form, submit, success };
}
