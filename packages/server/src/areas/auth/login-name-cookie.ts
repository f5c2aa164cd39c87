import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { EncryptJWT, jwtDecrypt } from 'jose';

/** The first-party cookie that remembers the login name (member §9: 10 days). */
export const LOGIN_COOKIE = 'sa_login';

/** The cookie's value in a Cookie request header, if there is one. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export interface LoginNameCookie {
  /** The Set-Cookie value remembering `loginName`: sealed, HttpOnly, SameSite=Strict, Secure over https. */
  setCookie(loginName: string, request: FastifyRequest): Promise<string>;
  /** The login name the request's cookie remembers; '' when there is none, or it is foreign, altered or expired. */
  read(request: FastifyRequest): Promise<string>;
}

/**
 * The `sa_login` cookie (member §9 "Login name cookie lasts 10"): the login name sealed with a key of
 * this server (an encrypted JWT, dir + A256GCM, derived from the token secret), so neither scripts
 * (HttpOnly) nor anyone on the wire (Secure over https) nor the browser's store reads the e-mail.
 * The page asks for it through GET /api/session/login-name (`rememberedLogin`); it never signs anyone in.
 */
export function createLoginNameCookie(tokenSecret: Uint8Array, maxAgeSeconds: number, now: () => Date): LoginNameCookie {
  const key = createHash('sha256').update('studyatlas sa_login v1\0').update(tokenSecret).digest();
  return {
    async setCookie(loginName, request) {
      const issued = Math.floor(now().getTime() / 1000);
      const sealed = await new EncryptJWT({ ln: loginName })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(issued)
        .setExpirationTime(issued + maxAgeSeconds)
        .encrypt(key);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      return `${LOGIN_COOKIE}=${sealed}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Strict${secure}`;
    },
    async read(request) {
      const value = cookieValue(request.headers.cookie, LOGIN_COOKIE);
      if (!value) return '';
      try {
        const { payload } = await jwtDecrypt(value, key, { currentDate: now() });
        return typeof payload.ln === 'string' ? payload.ln : '';
      } catch {
        return '';
      }
    },
  };
}
