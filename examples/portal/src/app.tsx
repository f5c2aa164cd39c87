import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { portalMessages, rememberSignInReturn } from '@studyatlas/core';
import { SetPasswordNotice, StudyAtlasProvider, mapTilesFrom, useBlockBackspace } from '@studyatlas/react';
import { apiBase } from './api-base.js';
import { useDocumentLanguage } from './document-language.js';
import { Header } from './header.js';
import { Routes } from './routes.js';
import { useSessionOnRouteChange } from './session.js';
import { ItemTitleContext } from './title.js';

/** The maps' tile server: VITE_MAP_TILE_URL at build time ('none': no tiles), else OpenStreetMap's. */
const mapTiles = mapTilesFrom(import.meta.env.VITE_MAP_TILE_URL, import.meta.env.VITE_MAP_TILE_ATTRIBUTION);

/**
 * The reference host site: the provider routes the widgets through wouter, a 401 sends the visitor to
 * the sign-in page (member §2) and back to where they were once signed in, Backspace never navigates back (discovery §2) and the login state is
 * derived on every route change.
 */
export function App() {
  const [location, navigate] = useLocation();
  const [itemTitle, setItemTitle] = useState<string | null>(null);
  // A 401 sends the visitor to sign in; afterwards they continue on the route they were on.
  const toLogin = useCallback(() => {
    const { pathname, search, hash } = window.location;
    if (!pathname.startsWith('/login')) rememberSignInReturn(`${pathname}${search}${hash}`);
    navigate('/login');
  }, [navigate]);
  useBlockBackspace();
  useDocumentLanguage();
  useSessionOnRouteChange(location);
  return (
    <StudyAtlasProvider apiBase={apiBase()} navigate={navigate} onLoginRequired={toLogin} mapTiles={mapTiles} onItemTitle={setItemTitle}>
      <a className="portal-skip" href="#main">
        {portalMessages.skipToContent}
      </a>
      <Header />
      <SetPasswordNotice />
      <main id="main" className="portal-main" tabIndex={-1}>
        <ItemTitleContext.Provider value={itemTitle}>
          <Routes />
        </ItemTitleContext.Provider>
      </main>
    </StudyAtlasProvider>
  );
}
