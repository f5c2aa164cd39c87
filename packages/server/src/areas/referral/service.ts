import { format, validateReferFriend, referralMessages } from '@studyatlas/core';
import type { referral } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { rejectInvalid } from '../../http/errors.js';
import { invitationMail, signUpLink } from './mails.js';
import { insertReferral } from './queries.js';

/** Refer a friend (member §5, §7): the invitation is stored and e-mailed with the sign-up link. */
export function createReferralService(ctx: AppContext) {
  const { db, config, mailer, now } = ctx;
  return {
    async referFriend(member: AuthMember, query: referral.ReferFriendQuery): Promise<string> {
      const values = { name: query.name ?? '', email: query.email ?? '' };
      rejectInvalid(validateReferFriend(values));
      const friendName = values.name.trim();
      const friendEmail = values.email.trim().toLowerCase();
      await insertReferral(db, { client_id: member.clientId, friend_name: friendName, friend_email: friendEmail, created_at: now().toISOString() });
      await mailer.send(
        invitationMail({
          friendName,
          friendEmail,
          memberName: `${member.firstName} ${member.surname}`.trim(),
          link: signUpLink(config.publicUrl),
        }),
      );
      return format(referralMessages.referralSent, { email: friendEmail });
    },
  };
}
