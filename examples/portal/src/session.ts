import { useEffect } from 'react';
import { deriveSession, renewSessionIfNeeded } from '@studyatlas/core';

/**
 * Discovery §2: the login state is derived from the stored authorisation on every route change — an
 * expired token ends the session, one close to its end is renewed (a refused renewal logs out).
 */
export function useSessionOnRouteChange(location: string): void {
  useEffect(() => {
    if (deriveSession()) void renewSessionIfNeeded().catch(() => undefined);
  }, [location]);
}
