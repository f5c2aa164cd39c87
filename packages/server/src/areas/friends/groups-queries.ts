import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { num } from '../../db/numbers.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A member of a group as listed: id and name. */
export interface GroupMemberRow {
  groupId: number;
  groupName: string;
  clientId: number | null;
  firstName: string | null;
  surname: string | null;
}

/** The member's groups with their members' names (a group without members: one row with nulls). */
export async function listGroupsWithMembers(db: Db, ownerId: number): Promise<GroupMemberRow[]> {
  const rows = await db
    .selectFrom('friend_groups as g')
    .leftJoin('friend_group_members as m', 'm.group_id', 'g.id')
    .leftJoin('clients as c', 'c.id', 'm.member_id')
    .select(['g.id', 'g.name', 'c.id as client_id', 'c.first_name', 'c.surname'])
    .where('g.owner_id', '=', ownerId)
    .execute();
  return rows.map((r) => ({
    groupId: num(r.id),
    groupName: r.name,
    clientId: r.client_id === null ? null : num(r.client_id),
    firstName: r.first_name,
    surname: r.surname,
  }));
}

/** One of the owner's groups with its member ids; undefined for a group that is not theirs (or none). */
export async function findOwnGroup(db: Db, ownerId: number, groupId: number): Promise<{ groupId: number; name: string; memberIds: number[] } | undefined> {
  const group = await db.selectFrom('friend_groups').select(['id', 'name']).where('id', '=', groupId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!group) return undefined;
  const members = await db.selectFrom('friend_group_members').select('member_id').where('group_id', '=', groupId).orderBy('member_id').execute();
  return { groupId: num(group.id), name: group.name, memberIds: members.map((m) => num(m.member_id)) };
}

/** The owner's group names by id (to find a name already used, case-insensitively, in code). */
export const listGroupNames = (db: Db, ownerId: number) => db.selectFrom('friend_groups').select(['id', 'name']).where('owner_id', '=', ownerId).execute();

export async function insertGroup(db: Db, ownerId: number, name: string, at: string): Promise<number> {
  const row = await db.insertInto('friend_groups').values({ owner_id: ownerId, name, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return num(row.id);
}

export const renameGroup = (db: Db, groupId: number, name: string, at: string) =>
  db.updateTable('friend_groups').set({ name, updated_at: at }).where('id', '=', groupId).execute();

/** Sets the group's members to exactly `memberIds`. */
export async function replaceGroupMembers(db: Db, groupId: number, memberIds: readonly number[]): Promise<void> {
  await db.deleteFrom('friend_group_members').where('group_id', '=', groupId).execute();
  if (memberIds.length > 0) {
    await db
      .insertInto('friend_group_members')
      .values(memberIds.map((member_id) => ({ group_id: groupId, member_id })))
      .execute();
  }
}

/** Deletes one of the owner's groups (its members with it); false when it is not theirs. */
export async function deleteOwnGroup(db: Db, ownerId: number, groupId: number): Promise<boolean> {
  const owned = await db.selectFrom('friend_groups').select('id').where('id', '=', groupId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!owned) return false;
  await db.deleteFrom('friend_group_members').where('group_id', '=', groupId).execute();
  await db.deleteFrom('friend_groups').where('id', '=', groupId).execute();
  return true;
}

/** Unfriended: each leaves the other's groups. */
export async function leaveEachOthersGroups(db: Db, a: number, b: number): Promise<void> {
  for (const [owner, member] of [
    [a, b],
    [b, a],
  ] as const) {
    await db
      .deleteFrom('friend_group_members')
      .where('member_id', '=', member)
      .where('group_id', 'in', (eb) => eb.selectFrom('friend_groups').select('id').where('owner_id', '=', owner))
      .execute();
  }
}
