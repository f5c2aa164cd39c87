import { httpMessages, myFriendsMessages, validateGroup } from '@studyatlas/core';
import type { friendsMember as contract } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound, rejectInvalid } from '../../http/errors.js';
import * as g from './groups-queries.js';
import { listLinkedFriends } from './queries.js';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
/** Group names are the same when they differ in case only. */
const caseless = new Intl.Collator('en', { sensitivity: 'accent' });
const sameName = (a: string, b: string) => caseless.compare(a.trim(), b.trim()) === 0;

/** MemberUserFks: ids joined by ';' (',' too); blanks between separators are ignored. Junk → 400. */
export function parseMemberIds(text: string): number[] {
  const parts = text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids = new Set<number>();
  for (const part of parts) {
    if (!/^\d{1,9}$/.test(part) || Number(part) === 0) {
      throw new HttpError(400, httpMessages.invalidInput, { errors: { MemberUserFks: httpMessages.invalidInput } });
    }
    ids.add(Number(part));
  }
  return [...ids];
}

export type GroupsService = ReturnType<typeof createGroupsService>;

/** The member's friend groups (member §3 "Group", §5): own groups only; members are the owner's friends. */
export function createGroupsService(ctx: AppContext) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();

  return {
    /** AddEditGroupLoad: the group (own only, else 404) and the friends who may be members, by name. */
    async load(member: AuthMember, groupId: number | undefined): Promise<{ group: { groupId: number; name: string; memberIds: number[] } | null; friends: contract.MemberCard[] }> {
      const group = groupId === undefined ? null : ((await g.findOwnGroup(db, member.clientId, groupId)) ?? null);
      if (groupId !== undefined && !group) throw notFound(myFriendsMessages.groupNotFound);
      const friends = (await listLinkedFriends(db, member.clientId))
        .map((f) => ({
          clientId: f.clientId,
          name: `${f.firstName} ${f.surname}`.trim(),
          pflImage: ctx.imageUrls.friendImage(member.clientId, f.clientId),
          city: f.city,
          country: f.country,
        }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.clientId - b.clientId);
      return { group, friends };
    },

    /**
     * AddEditGroupMember: creates (no groupId) or renames one of the member's groups and sets its
     * members. 400 with the specification's messages; X (nothing saved) when the name is another
     * group's of the member or a member is not a friend; S when saved. One transaction.
     */
    async save(member: AuthMember, input: { name: string; MemberUserFks: string; groupId?: number | undefined }): Promise<{ result: 'S' | 'X'; message: string; groupId: number }> {
      const memberIds = parseMemberIds(input.MemberUserFks);
      const name = input.name.trim();
      rejectInvalid(validateGroup({ name, memberIds }));
      const owner = member.clientId;
      return db.transaction().execute(async (trx) => {
        const existing = input.groupId === undefined ? undefined : await g.findOwnGroup(trx, owner, input.groupId);
        if (input.groupId !== undefined && !existing) throw notFound(myFriendsMessages.groupNotFound);
        const currentId = existing?.groupId ?? 0;
        const names = await g.listGroupNames(trx, owner);
        if (names.some((other) => Number(other.id) !== currentId && sameName(other.name, name))) {
          return { result: 'X' as const, message: myFriendsMessages.groupNameTaken, groupId: currentId };
        }
        const friends = new Set((await listLinkedFriends(trx, owner)).map((f) => f.clientId));
        if (memberIds.some((id) => !friends.has(id))) {
          return { result: 'X' as const, message: myFriendsMessages.groupMembersNotFriends, groupId: currentId };
        }
        const at = stamp();
        const groupId = existing ? existing.groupId : await g.insertGroup(trx, owner, name, at);
        if (existing) await g.renameGroup(trx, groupId, name, at);
        await g.replaceGroupMembers(trx, groupId, memberIds);
        return { result: 'S' as const, message: myFriendsMessages.groupSaved, groupId };
      });
    },

    /** DeleteGroup: one of the member's groups (else 404); messages sent to it stay. */
    async remove(member: AuthMember, groupId: number): Promise<{ message: string }> {
      const deleted = await db.transaction().execute((trx) => g.deleteOwnGroup(trx, member.clientId, groupId));
      if (!deleted) throw notFound(myFriendsMessages.groupNotFound);
      return { message: myFriendsMessages.groupDeleted };
    },
  };
}
