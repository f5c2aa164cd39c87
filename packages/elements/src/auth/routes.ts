/**
 * The member-area routes an auth element shows inside itself (member §2). '/' is the element's own
 * first screen; any other route belongs to the portal.
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
