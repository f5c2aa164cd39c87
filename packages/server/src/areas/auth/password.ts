import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet, argon2id: 19 MiB memory, 2 iterations, 1 degree of parallelism. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** The suites' parameters: argon2id at 1 MiB and one pass, about twenty times cheaper. */
const TEST_ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

let inForce: typeof ARGON2_OPTIONS | typeof TEST_ARGON2_OPTIONS = ARGON2_OPTIONS;

/**
 * For the test harnesses only (the server suite's set-up, the suites' API servers, the journeys'
 * portal), which sign up thousands of members a run: hashes are made at the cheap parameters until
 * called with `false`. Every hash keeps its own parameters, so verifying is unaffected. Refused in
 * production.
 */
export function lowerHashingCostForTests(lower = true): void {
  if (process.env.NODE_ENV === 'production') throw new Error('The password hashing cost is never lowered in production.');
  inForce = lower ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;
}

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, inForce);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
