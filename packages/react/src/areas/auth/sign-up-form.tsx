import { messages, authMessages, loginMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { AuthPanel, SuccessText, type ScreenProps } from '../../ui/panel/panel.js';
import { LazyExternalProviders as ExternalProviders } from './lazy-external-providers.js';
import { AlreadyMember, SignUpIdentityFields } from './sign-up-parts.js';
import { useSignUp, type SignUpController, type UseSignUpOptions } from './use-sign-up.js';

export type SignUpFormViewProps = SignUpController & ScreenProps;

export function SignUpFormView({ form, submit, success, ...screen }: SignUpFormViewProps) {
  return (
    <AuthPanel title={authMessages.signUpTitle} intro={success ? undefined : authMessages.signUpIntro} {...screen}>
      {success ? (
        <SuccessText>{success}</SuccessText>
      ) : (
        <form onSubmit={submit} noValidate className="sa-sign-up-form">
          <FormError message={form.errors.form} />
          <SignUpIdentityFields form={form} />
          <FormTextField form={form} name="password" label={loginMessages.passwordLabel} type="password" autoComplete="new-password" required />
          <FormTextField
            form={form}
            name="confirmPassword"
            label={authMessages.confirmPasswordLabel}
            type="password"
            autoComplete="new-password"
            required
          />
          <div className="sa-auth-actions">
            <Button type="submit" busy={form.submitting}>
              {loginMessages.signUpAction}
            </Button>
          </div>
          <AlreadyMember />
        </form>
      )}
      {!success && <ExternalProviders action="signUp" />}
    </AuthPanel>
  );
}

export type SignUpFormProps = ScreenProps & UseSignUpOptions;

/**
 * Registration (member §2 /signUp): inline validation, 'Email already exists.' on the e-mail field,
 * then the success text and, 2 seconds later, the thank-you page (/thankYou/:clientId).
 */
export function SignUpForm({ onRegistered, ...screen }: SignUpFormProps) {
  return <SignUpFormView {...useSignUp({ onRegistered })} {...screen} />;
}
