/** The hub's own screens. The hub has no router: the current view is plain React state (app.tsx). */
export type View =
  | { name: 'home' }
  | { name: 'signIn' }
  | { name: 'signUp' }
  | { name: 'thankYou'; clientId: string }
  | { name: 'reset'; email: string | undefined }
  | { name: 'resetSent' };

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The view for a StudyAtlas route ('/signUp', '/thankYou/42', …) that a widget asks to go to; null
 * for the routes the hub does not show itself (verification links, the member area…).
 */
export function viewForRoute(route: string): View | null {
  const [name, first] = (route.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  switch (name) {
    case undefined:
    case 'findDashBoard':
      return { name: 'home' };
    case 'login':
      return { name: 'signIn' };
    case 'signUp':
      return { name: 'signUp' };
    case 'thankYou':
      return first ? { name: 'thankYou', clientId: decode(first)! } : null;
    case 'reSetPwd':
      return { name: 'reset', email: decode(first) };
    case 'reSetPwdStep2':
      return { name: 'resetSent' };
    default:
      return null;
  }
}
