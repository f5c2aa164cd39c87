import { format } from '../messages/common.js';
import { myFriendsMessages } from '../messages/friends.js';
import { collect, isBlank, type FieldErrors } from './field.js';

/** Friend request answers (member §4): L accept, R reject. */
export const FRIEND_ANSWERS = ['L', 'R'] as const;
export type FriendAnswer = (typeof FRIEND_ANSWERS)[number];

/** Group name (member §5, §9): at most 50 characters. */
export const GROUP_NAME_MAX = 50;
export const GROUP_MEMBERS_MAX = 200;
/** Suggested people (member §2): at most 4 shown when there are more than 5. */
export const SUGGESTIONS_SHOWN = 4;
export const SUGGESTIONS_COLLAPSE_ABOVE = 5;

/** The suggestions shown before "show all": all of them up to 5, else the first 4. */
export const visibleSuggestions = <T>(rows: readonly T[], expanded: boolean): readonly T[] =>
  expanded || rows.length <= SUGGESTIONS_COLLAPSE_ABOVE ? rows : rows.slice(0, SUGGESTIONS_SHOWN);

export interface GroupValues {
  name: string;
  memberIds: readonly number[];
}

/** A group (member §5): name required, at most 50 characters, at least one member. */
export function validateGroup(v: GroupValues): FieldErrors<keyof GroupValues> {
  return collect({
    name: [
      [isBlank(v.name), myFriendsMessages.groupNameRequired],
      [v.name.trim().length > GROUP_NAME_MAX, myFriendsMessages.groupNameTooLong],
    ],
    memberIds: [
      [v.memberIds.length === 0, myFriendsMessages.groupMemberRequired],
      [v.memberIds.length > GROUP_MEMBERS_MAX, format(myFriendsMessages.groupTooManyMembers, { max: GROUP_MEMBERS_MAX })],
    ],
  });
}
