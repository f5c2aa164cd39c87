import { authMessages } from '@studyatlas/core';
import { FormTextField, type BoundForm, type TextPath } from '../../form-kit/index.js';

/** The new password and its confirmation: the change-password and set-password forms. */
export function NewPasswordFields<V extends { newPassword: string; confirmPassword: string }>({ form }: { form: BoundForm<V> }) {
  return (
    <>
      <FormTextField form={form} name={'newPassword' as TextPath<V>} label={authMessages.newPasswordLabel} type="password" autoComplete="new-password" required />
      <FormTextField
        form={form}
        name={'confirmPassword' as TextPath<V>}
        label={authMessages.confirmNewPasswordLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
