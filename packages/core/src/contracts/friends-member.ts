import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { optionalId, requiredId } from './fields.js';
import { FRIEND_ANSWERS } from '../rules/friends-groups.js';

/** My friends (member §2 "My friends", §3 friend request and group, §7 MyFriend; AcceptReject of MSG). */
const area = 'friends';

/** A member on the My friends screen. */
export const MemberCard = z.object({
  clientId: z.number(),
  name: z.string(),
  /** GET this for the profile image (a short-lived signed address). */
  pflImage: z.string(),
  city: z.string(),
  country: z.string(),
});
export type MemberCard = z.infer<typeof MemberCard>;

export const FriendCard = z.extend(MemberCard, { linkId: z.number() });
export type FriendCard = z.infer<typeof FriendCard>;

/** A request waiting for an answer (incoming) or sent by the member. */
export const RequestCard = z.extend(MemberCard, { linkId: z.number(), note: z.string(), sentAt: z.string() });
export type RequestCard = z.infer<typeof RequestCard>;

export const SHARED_REASONS = ['destination', 'studyArea', 'institution'] as const;

/** Someone the member may know: what they share, most shared first. */
export const SuggestionCard = z.extend(MemberCard, {
  shared: z.number(),
  reasons: z.array(z.enum(SHARED_REASONS)),
});
export type SuggestionCard = z.infer<typeof SuggestionCard>;

export const GroupRow = z.object({
  groupId: z.number(),
  name: z.string(),
  members: z.array(z.object({ clientId: z.number(), name: z.string() })),
});
export type GroupRow = z.infer<typeof GroupRow>;

export const MyFriends = z.object({
  friends: z.array(FriendCard),
  incoming: z.array(RequestCard),
  sent: z.array(RequestCard),
  suggestions: z.array(SuggestionCard),
  groups: z.array(GroupRow),
});
export type MyFriends = z.infer<typeof MyFriends>;

export const myFriendLoad = defineCall({
  id: 'friendsMyFriendLoad',
  area,
  summary: "The member's friends, incoming and sent requests, suggested people (sharing a destination, study area or institution; most shared first) and groups.",
  method: 'GET',
  path: '/api/MyFriend/MyFriendLoad',
  auth: 'required',
  reply: MyFriends,
});

const answer = z.enum(FRIEND_ANSWERS);
const FriendAnswerReply = z.object({ retVal: z.number(), message: z.string() });

export const rejectRequest = defineCall({
  id: 'friendsAnswerRequest',
  area,
  summary: "Answers the request client_fk sent the member: lnktype L accepts ('Request accepted successfully'), R rejects. rank and msgText are accepted for old clients.",
  method: 'GET',
  path: '/api/MyFriend/RejectRequest',
  auth: 'required',
  query: z.object({
    client_fk: requiredId(),
    lnktype: answer,
    rank: z.optional(z.string().check(z.maxLength(20))),
    msgText: z.optional(z.string().check(z.maxLength(1000))),
  }),
  reply: FriendAnswerReply,
});

export const acceptReject = defineCall({
  id: 'friendsAcceptReject',
  area,
  summary: "Answers a friend request from its message (lnkFk the link of the request): L 'Friend Request accepted.', R 'Friend Request rejected.'",
  method: 'GET',
  path: '/api/MSG/AcceptReject',
  auth: 'required',
  query: z.object({ lnkFk: requiredId(), lnkType: answer }),
  reply: FriendAnswerReply,
});

export const addEditGroupLoad = defineCall({
  id: 'friendsGroupLoad',
  area,
  summary: 'The group dialog: the group (groupFk; none for a new one) and the friends who may be members.',
  method: 'GET',
  path: '/api/MyFriend/AddEditGroupLoad',
  auth: 'required',
  query: z.object({ groupFk: optionalId() }),
  reply: z.object({ group: z.nullable(z.object({ groupId: z.number(), name: z.string(), memberIds: z.array(z.number()) })), friends: z.array(MemberCard) }),
});

export const addEditGroupMember = defineCall({
  id: 'friendsGroupSave',
  area,
  summary:
    "Creates (groupId empty) or renames a group and sets its members (MemberUserFks: ids joined by semicolons; friends only). 400 with the specification's messages; result X with a warning (a name already used, a member who is not a friend).",
  method: 'GET',
  path: '/api/MyFriend/AddEditGroupMember',
  auth: 'required',
  query: z.object({
    name: z._default(z.string().check(z.maxLength(1000)), ''),
    MemberUserFks: z._default(z.string().check(z.maxLength(20_000)), ''),
    groupId: optionalId(),
  }),
  reply: z.object({ result: z.enum(['S', 'X']), message: z.string(), groupId: z.number() }),
});

export const deleteGroup = defineCall({
  id: 'friendsGroupDelete',
  area,
  summary: "Deletes one of the member's groups (messages already sent to it stay).",
  method: 'GET',
  path: '/api/MyFriend/DeleteGroup',
  auth: 'required',
  query: z.object({ groupId: requiredId() }),
  reply: z.object({ message: z.string() }),
});
