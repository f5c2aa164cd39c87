export { ReferFriend, ReferFriendView, type ReferFriendOptions, type ReferFriendViewProps } from './refer-friend.js';
export { useReferFriend, type ReferFriendController, type ReferFriendFormValues } from './use-refer-friend.js';
