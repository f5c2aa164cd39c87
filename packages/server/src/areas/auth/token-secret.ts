import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const TOKEN_SECRET_FILE = 'token-secret';

/** The shortest secret accepted, from the file or from TOKEN_SECRET. */
export const TOKEN_SECRET_MIN_LENGTH = 32;

/**
 * The token signing secret: TOKEN_SECRET when the operator sets it (several servers that do not share
 * a data directory must agree on it), otherwise the data directory's, generated once (256 random
 * bits, file mode 0600) and reused afterwards, so tokens survive restarts and two data directories
 * never share a secret. The file appears whole or not at all (written aside, then linked into place),
 * so instances starting at once on a shared directory read the same secret.
 */
export function loadTokenSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv !== undefined) {
    if (fromEnv.length < TOKEN_SECRET_MIN_LENGTH) throw new Error(`TOKEN_SECRET must be at least ${TOKEN_SECRET_MIN_LENGTH} characters`);
    return new TextEncoder().encode(fromEnv);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    writeFileSync(aside, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(aside, 0o600);
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    try {
      unlinkSync(aside);
    } catch {
      // Never written.
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < TOKEN_SECRET_MIN_LENGTH) throw new Error(`${file} holds no usable secret (at least 32 characters); delete it to regenerate`);
  return new TextEncoder().encode(secret);
}
