/** The first-party cookie the server sets after sign-in (GET /api/session/cookie) with the login name. */
export const LOGIN_COOKIE = 'sa_login';

/** The remembered Login ID, when the cookie is readable from this page (same site as the API). */
export function readLoginCookie(cookies: string | undefined = globalThis.document?.cookie): string {
  for (const part of (cookies ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOGIN_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return '';
    }
  }
  return '';
}
