import { createContext, useContext } from 'react';

/**
 * The navigation seam (docs/architecture.md): components never import a router. The host supplies
 * `navigate(to)` and `href(to)`; `to` is always one of the specification's routes ('/signUp',
 * '/thankYou/42', …).
 */
export interface Navigation {
  navigate(to: string): void;
  href(to: string): string;
  /**
   * The current route when the provider navigates in memory (an embedded widget switching its own
   * view); null when the host routes (`navigate` given to the provider).
   */
  path: string | null;
}

const identity = (to: string): string => to;

/** Outside a provider: links point at the route itself and navigation does nothing. */
export const NavigationContext = createContext<Navigation>({ navigate: () => undefined, href: identity, path: null });

export const useNavigation = (): Navigation => useContext(NavigationContext);

