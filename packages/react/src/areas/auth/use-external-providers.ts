import { useEffect, useState } from 'react';
import { listExternalProviders, type auth } from '@studyatlas/core';

/**
 * The configured external sign-in providers (member §2 social sign-in): null while loading, then
 * the list (empty when none is configured or the call failed: the password form still works).
 */
export function useExternalProviders(): auth.ExternalProvider[] | null {
  const [providers, setProviders] = useState<auth.ExternalProvider[] | null>(null);
  useEffect(() => {
    let live = true;
    listExternalProviders({ silent: true })
      .then((list) => live && setProviders(list))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
