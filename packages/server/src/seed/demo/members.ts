import type { Kysely } from 'kysely';
import { hashPassword } from '../../areas/auth/password.js';
import type { Database } from '../../db/schema/index.js';

/** The known demo login, printed at start. */
export const DEMO_MEMBER_EMAIL = 'student@studyatlas.test';
export const DEMO_MEMBER_PASSWORD = 'StudyAtlas1';

/** Verified demo members; all share the demo password. */
export const DEMO_MEMBERS: ReadonlyArray<{ email: string; first_name: string; surname: string }> = [
  { email: DEMO_MEMBER_EMAIL, first_name: 'Sam', surname: 'Student' },
  { email: 'priya.sharma@studyatlas.test', first_name: 'Priya', surname: 'Sharma' },
  { email: 'wei.chen@studyatlas.test', first_name: 'Wei', surname: 'Chen' },
  { email: 'aarav.thapa@studyatlas.test', first_name: 'Aarav', surname: 'Thapa' },
  { email: 'emma.wilson@studyatlas.test', first_name: 'Emma', surname: 'Wilson' },
  { email: 'lucas.martin@studyatlas.test', first_name: 'Lucas', surname: 'Martin' },
];

/**
 * Adds the demo members that are not there yet (by e-mail); returns how many it added. The password
 * is hashed once for all of them: argon2id is deliberately slow.
 */
export async function seedMembers(db: Kysely<Database>, createdAt: string): Promise<number> {
  const existing = new Set(
    (await db.selectFrom('clients').select('email').where('email', 'in', DEMO_MEMBERS.map((m) => m.email)).execute()).map((r) => r.email),
  );
  const missing = DEMO_MEMBERS.filter((m) => !existing.has(m.email));
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
  await db
    .insertInto('clients')
    .values(missing.map((m) => ({ ...m, password_hash: passwordHash, created_at: createdAt, verified_at: createdAt })))
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return missing.length;
}
