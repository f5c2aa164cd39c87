import { useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { configureClient, openLoginDialog } from '@studyatlas/core';
import { NavigationContext, type Navigation } from './navigation/navigation.js';
import { injectStylesheet } from './inject-styles.js';
import { studyAtlasCss } from './styles/index.js';
import { PopupHost } from './ui/popup-host/popup-host.js';
import { LoginDialog } from './areas/auth/login-dialog.js';

export interface StudyAtlasProviderProps {
  /** Where the StudyAtlas API lives, e.g. https://portal.example.org. */
  apiBase: string;
  /**
   * Navigates to one of the specification's routes ('/signUp', '/thankYou/42'). Give it to route with
   * the host's router; without it the provider navigates in memory (`useNavigation().path`), so an
   * embedded widget switches its own view without touching the host page's URL.
   */
  navigate?: (to: string) => void;
  /** The URL a route is linked to (defaults to the route itself). */
  href?: (to: string) => string;
  /** Called after a 401 ended the session; the default opens the login dialog. */
  onLoginRequired?: (reason: string) => void;
  /**
   * Injects the stylesheet into document.head once (id `studyatlas-styles`). Turn off when the
   * styles are adopted elsewhere (custom elements adopt them into their shadow roots).
   */
  injectStyles?: boolean;
  /** First route of the in-memory navigation (when `navigate` is not given). Default '/'. */
  initialPath?: string;
  /**
   * Renders the popup host and the login dialog (default true). Both are bound to shared stores, so
   * a page needs them once: turn off in all but one provider when several share a page.
   */
  globals?: boolean;
  children?: ReactNode;
}

const identity = (to: string): string => to;

/**
 * The root of every StudyAtlas widget tree: configures the API client, supplies the navigation seam,
 * injects the styles and renders the shared popups and login dialog. Touches no browser global
 * while importing or rendering on a server.
 */
export function StudyAtlasProvider({
  apiBase,
  navigate,
  href,
  onLoginRequired,
  injectStyles = true,
  initialPath = '/',
  globals = true,
  children,
}: StudyAtlasProviderProps) {
  // The latest callback, without re-creating the client when the host passes a new function.
  const loginRequired = useRef(onLoginRequired);
  loginRequired.current = onLoginRequired;

  // Configured while rendering: children call the API from their own effects, which run before ours.
  useMemo(
    () =>
      configureClient({
        baseUrl: apiBase,
        onLoginRequired: (reason) => (loginRequired.current ? loginRequired.current(reason) : openLoginDialog(reason)),
      }),
    [apiBase],
  );

  useInsertionEffect(() => {
    if (injectStyles) injectStylesheet(studyAtlasCss);
  }, [injectStyles]);

  const [memoryPath, setMemoryPath] = useState(initialPath);
  const navigation = useMemo<Navigation>(
    () =>
      navigate
        ? { navigate, href: href ?? identity, path: null }
        : { navigate: setMemoryPath, href: href ?? identity, path: memoryPath },
    [navigate, href, memoryPath],
  );

  return (
    <NavigationContext.Provider value={navigation}>
      {children}
      {globals && (
        <div className="sa-root sa-globals">
          <LoginDialog />
          <PopupHost />
        </div>
      )}
    </NavigationContext.Provider>
  );
}
