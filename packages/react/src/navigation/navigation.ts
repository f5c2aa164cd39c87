import { createContext, useContext, useEffect } from 'react';

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
  /**
   * Tells the host the name of the item a screen shows (a course, an institution …), or null when
   * it leaves: the portal puts it in the browser tab's title. Absent in elements (a widget never
   * retitles someone else's page).
   */
  itemTitle?: (name: string | null) => void;
}

const identity = (to: string): string => to;

/** Outside a provider: links point at the route itself and navigation does nothing. */
export const NavigationContext = createContext<Navigation>({ navigate: () => undefined, href: identity, path: null });

export const useNavigation = (): Navigation => useContext(NavigationContext);


/** Announces the item a screen shows to the host (`Navigation.itemTitle`) while it is shown. */
export function useItemTitle(name: string | null | undefined): void {
  const announce = useNavigation().itemTitle;
  useEffect(() => {
    if (!announce || !name) return undefined;
    announce(name);
    return () => announce(null);
  }, [announce, name]);
}
