import { authMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';
import { useResetPassword, type ResetPasswordController } from './use-reset-password.js';

export interface ResetPasswordViewProps extends ScreenProps, ResetPasswordController {
}

export function ResetPasswordView({ form, submit, ...screen }: ResetPasswordViewProps) {
  return (
    <AuthPanel title={authMessages.resetTitle} intro={authMessages.resetIntro} {...screen}>
      <form onSubmit={submit} noValidate className="sa-reset-form">
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="email" label={authMessages.emailLabel} type="email" autoComplete="email" required />
        <div className="sa-auth-actions">
          <Button type="submit" busy={form.submitting}>
            {authMessages.resetAction}
          </Button>
          <Link to="/login">{authMessages.backToSignIn}</Link>
        </div>
      </form>
    </AuthPanel>
  );
}

export interface ResetPasswordProps extends ScreenProps {
  /** E-mail from the route (/reSetPwd/:email), prefilled. */
  email?: string;
}

/** Password reset step 1 (member §2 /reSetPwd/:email): mails a temporary password, then step 2. */
export function ResetPassword({ email, ...screen }: ResetPasswordProps) {
  return <ResetPasswordView {...useResetPassword(email)} {...screen} />;
}
