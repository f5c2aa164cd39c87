import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { MessageReply } from './common.js';

const area = 'referral';

/** A text field old clients may send as null. */
const maybeText = () => z._default(z.nullable(z.string()), '');

export const ReferFriendQuery = z.object({ name: maybeText(), email: maybeText() });
export type ReferFriendQuery = z.infer<typeof ReferFriendQuery>;

/** Member §7 "MyFriend": ReferFriend?name&email. */
export const referFriend = defineCall({
  id: 'referFriend',
  area,
  summary: 'Invites a friend by e-mail: the referral is stored and the friend gets a sign-up link.',
  method: 'GET',
  path: '/api/MyFriend/ReferFriend',
  auth: 'required',
  query: ReferFriendQuery,
  reply: MessageReply,
});
