import { authMessages, externalLoginMessages } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { NewPasswordFields } from './new-password-fields.js';
import { useSetPassword, type SetPasswordController } from './use-set-password.js';

export type SetPasswordViewProps = SetPasswordController & ScreenProps;

export function SetPasswordView({ hasPassword, form, submit, success, ...screen }: SetPasswordViewProps) {
  const intro = hasPassword === false && !success ? externalLoginMessages.setPasswordIntro : undefined;
  return (
    <AuthPanel title={externalLoginMessages.setPasswordTitle} intro={intro} {...screen}>
      {hasPassword === null && (
        <div className="sa-auth-loading">
          <Loader active variant="inline" maxDuration={Infinity} />
        </div>
      )}
      {hasPassword === true && !success && (
        <p className="sa-auth-intro">
          {externalLoginMessages.passwordAlreadySet} <Link to="/reSetPwd">{authMessages.resetTitle}</Link>
        </p>
      )}
      {success && <SuccessText>{success}</SuccessText>}
      {hasPassword === false && !success && (
        <form onSubmit={submit} noValidate className="sa-change-password-form sa-set-password-form">
          <FormError message={form.errors.form} />
          <NewPasswordFields form={form} />
          <div className="sa-auth-actions">
            <Button type="submit" busy={form.submitting}>
              {externalLoginMessages.setPasswordAction}
            </Button>
          </div>
        </form>
      )}
    </AuthPanel>
  );
}

/** Set a first password (/setPassword, signed in): for a member who signed up with a provider. */
export function SetPassword(screen: ScreenProps) {
  return <SetPasswordView {...useSetPassword()} {...screen} />;
}
