import { useEffect } from 'react';
import { externalLoginMessages, messages, takeSignInReturn } from '@studyatlas/core';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';
import { AFTER_SIGN_IN } from './login-page.js';
import { useExternalLogin, type ExternalReturn } from './use-external-login.js';

export interface ExternalLoginPageProps extends ScreenProps, ExternalReturn {}

/** Where the sign-up form of an external account lives (the one-time code stays valid for it). */
export const externalSignUpRoute = (provider: string, code: string) =>
  `/signUpExternal/${encodeURIComponent(provider)}/${encodeURIComponent(code)}`;

/**
 * The end of an external sign-in (/externalLogin?provider&code|error): signed in → where a gate sent
 * the visitor, else the dashboard; not signed up → the sign-up form filled by the provider
 * (member §2 "told to sign up first and goes to signUp"); failed → the specification's message.
 */
export function ExternalLoginPage({ provider, code, error, ...screen }: ExternalLoginPageProps) {
  const { navigate } = useNavigation();
  const state = useExternalLogin({ provider, code, error });

  useEffect(() => {
    if (state.status === 'signed-in') navigate(takeSignInReturn() ?? AFTER_SIGN_IN);
    if (state.status === 'not-signed-up' && code) navigate(externalSignUpRoute(provider, code));
  }, [state.status, navigate, provider, code]);

  return (
    <AuthPanel title={messages.signInTitle} {...screen}>
      {state.status === 'failed' ? (
        <>
          <FormError message={state.message} />
          <p className="sa-auth-switch">
            <Link to="/login">{messages.signInAction}</Link>
          </p>
        </>
      ) : (
        <div className="sa-auth-loading">
          <Loader active variant="inline" maxDuration={Infinity} label={externalLoginMessages.signingIn} />
        </div>
      )}
    </AuthPanel>
  );
}
