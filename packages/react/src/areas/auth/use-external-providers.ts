import { useStore } from '@nanostores/react';
import { $externalProviders, type auth } from '@studyatlas/core';

/**
 * The configured external sign-in providers (member §2 social sign-in): null while loading, then
 * the list (empty when none is configured or the call failed: the password form still works).
 */
export function useExternalProviders(): auth.ExternalProvider[] | null {
  return useStore($externalProviders);
}
