import { referralMessages } from '../messages/referral.js';
import { collect, isBlank, isEmail, type FieldErrors } from './field.js';
import { CONTACT_NAME_MAX } from './shared-limits.js';

export interface ReferFriendValues {
  name: string;
  email: string;
}

/** Refer a friend (member §5): the friend's name, and an e-mail address of the basic pattern. */
export function validateReferFriend(v: ReferFriendValues): FieldErrors<keyof ReferFriendValues> {
  return collect({
    name: [
      [isBlank(v.name), referralMessages.referralNameRequired],
      [v.name.trim().length > CONTACT_NAME_MAX, referralMessages.referralNameTooLong],
    ],
    email: [
      [isBlank(v.email), referralMessages.referralEmailRequired],
      [!isEmail(v.email), referralMessages.referralInvalidEmail],
    ],
  });
}
