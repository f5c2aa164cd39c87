import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';
import { listLinkedFriends } from './queries.js';

type Db = Kysely<Database> | Transaction<Database>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** The member's friends (linked, verified), by name: who the member may write to and put in a group. */
export async function contactsOf(db: Db, clientId: number): Promise<Array<{ clientId: number; name: string }>> {
  const friends = await listLinkedFriends(db, clientId);
  return friends
    .map((f) => ({ clientId: f.clientId, name: `${f.firstName} ${f.surname}`.trim() }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.clientId - b.clientId);
}

/** The member's groups with their member ids, by name. */
export async function groupsOf(db: Db, clientId: number): Promise<Array<{ groupId: number; name: string; memberIds: number[] }>> {
  const rows = await db
    .selectFrom('friend_groups as g')
    .leftJoin('friend_group_members as m', 'm.group_id', 'g.id')
    .where('g.owner_id', '=', clientId)
    .select(['g.id', 'g.name', 'm.member_id'])
    .execute();
  const groups = new Map<number, { groupId: number; name: string; memberIds: number[] }>();
  for (const row of rows) {
    const id = num(row.id);
    const group = groups.get(id) ?? { groupId: id, name: row.name, memberIds: [] };
    if (row.member_id !== null) group.memberIds.push(num(row.member_id));
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => collator.compare(a.name, b.name) || a.groupId - b.groupId);
}
