import { useEffect, useState } from 'react';
import { passwordState, setFirstPassword, validateSetPassword, type SetPasswordValues } from '@studyatlas/core';
import { useSaForm, type SaForm } from '../../form-kit/index.js';

export interface SetPasswordController {
  /** null while loading; whether the member already has a password. */
  hasPassword: boolean | null;
  form: SaForm<SetPasswordValues>;
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
  const form = useSaForm<SetPasswordValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    validate: validateSetPassword,
    onSubmit: async (values) => {
      const reply = await setFirstPassword(values);
      setSuccess(reply.message);
    },
  });
  return { hasPassword, form, success };
}
