import { authMessages, externalLoginMessages, format, messages } from '@studyatlas/core';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { AlreadyMember, SignUpIdentityFields } from './sign-up-parts.js';
import { useExternalSignUp, type ExternalSignUpController } from './use-external-sign-up.js';

export type ExternalSignUpViewProps = ExternalSignUpController & ScreenProps;

export function ExternalSignUpView({ status, providerName, form, submit, success, ...screen }: ExternalSignUpViewProps) {
  const intro = status === 'ready' && !success ? format(externalLoginMessages.externalSignUpIntro, { provider: providerName }) : undefined;
  return (
    <AuthPanel title={authMessages.signUpTitle} intro={intro} {...screen}>
      {status === 'loading' && (
        <div className="sa-auth-loading">
          <Loader active variant="inline" maxDuration={Infinity} />
        </div>
      )}
      {status === 'failed' && (
        <>
          <FormError message={externalLoginMessages.registerTryLater} />
          <p className="sa-auth-switch">
            <Link to="/signUp">{authMessages.signUpTitle}</Link>
          </p>
        </>
      )}
      {status === 'ready' && success && <SuccessText>{success}</SuccessText>}
      {status === 'ready' && !success && (
        <form onSubmit={submit} noValidate className="sa-sign-up-form sa-external-sign-up-form">
          <FormError message={form.errors.form} />
          <SignUpIdentityFields form={form} />
          <div className="sa-auth-actions">
            <Button type="submit" busy={form.submitting}>
              {externalLoginMessages.externalSignUpAction}
            </Button>
          </div>
          <AlreadyMember />
        </form>
      )}
    </AuthPanel>
  );
}

export interface ExternalSignUpProps extends ScreenProps {
  provider: string;
  /** The one-time code of the provider's redirect (/signUpExternal/:provider/:code). */
  code: string;
}

/** Sign-up with an external provider (member §2, §7 registerexternal): filled by the provider, no password. */
export function ExternalSignUp({ provider, code, ...screen }: ExternalSignUpProps) {
  return <ExternalSignUpView {...useExternalSignUp(provider, code)} {...screen} />;
}
