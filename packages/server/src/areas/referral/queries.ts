import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ReferralsTable } from '../../db/schema/contact.js';

export async function insertReferral(db: Kysely<Database>, row: Insertable<ReferralsTable>): Promise<void> {
  await db.insertInto('referrals').values(row).execute();
}
