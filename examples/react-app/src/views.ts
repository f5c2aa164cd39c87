import { authRoute } from '@studyatlas/react';

/** The hub's own screens. The hub has no router: the current view is plain React state (app.tsx). */
export type View =
  | { name: 'home' }
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'thankYou'; clientId: string }
  | { name: 'reset'; email: string | undefined }
  | { name: 'resetSent' };

/**
 * The view for a StudyAtlas route ('/signUp', '/thankYou/42', …) that a widget asks to go to; null
 * for the routes the hub does not show itself (verification links, the member area…).
 */
export function viewForRoute(route: string): View | null {
  if (!route.split(/[?#]/)[0]?.replace(/\//g, '') || route.startsWith('/findDashBoard')) return { name: 'home' };
  const target = authRoute(route);
  switch (target.screen) {
    case 'login':
      return { name: 'signIn' };
    case 'signUp':
      return { name: 'signUp' };
    case 'thankYou':
      return { name: 'thankYou', clientId: target.clientId };
    case 'reset':
      return { name: 'reset', email: target.email };
    case 'resetSent':
      return { name: 'resetSent' };
    default:
      return null;
  }
}
