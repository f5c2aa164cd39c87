import { createHash, randomBytes, randomInt } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** What a bearer token names: the member and their server-side session. */
export interface TokenClaims {
  clientId: number;
  sessionId: string;
}

export interface TokenService {
  /** A signed token for the session and its lifetime in seconds. */
  issue(claims: TokenClaims): Promise<{ token: string; expiresIn: number }>;
  /** The claims of a valid token (signature and expiry checked), otherwise null. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALGORITHM = 'HS256';

/** HS256 JWTs (`sub` = client id, `sid` = session id) with a short lifetime, on the given clock. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number, now: () => Date): TokenService {
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    async issue({ clientId, sessionId }) {
      const issuedAt = seconds();
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(clientId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], currentDate: now() });
        const clientId = Number(payload.sub);
        if (!Number.isSafeInteger(clientId) || clientId <= 0 || typeof payload.sid !== 'string') return null;
        return { clientId, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

/** An unguessable key for links and session ids: 32 random bytes, base64url. */
export const randomKey = (): string => randomBytes(32).toString('base64url');

/** What is stored instead of a mailed key: its SHA-256, hex. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password a person can type: 10 characters without look-alikes (0/O, 1/l/I). */
export function temporaryPassword(length = 10): string {
  let password = '';
  for (let i = 0; i < length; i++) password += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return password;
}
