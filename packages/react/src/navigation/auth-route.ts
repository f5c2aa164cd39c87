/**
 * The sign-in, sign-up, verification and reset routes of the member area (member §2), parsed: what a
 * host without the portal's router (a custom element, a React app with its own navigation) needs to
 * show the right auth screen for a route a widget asks for. '/' is the host's own first screen; any
 * other route is `elsewhere` (the portal's).
 */
export type AuthRoute =
  | { screen: 'start' }
  | { screen: 'login' }
  | { screen: 'signUp' }
  | { screen: 'thankYou'; clientId: string }
  | { screen: 'reset'; email: string | undefined }
  | { screen: 'resetSent' }
  | { screen: 'resetStep3'; email: string | undefined }
  | { screen: 'verify'; vkey: string; email: string; type: string }
  | { screen: 'elsewhere' };

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The auth screen for a route such as '/signUp' or '/thankYou/42'. */
export function authRoute(path: string): AuthRoute {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const [name, first, second, third] = segments;
  switch (name) {
    case undefined:
      return { screen: 'start' };
    case 'login':
      return { screen: 'login' };
    case 'signUp':
      return { screen: 'signUp' };
    case 'thankYou':
      return first ? { screen: 'thankYou', clientId: decode(first)! } : { screen: 'elsewhere' };
    case 'reSetPwd':
      return { screen: 'reset', email: decode(first) };
    case 'reSetPwdStep2':
      return { screen: 'resetSent' };
    case 'reSetPwdStep3':
      return { screen: 'resetStep3', email: decode(second) };
    case 'verifyAcc':
      return first && second
        ? { screen: 'verify', vkey: decode(first)!, email: decode(second)!, type: decode(third) ?? 'N' }
        : { screen: 'elsewhere' };
    default:
      return { screen: 'elsewhere' };
  }
}
