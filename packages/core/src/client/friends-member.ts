import * as friendsMember from '../contracts/friends-member.js';
import type { FriendCard, GroupRow, MemberCard, MyFriends, RequestCard, SuggestionCard } from '../contracts/friends-member.js';
import type { FriendAnswer } from '../rules/friends-groups.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

// The My friends shapes the screens use, by name.
export type { FriendCard, GroupRow, MemberCard, MyFriends, RequestCard, SuggestionCard };

/** The My friends route (member §2). */
export const MY_FRIENDS_ROUTE = '/myfriendlist';

export const loadMyFriends = (options: CallOptions = {}) => getClient().call(friendsMember.myFriendLoad, undefined, options);
/** Accepts (L) or rejects (R) the request `clientId` sent the member (My friends). */
export const answerFriendRequest = (clientId: number, answer: FriendAnswer, options: CallOptions = {}) =>
  getClient().call(friendsMember.rejectRequest, { query: { client_fk: clientId, lnktype: answer } }, options);
/** Accepts (L) or rejects (R) a friend request from its message (read-message screen). */
export const answerFriendRequestMessage = (linkId: number, answer: FriendAnswer, options: CallOptions = {}) =>
  getClient().call(friendsMember.acceptReject, { query: { lnkFk: linkId, lnkType: answer } }, options);
export const loadGroupDialog = (groupId?: number, options: CallOptions = {}) =>
  getClient().call(friendsMember.addEditGroupLoad, { query: { groupFk: groupId } }, options);
export const saveGroup = (name: string, memberIds: readonly number[], groupId?: number, options: CallOptions = {}) =>
  getClient().call(friendsMember.addEditGroupMember, { query: { name, MemberUserFks: memberIds.join(';'), groupId } }, options);
export const deleteGroup = (groupId: number, options: CallOptions = {}) => getClient().call(friendsMember.deleteGroup, { query: { groupId } }, options);
