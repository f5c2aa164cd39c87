import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testDialects } from '../../testing/databases.js';
import { bearer, createTestApp, signedInMember } from '../../testing/app.js';
import { TOKEN_SECRET_FILE, loadTokenSecret } from './token-secret.js';

describe('token secret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studyatlas-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is generated once per data directory with mode 0600 and reused afterwards', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const first = loadTokenSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(loadTokenSecret(dir)).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(loadTokenSecret(tempDir())).equals(Buffer.from(first))).toBe(false);
  });

  it('is TOKEN_SECRET when set, the same for every data directory, and refused when shorter than 32 characters', () => {
    const shared = 'a-secret-several-servers-share-0123456789';
    const a = loadTokenSecret(tempDir(), shared);
    const b = loadTokenSecret(tempDir(), shared);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(new TextDecoder().decode(a)).toBe(shared);
    expect(() => loadTokenSecret(tempDir(), 'short')).toThrow('TOKEN_SECRET must be at least 32 characters');
  });

  it('leaves no file aside and one secret when several loads race on one directory', async () => {
    const dir = tempDir();
    const secrets = await Promise.all(Array.from({ length: 8 }, async () => Buffer.from(loadTokenSecret(dir)).toString()));
    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(dir)).toEqual([TOKEN_SECRET_FILE]);
  });
});

describe.each(await testDialects())('token secret across restarts on %s', (dialect) => {
  it('keeps tokens valid for a new app on the same data directory', async () => {
    const t = await createTestApp(dialect);
    try {
      const member = await signedInMember(t);
      const restarted = await buildApp({ config: t.config, database: t.database, now: t.clock.now });
      const response = await restarted.inject({ url: '/api/session', headers: bearer(member.token) });
      expect(response.statusCode).toBe(200);
      await restarted.close();
    } finally {
      await t.close();
    }
  });
});
