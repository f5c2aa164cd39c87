import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { authMessages } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/index.js';

/** The new password and its confirmation: the change-password and set-password forms. */
export function NewPasswordFields<V extends { newPassword: string; confirmPassword: string }>({ form }: { form: UseFormReturnType<V> }) {
  return (
    <>
      <FormTextField form={form} name={'newPassword' as LooseKeys<V>} label={authMessages.newPasswordLabel} type="password" autoComplete="new-password" required />
      <FormTextField
        form={form}
        name={'confirmPassword' as LooseKeys<V>}
        label={authMessages.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
