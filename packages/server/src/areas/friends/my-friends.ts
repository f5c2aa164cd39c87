import { friendMessages, messagingMessages, myFriendsMessages } from '@studyatlas/core';
import type { friendsMember as contract } from '@studyatlas/core/contracts';
import type { FriendAnswer } from '@studyatlas/core';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, notFound } from '../../http/errors.js';
import * as q from './my-friends-queries.js';
import { listGroupsWithMembers } from './groups-queries.js';

/** Suggested people at most (member §2: the screen shows 4 of them until "show all"). */
export const SUGGESTIONS_MAX = 50;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const fullName = (m: { firstName: string; surname: string }) => `${m.firstName} ${m.surname}`.trim();
const byName = <T extends { name: string; clientId: number }>(a: T, b: T) => collator.compare(a.name, b.name) || a.clientId - b.clientId;
const KIND_ORDER: readonly contract.SuggestionCard['reasons'][number][] = ['destination', 'studyArea', 'institution'];

export type MyFriendsService = ReturnType<typeof createMyFriendsService>;

/** The member's own side of friends (member §2 "My friends", §4 friend accept/reject): lists, suggestions, answers. */
export function createMyFriendsService(ctx: AppContext) {
  const { db } = ctx;
  const stamp = () => ctx.now().toISOString();
  const card = (viewer: AuthMember, m: q.MemberRow): contract.MemberCard => ({
    clientId: m.clientId,
    name: fullName(m),
    pflImage: ctx.imageUrls.friendImage(viewer.clientId, m.clientId),
    city: m.city,
    country: m.country,
  });

  /** Verified members sharing a destination, study area or institution, not linked or asked either way; most shared first. */
  async function suggestions(member: AuthMember): Promise<contract.SuggestionCard[]> {
    const things = await q.sharedThingsOf(db, member.clientId);
    const [hits, excluded] = await Promise.all([q.findSharing(db, member.clientId, things), q.linkedOrAskedIds(db, member.clientId)]);
    const shared = new Map<number, Set<string>>();
    for (const hit of hits) {
      if (excluded.has(hit.clientId)) continue;
      const set = shared.get(hit.clientId) ?? new Set<string>();
      set.add(`${hit.kind}:${hit.id}`);
      shared.set(hit.clientId, set);
    }
    const members = await q.membersByIds(db, [...shared.keys()]);
    return members
      .map((m) => {
        const keys = [...shared.get(m.clientId)!];
        const reasons = KIND_ORDER.filter((kind) => keys.some((key) => key.startsWith(`${kind}:`)));
        return { ...card(member, m), shared: keys.length, reasons };
      })
      .sort((a, b) => b.shared - a.shared || byName(a, b))
      .slice(0, SUGGESTIONS_MAX);
  }

  async function groups(member: AuthMember): Promise<contract.GroupRow[]> {
    const rows = await listGroupsWithMembers(db, member.clientId);
    const byId = new Map<number, contract.GroupRow>();
    for (const row of rows) {
      const group = byId.get(row.groupId) ?? { groupId: row.groupId, name: row.groupName, members: [] };
      if (row.clientId !== null) group.members.push({ clientId: row.clientId, name: fullName({ firstName: row.firstName ?? '', surname: row.surname ?? '' }) });
      byId.set(row.groupId, group);
    }
    const groups = [...byId.values()].sort((a, b) => collator.compare(a.name, b.name) || a.groupId - b.groupId);
    for (const group of groups) group.members.sort(byName);
    return groups;
  }

  /** Accepts (L) or rejects (R) an open link the member is the addressee of; false when it was answered meanwhile. */
  const answer = (linkId: number, reply: FriendAnswer) => q.answerRequest(db, linkId, reply, stamp());

  return {
    async load(member: AuthMember): Promise<contract.MyFriends> {
      const links = await q.listMyLinks(db, member.clientId);
      const request = (l: q.MyLinkRow): contract.RequestCard => ({ ...card(member, l), linkId: l.linkId, note: l.note, sentAt: l.createdAt });
      const newestFirst = (a: contract.RequestCard, b: contract.RequestCard) => b.sentAt.localeCompare(a.sentAt) || b.linkId - a.linkId;
      return {
        friends: links
          .filter((l) => l.state === 'L')
          .map((l) => ({ ...card(member, l), linkId: l.linkId }))
          .sort(byName),
        incoming: links.filter((l) => l.state === 'S' && !l.sentByMe).map(request).sort(newestFirst),
        sent: links.filter((l) => l.state === 'S' && l.sentByMe).map(request).sort(newestFirst),
        suggestions: await suggestions(member),
        groups: await groups(member),
      };
    },

    /** RejectRequest: the request client_fk sent the member, accepted (L) or rejected (R). */
    async answerFrom(member: AuthMember, clientId: number, reply: FriendAnswer): Promise<{ retVal: number; message: string }> {
      const linkId = await q.findOpenRequest(db, clientId, member.clientId);
      if (linkId === undefined || !(await answer(linkId, reply))) throw notFound(myFriendsMessages.requestNotFound);
      return { retVal: linkId, message: reply === 'L' ? friendMessages.friendRequestAccepted : myFriendsMessages.requestRejected };
    },

    /** AcceptReject: a request answered from its message by link id; only its addressee may, only while open. */
    async answerLink(member: AuthMember, linkId: number, reply: FriendAnswer): Promise<{ retVal: number; message: string }> {
      const link = await q.findLinkById(db, linkId);
      if (!link || Number(link.addressee_id) !== member.clientId) throw notFound(myFriendsMessages.requestNotFound);
      if (link.state !== 'S' || !(await answer(linkId, reply))) throw new HttpError(409, messagingMessages.friendRequestGone);
      return { retVal: linkId, message: reply === 'L' ? messagingMessages.friendRequestAccepted : messagingMessages.friendRequestRejected };
    },
  };
}
