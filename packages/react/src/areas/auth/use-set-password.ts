import { useState } from 'react';
import { refreshQueries, setFirstPassword, validateSetPassword, type SetPasswordValues } from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';
import { PASSWORD_STATE, usePasswordState } from './use-password-state.js';

export interface SetPasswordController {
  /** null while loading; whether the member already has a password. */
  hasPassword: boolean | null;
  form: UseFormReturnType<SetPasswordValues>;
  submit: FormSubmit;
  success: string | null;
}

/**
 * A first password for a member who signed up with a provider (they have none): the change-password
 * screen without the current password. Not quiet: a refusal shows as a 'Failed' popup and inline.
 */
export function useSetPassword(): SetPasswordController {
  const [success, setSuccess] = useState<string | null>(null);
  const state = usePasswordState(true);
  // A state that could not be read: the member is taken to have a password (nothing to set here).
  const hasPassword = state.status === 'failed' ? true : state.data?.hasPassword ?? null;
  const form: UseFormReturnType<SetPasswordValues> = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: ruleErrors(validateSetPassword),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await setFirstPassword(values);
      setSuccess(reply.message);
      refreshQueries(PASSWORD_STATE);
    }),
    focusFirstError,
  );
  return { hasPassword, form, submit, success };
}
