import { messages, loginMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { FormTextField } from '../../form-kit/index.js';
import { Link } from '../../navigation/link.js';
import { SuccessText } from '../../ui/panel/panel.js';
import { LazyExternalProviders as ExternalProviders } from './lazy-external-providers.js';
import { useLogin, type LoginController, type LoginVariant } from './use-login.js';

export interface LoginFormViewProps extends LoginController {
  variant: LoginVariant;
  /** Show the links to sign-up and forgotten password (default true). */
  showLinks?: boolean;
  /** Called when the user follows one of the links (the dialog closes itself then). */
  onLeave?: () => void;
}

/** The sign-in form as the page and the modal show it (pure: everything comes from props). */
export function LoginFormView({ form, submit, unverifiedEmail, resend, variant, showLinks = true, onLeave }: LoginFormViewProps) {
  const username = form.values.username.trim();
  const resetTarget = username ? `/reSetPwd/${encodeURIComponent(username)}` : '/reSetPwd';
  return (
    <form onSubmit={submit} noValidate className={`sa-login-form sa-login-form--${variant}`}>
      <FormError message={form.errors.form} />
      {unverifiedEmail && (
        <div className="sa-auth-resend">
          {resend.message ? (
            <SuccessText>{resend.message}</SuccessText>
          ) : (
            <Button variant="secondary" busy={resend.busy} onClick={() => void resend.run()}>
              {loginMessages.resendVerificationAction}
            </Button>
          )}
          <FormError message={resend.error} />
        </div>
      )}
      <FormTextField form={form} name="username" label={loginMessages.loginIdLabel} autoComplete="username" inputMode="email" required />
      <FormTextField form={form} name="password" label={loginMessages.passwordLabel} type="password" autoComplete="current-password" required />
      <div className="sa-auth-actions">
        <Button type="submit" busy={form.submitting}>
          {messages.signInAction}
        </Button>
        {showLinks && (
          <Link to={resetTarget} onClick={onLeave}>
            {loginMessages.forgotPassword}
          </Link>
        )}
      </div>
      {showLinks && (
        <p className="sa-auth-switch">
          {loginMessages.noAccountYet}{' '}
          <Link to="/signUp" onClick={onLeave}>
            {loginMessages.signUpAction}
          </Link>
        </p>
      )}
    </form>
  );
}

export interface LoginFormProps {
  /** 'page' (default) or 'modal': selects the specification's validation wording. */
  variant?: LoginVariant;
  /** Login ID to start with; otherwise the remembered one (the server's `sa_login` cookie), on a page of the API's own origin. */
  defaultUsername?: string;
  /** Called after a successful sign-in (the session store is already set). */
  onSuccess?: () => void;
  showLinks?: boolean;
  onLeave?: () => void;
}

/**
 * Sign-in with Login ID and password (member §2 Sign-in), shared by the login page and the modal,
 * with a button per configured external provider (member §2 "a social sign-in") unless the links are off.
 */
export function LoginForm({ variant = 'page', defaultUsername, onSuccess, showLinks, onLeave }: LoginFormProps) {
  const controller = useLogin({ variant, defaultUsername, onSuccess });
  return (
    <>
      <LoginFormView {...controller} variant={variant} showLinks={showLinks} onLeave={onLeave} />
      {showLinks !== false && <ExternalProviders action="signIn" />}
    </>
  );
}
