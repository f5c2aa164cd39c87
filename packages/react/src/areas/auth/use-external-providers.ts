import { listExternalProviders, type auth } from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';

/**
 * The configured external sign-in providers (member §2 social sign-in): null while loading, then
 * the list (empty when none is configured or the call failed: the password form still works).
 */
export function useExternalProviders(): auth.ExternalProvider[] | null {
  const { status, data } = useQuery('auth/external-providers', () => listExternalProviders({ silent: true }), { audience: 'public' });
  return status === 'failed' ? [] : data;
}
