import { useNavigation } from './navigation.js';

/**
 * The route the visitor is on: the provider's in-memory route (an embedded widget), else — when the
 * host routes — the page's path, query and hash (a host serving its routes at the site's root, as
 * the portal does). Null on a server.
 */
export function useCurrentRoute(): string | null {
  const { path } = useNavigation();
  if (path !== null) return path;
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
