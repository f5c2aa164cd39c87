import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ReferralsTable } from '../../db/schema/contact.js';
import { num } from '../../db/numbers.js';

export async function insertReferral(db: Kysely<Database>, row: Insertable<ReferralsTable>): Promise<void> {
  await db.insertInto('referrals').values(row).execute();
}

/** How many invitations a member sent since `sinceIso`, and the oldest of them (ISO), for the daily limit. */
export async function referralsSince(db: Kysely<Database>, clientId: number, sinceIso: string): Promise<{ count: number; oldest: string | null }> {
  const row = await db
    .selectFrom('referrals')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('client_id', '=', clientId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirst();
  return { count: num(row?.count ?? 0), oldest: (row?.oldest as string | null | undefined) ?? null };
}
