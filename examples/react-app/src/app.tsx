import { useCallback, useState } from 'react';
import { LoginPage, ResetPassword, ResetPasswordSent, SignUpForm, StudyAtlasProvider, ThankYou } from '@studyatlas/react';
import { Header } from './header.js';
import { Home } from './home.js';
import { viewForRoute, type View } from './views.js';

/** The StudyAtlas API: the server that serves this app also serves the API (and the portal at /). */
const apiBase = window.location.origin;

/** Where a StudyAtlas route lives on the portal: links' hrefs (new tabs) and routes the hub does not show. */
const portalUrl = (route: string): string => `${apiBase}${route}`;

function Screen({ view }: { view: View }) {
  switch (view.name) {
    case 'home':
      return <Home />;
    case 'signIn':
      return <LoginPage />;
    case 'signUp':
      return <SignUpForm />;
    case 'thankYou':
      return <ThankYou clientId={view.clientId} />;
    case 'reset':
      return <ResetPassword email={view.email} />;
    case 'resetSent':
      return <ResetPasswordSent />;
  }
}

/**
 * Globe Student Hub: a React app of its own that uses StudyAtlas for accounts. The widgets ask for a
 * route ('/signUp', '/findDashBoard'…) through the provider's `navigate`; the hub turns it into its own
 * view state — no router, and the address bar never changes.
 */
export function App() {
  const [view, setView] = useState<View>({ name: 'home' });
  const navigate = useCallback((route: string) => {
    const next = viewForRoute(route);
    if (next) setView(next);
    else window.location.assign(portalUrl(route));
  }, []);

  return (
    <StudyAtlasProvider apiBase={apiBase} navigate={navigate} href={portalUrl}>
      <Header view={view} onSelect={setView} />
      <main className="hub-main">
        <Screen view={view} />
      </main>
      <footer className="hub-footer">Globe Student Hub · accounts by StudyAtlas</footer>
    </StudyAtlasProvider>
  );
}
