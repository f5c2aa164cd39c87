import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, lowerHashingCostForTests, verifyPassword } from './password.js';

describe('password hashing', () => {
  // The server suite's set-up lowers the cost for every other file; here the real parameters.
  beforeAll(() => lowerHashingCostForTests(false));
  afterAll(() => lowerHashingCostForTests(true));

  it('hashes with argon2id at the OWASP parameters (19 MiB, t=2, p=1) and a fresh salt each time', async () => {
    const hash = await hashPassword('secret12');
    // PHC string $argon2id$v=19$<params>$<salt>$<hash> (16-byte salt, 32-byte hash, base64 without
    // padding). node-argon2 writes the parameters as m,p,t — not in the reference tool's m,t,p order.
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const params = Object.fromEntries(hash.split('$')[3]!.split(',').map((pair) => pair.split('=')));
    expect(params).toEqual({ m: '19456', t: '2', p: '1' });
    expect(await hashPassword('secret12')).not.toBe(hash);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('secret12');
    expect(await verifyPassword(hash, 'secret12')).toBe(true);
    expect(await verifyPassword(hash, 'secret13')).toBe(false);
    expect(await verifyPassword(hash, 'Secret12')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('is never lowered in production', () => {
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => lowerHashingCostForTests()).toThrow('The password hashing cost is never lowered in production.');
    } finally {
      process.env.NODE_ENV = environment;
    }
  });

  it('answers false, not an error, for a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('', 'secret12')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secret12')).toBe(false);
  });
});
