import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { DEMO_MEMBER_EMAIL, DEMO_STAFF } from './members.js';

/**
 * The partner workspace's demo (issue 26): the demo staff accounts (members.ts) become the owner and
 * the admissions officer of one institution — the first (lowest id) institution among the demo
 * student's favourite course intakes, so an application the demo student sends from the favourites
 * arrives in that workspace. Deterministic for a seed; runs once (existing memberships stay).
 * Returns the institution's id, or null when the demo student has no favourite course intake.
 */
export async function seedDemoWorkspace(db: Kysely<Database>, createdAt: string): Promise<number | null> {
  const institution = await db
    .selectFrom('favourites as f')
    .innerJoin('clients as s', 's.id', 'f.client_id')
    .innerJoin('intakes as i', 'i.id', 'f.reference_id')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select((eb) => eb.fn.min('c.legal_id').as('legal_id'))
    .where('s.email', '=', DEMO_MEMBER_EMAIL)
    .where('f.category', '=', 'C')
    .executeTakeFirst();
  if (!institution || institution.legal_id === null) return null;
  const legalId = num(institution.legal_id);
  const staff = await db.selectFrom('clients').select(['id', 'email']).where('email', 'in', DEMO_STAFF.map((s) => s.email)).execute();
  if (staff.length === 0) return null;
  await db
    .insertInto('workspace_members')
    .values(staff.map((row) => ({ legal_id: legalId, client_id: num(row.id), role: DEMO_STAFF.find((s) => s.email === row.email)!.role, created_at: createdAt })))
    .onConflict((oc) => oc.columns(['legal_id', 'client_id']).doNothing())
    .execute();
  return legalId;
}
