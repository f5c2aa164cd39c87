import * as referral from '../contracts/referral.js';
import type { ReferFriendValues } from '../rules/referral.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/** Invites a friend by e-mail (GET ReferFriend, signed in); resolves with the confirmation. */
export async function referFriend(values: ReferFriendValues, options: CallOptions = {}): Promise<string> {
  const query = { name: values.name.trim(), email: values.email.trim() };
  return (await getClient().call(referral.referFriend, { query }, options)).message;
}
