import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * The token signing secret of a data directory: generated once (256 random bits, file mode 0600) and
 * reused afterwards, so tokens survive restarts and two data directories never share a secret.
 */
export function loadTokenSecret(dataDir: string): Uint8Array {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, TOKEN_SECRET_FILE);
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret (at least 32 characters); delete it to regenerate`);
  return new TextEncoder().encode(secret);
}
