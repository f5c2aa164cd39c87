import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { num } from '../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's unread messages: unread copies in the inbox (I) and their own folders (DY) — the header's count. */
export async function unreadCountOf(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('member_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', clientId)
    .where('folder', 'in', ['I', 'DY'])
    .where('is_read', '=', 0)
    .executeTakeFirst();
  return num(row?.n ?? 0);
}
