import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

/** How many favourite course intakes the demo student starts with. */
export const DEMO_FAVOURITE_INTAKES = 4;

/**
 * Makes the demo student ready to apply online right away (issue 12): a few favourite course intakes
 * the wizard's course picker offers, each starting after the seeding day with free seats, of
 * different courses and institutions. Deterministic: the first such intakes by institution, course
 * and intake id. Runs once: a student with any course favourite is left alone.
 */
export async function seedDemoFavouriteIntakes(db: Kysely<Database>, email: string, createdAt: string): Promise<number> {
  const student = await db.selectFrom('clients').select('id').where('email', '=', email).executeTakeFirst();
  if (!student) return 0;
  const clientId = num(student.id);
  if (await db.selectFrom('favourites').select('id').where('client_id', '=', clientId).where('category', '=', 'C').executeTakeFirst()) return 0;
  const candidates = await db
    .selectFrom('intakes as i')
    .innerJoin('courses as c', 'c.id', 'i.course_id')
    .select(['i.id', 'c.id as course_id', 'c.legal_id'])
    .where('i.start_date', '>', createdAt.slice(0, 10))
    .where('i.seats', 'is not', null)
    .whereRef('i.seats_taken', '<', 'i.seats')
    .orderBy('c.legal_id')
    .orderBy('c.id')
    .orderBy('i.id')
    .limit(400)
    .execute();
  const institutions = new Set<number>();
  const chosen: number[] = [];
  for (const row of candidates) {
    if (chosen.length === DEMO_FAVOURITE_INTAKES) break;
    if (institutions.has(num(row.legal_id))) continue;
    institutions.add(num(row.legal_id));
    chosen.push(num(row.id));
  }
  if (chosen.length === 0) return 0;
  await db
    .insertInto('favourites')
    .values(chosen.map((id) => ({ client_id: clientId, category: 'C' as const, reference_id: id, created_at: createdAt })))
    .onConflict((oc) => oc.columns(['client_id', 'category', 'reference_id']).doNothing())
    .execute();
  return chosen.length;
}
