import { messages, authMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { NewPasswordFields } from './new-password-fields.js';
import { useChangePassword, type ChangePasswordController } from './use-change-password.js';

export type ResetPasswordStep3ViewProps = ChangePasswordController & ScreenProps;

export function ResetPasswordStep3View({ form, submit, success, ...screen }: ResetPasswordStep3ViewProps) {
  return (
    <AuthPanel title={authMessages.changePasswordTitle} {...screen}>
      {success ? (
        <>
          <SuccessText>{success}</SuccessText>
          <div className="sa-auth-actions">
            <Link to="/login/1" className="sa-button sa-button--primary">
              {messages.signInAction}
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="sa-change-password-form">
          <FormError message={form.errors.form} />
          <FormTextField form={form} name="email" label={authMessages.emailLabel} type="email" autoComplete="username" required />
          <FormTextField
            form={form}
            name="oldPassword"
            label={authMessages.oldPasswordLabel}
            type="password"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields form={form} />
          <div className="sa-auth-actions">
            <Button type="submit" busy={form.submitting}>
              {authMessages.changePasswordAction}
            </Button>
          </div>
        </form>
      )}
    </AuthPanel>
  );
}

export interface ResetPasswordStep3Props extends ScreenProps {
  /** E-mail from the route (/reSetPwdStep3/:reset/:email), prefilled and editable. */
  email?: string;
}

/**
 * Password reset step 3 (member §2 /reSetPwdStep3/:reset/:email): the temporary (or current)
 * password and a new one. On success the local session ends and a Sign in button leads to /login/1.
 */
export function ResetPasswordStep3({ email, ...screen }: ResetPasswordStep3Props) {
  return <ResetPasswordStep3View {...useChangePassword(email)} {...screen} />;
}
