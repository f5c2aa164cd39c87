import { useEffect, useRef, useState } from 'react';
import { ApiError, externalLoginMessages, format, signInExternal } from '@studyatlas/core';
import { useExternalProviders } from './use-external-providers.js';

/** How the provider's redirect came back (the server's callback: areas/auth/external on the server). */
export interface ExternalReturn {
  provider: string;
  /** The one-time code to exchange for a session. */
  code?: string;
  /** 'support': the provider did not complete the sign-in; 'later': we could not go on. */
  error?: string;
}

export type ExternalLoginState =
  | { status: 'signing-in' }
  | { status: 'signed-in' }
  | { status: 'not-signed-up' }
  | { status: 'failed'; message: string };

/**
 * Finishes an external sign-in (member §2): exchanges the one-time code (ObtainLocalAccessToken) for a
 * session with menu type 'H'. An unknown external account is 'not-signed-up' (the client showed
 * 'You are not signed-up with {provider}. Please signup first.' as a popup); a failure says which of
 * the specification's external messages applies.
 */
export function useExternalLogin({ provider, code, error }: ExternalReturn): ExternalLoginState {
  const providers = useExternalProviders();
  const [state, setState] = useState<ExternalLoginState>({ status: 'signing-in' });
  const started = useRef(false);
  const name = providers?.find((p) => p.id === provider)?.name ?? provider;

  useEffect(() => {
    if (error || !code || started.current) return;
    started.current = true; // a code works once: never exchange it twice (StrictMode, re-renders)
    signInExternal(provider, code)
      .then(() => setState({ status: 'signed-in' }))
      .catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.code === 'FacebookIdNotFound') setState({ status: 'not-signed-up' });
        else setState({ status: 'failed', message: failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : externalLoginMessages.registerTryLater });
      });
  }, [provider, code, error]);

  if (error === 'support') return { status: 'failed', message: format(externalLoginMessages.registerContactSupport, { provider: name }) };
  if (error || !code) return { status: 'failed', message: externalLoginMessages.registerTryLater };
  return state;
}
