import { ApiError, externalLoginMessages, format, signInExternal } from '@studyatlas/core';
import { useExternalProviders } from './use-external-providers.js';
import { useQuery } from '../../data/use-query.js';

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
  const name = providers?.find((p) => p.id === provider)?.name ?? provider;
  // A code works once: the data layer exchanges it once however often the screen renders or mounts
  // (StrictMode), and the session it starts does not ask again (the key is not the member's).
  const exchange = useQuery(error || !code ? null : `auth/external-sign-in/${provider}/${code}`, () => exchangeCode(provider, code!), { audience: 'public' });

  if (error === 'support') return { status: 'failed', message: format(externalLoginMessages.registerContactSupport, { provider: name }) };
  if (error || !code) return { status: 'failed', message: externalLoginMessages.registerTryLater };
  if (exchange.status === 'failed') return { status: 'failed', message: externalLoginMessages.registerTryLater };
  return exchange.data ?? { status: 'signing-in' };
}

async function exchangeCode(provider: string, code: string): Promise<ExternalLoginState> {
  try {
    await signInExternal(provider, code);
    return { status: 'signed-in' };
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'FacebookIdNotFound') return { status: 'not-signed-up' };
    return { status: 'failed', message: failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : externalLoginMessages.registerTryLater };
  }
}
