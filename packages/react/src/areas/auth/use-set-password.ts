import { useEffect, useState } from 'react';
import { passwordState, setFirstPassword, validateSetPassword, type SetPasswordValues } from '@studyatlas/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { focusFirstError, recheckShown, ruleErrors, withServerErrors, type FormSubmit } from '../../form-kit/index.js';

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
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    passwordState({ quiet: true })
      .then((reply) => live && setHasPassword(reply.hasPassword))
      .catch(() => live && setHasPassword(true));
    return () => {
      live = false;
    };
  }, []);
  const form: UseFormReturnType<SetPasswordValues> = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: ruleErrors(validateSetPassword),
    onValuesChange: () => recheckShown(form),
  });
  const submit = form.onSubmit(
    withServerErrors(form, async (values) => {
      const reply = await setFirstPassword(values);
      setSuccess(reply.message);
    }),
    focusFirstError,
  );
  return { hasPassword, form, submit, success };
}
