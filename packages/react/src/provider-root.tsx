import { Fragment, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyWithWords } from './i18n/lazy-with-words.js';
import { useStore } from '@nanostores/react';
import { $loginDialog, $popups, configureClient, directionOf, openLoginDialog, type MessageOverrides } from '@studyatlas/core';
import { usePageLocale } from './i18n/use-page-locale.js';
import { NavigationContext, type Navigation } from './navigation/navigation.js';
import { DEFAULT_MAP_TILES, MapTilesContext, type MapTiles } from './kits/map/map-tiles.js';

export interface StudyAtlasRootProps {
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
  /** First route of the in-memory navigation (when `navigate` is not given). Default '/'. */
  initialPath?: string;
  /**
   * Renders the popup host and the login dialog (default true). Both are bound to shared stores, so
   * a page needs them once: turn off in all but one provider when several share a page.
   */
  globals?: boolean;
  /**
   * Called with the name of the item a screen shows (a course, an institution …) and with null when
   * it leaves: a host puts it in the page title.
   */
  onItemTitle?: (name: string | null) => void;
  /** Where maps take their background tiles (default OpenStreetMap's); `{ url: '' }` draws none. */
  mapTiles?: MapTiles;
  /**
   * The language of the page's widgets ('es', 'fr', 'de', 'zh-CN', 'hi', 'vi', 'id', 'ar', 'en'; a region
   * such as 'es-MX' is matched to its language). Without it: the signed-in member's saved language,
   * else the visitor's choice, else the browser's. One language per page: the last provider to ask wins.
   */
  locale?: string;
  /** The page's own words for any messages, in every locale (docs/i18n.md "Overrides"). */
  messages?: MessageOverrides;
  children?: ReactNode;
}

const identity = (to: string): string => to;

// Every widget can show the login dialog and the popups, few pages ever do: their code (the dialog,
// its focus handling, the popup host) loads when the first one opens, not with every widget.
const LoginDialog = /* @__PURE__ */ lazyWithWords(() => {
  // The dialog's form (a lazy chunk of its own) is fetched beside the dialog, not after it.
  import('./areas/auth/login-form.js').catch(() => undefined);
  return import('./areas/auth/login-dialog.js');
}, 'LoginDialog');
const PopupHost = /* @__PURE__ */ lazyWithWords(() => import('./ui/popup-host/popup-host.js'), 'PopupHost');

/** The page-wide login dialog and popups, each rendered (and loaded) once its store has something to show. */
function Globals() {
  const { open } = useStore($loginDialog);
  const popups = useStore($popups);
  // Once loaded the host stays: its live region of notices must be there before the next one comes.
  const [hosting, setHosting] = useState(false);
  if (popups.length > 0 && !hosting) setHosting(true);
  return (
    <div className="sa-root sa-globals">
      {open && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
      {hosting && (
        <Suspense fallback={null}>
          <PopupHost />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The root of every StudyAtlas widget tree without its stylesheet: configures the API client,
 * supplies the navigation seam and renders the shared popups and login dialog. Custom elements use
 * it directly (they adopt styles into their shadow roots, area by area); React apps use
 * `StudyAtlasProvider`, which also injects the whole stylesheet. Touches no browser global while
 * importing or rendering on a server.
 */
export function StudyAtlasRoot({
  apiBase,
  navigate,
  href,
  onLoginRequired,
  initialPath = '/',
  globals = true,
  mapTiles = DEFAULT_MAP_TILES,
  onItemTitle,
  locale,
  messages,
  children,
}: StudyAtlasRootProps) {
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

  const [memoryPath, setMemoryPath] = useState(initialPath);
  const navigation = useMemo<Navigation>(
    () =>
      navigate
        ? { navigate, href: href ?? identity, path: null, itemTitle: onItemTitle }
        : { navigate: setMemoryPath, href: href ?? identity, path: memoryPath, itemTitle: onItemTitle },
    [navigate, href, memoryPath, onItemTitle],
  );

  // Until the page's language is here, nothing shows; a switch renders the tree afresh in the new one.
  const pageLocale = usePageLocale(locale, messages);
  if (!pageLocale) return null;
  const tree = (
    <NavigationContext.Provider value={navigation}>
      <MapTilesContext.Provider value={mapTiles}>{children}</MapTilesContext.Provider>
      {globals && <Globals />}
    </NavigationContext.Provider>
  );
  // English adds nothing around the widgets; another language marks them with its `lang` and `dir`
  // (a box-less element: the host's layout stays as it was).
  return pageLocale === 'en' ? (
    <Fragment key={pageLocale}>{tree}</Fragment>
  ) : (
    <div key={pageLocale} className="sa-locale-root" lang={pageLocale} dir={directionOf(pageLocale)}>
      {tree}
    </div>
  );
}
