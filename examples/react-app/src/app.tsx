import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '@studyatlas/core';
import { Loader, LoginPage, ResetPassword, ResetPasswordSent, SignUpForm, StudyAtlasProvider, ThankYou } from '@studyatlas/react';
import { Header } from './header.js';
import { Home } from './home.js';
import { hubText } from './hub-text.js';
import { isMemberView, type View } from './views.js';

// The member area and the course search load when first shown: a guest's first page carries none of them.
const MemberScreen = lazy(() => import('./member-screens.js').then((module) => ({ default: module.MemberScreen })));
const CourseFinder = lazy(() => import('./course-finder.js').then((module) => ({ default: module.CourseFinder })));

/** The StudyAtlas API: the server that serves this app also serves the API (and the portal at /). */
const apiBase = window.location.origin;

/** Where a StudyAtlas route lives on the portal: links' hrefs (new tabs) and routes the hub does not show. */
const portalUrl = (route: string): string => `${apiBase}${route}`;

interface ScreenProps {
  view: View;
  onSelect: (view: View) => void;
  navigate: (route: string) => void;
}

function Screen({ view, onSelect, navigate }: ScreenProps) {
  switch (view.name) {
    case 'home':
      return <Home onSelect={onSelect} />;
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
    case 'courses':
      return <CourseFinder apiBase={apiBase} route={view.route} onLeave={navigate} />;
    default:
      return <MemberScreen view={view} onSelect={onSelect} />;
  }
}

/**
 * Globe Student Hub: a React app of its own that uses StudyAtlas for accounts, courses and the whole
 * member area. The components ask for a route ('/signUp', '/apps', '/readMsg/12'…) through the
 * provider's `navigate`; the hub turns it into its own view state — no router, and the address bar
 * never changes. Routes it does not show open on the portal.
 */
export function App() {
  const [view, setView] = useState<View>({ name: 'home' });
  const signedIn = useStore($session) !== null;
  const main = useRef<HTMLElement>(null);
  const moved = useRef(false);

  const show = useCallback((next: View) => {
    moved.current = true;
    setView(next);
  }, []);
  const navigate = useCallback(
    (route: string) => {
      // The mapping loads with the first route asked for (a click away from a guest's first page).
      void import('./route-views.js').then(({ viewForRoute }) => {
        const next = viewForRoute(route);
        if (next) show(next);
        else window.location.assign(portalUrl(route));
      });
    },
    [show],
  );

  // Signed out (Sign out, or the session ended) on a member's screen: back to the hub's home.
  useEffect(() => {
    if (!signedIn && isMemberView(view)) setView({ name: 'home' });
  }, [signedIn, view]);

  // A new view starts at the top, and keyboard and screen reader users start reading it there.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [view]);

  return (
    <StudyAtlasProvider apiBase={apiBase} navigate={navigate} href={portalUrl}>
      <Header view={view} signedIn={signedIn} onSelect={show} />
      <main className="hub-main" ref={main} tabIndex={-1}>
        <Suspense fallback={<Loader active variant="inline" />}>
          <Screen view={view} onSelect={show} navigate={navigate} />
        </Suspense>
      </main>
      <footer className="hub-footer">{hubText.footer}</footer>
    </StudyAtlasProvider>
  );
}
