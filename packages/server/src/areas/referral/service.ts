import { format, validateReferFriend, referralMessages } from '@studyatlas/core';
import type { referral } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { rejectInvalid, tooManyRequests } from '../../http/errors.js';
import { inLocale } from '../../http/locale.js';
import { mailLocaleOfAddress } from '../../mail/recipient-locale.js';
import { invitationMail, signUpLink } from './mails.js';
import { insertReferral, referralsSince } from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Refer a friend (member §5, §7): the invitation is stored and e-mailed with the sign-up link. */
export function createReferralService(ctx: AppContext) {
  const { db, config, mailer, now } = ctx;

  /** At most `config.referralsPerDay` invitations per member in any 24 hours (429 with Retry-After). */
  async function checkDailyLimit(member: AuthMember): Promise<void> {
    const at = now().getTime();
    const sent = await referralsSince(db, member.clientId, new Date(at - DAY_MS).toISOString());
    if (sent.count < config.referralsPerDay) return;
    const freeAt = sent.oldest ? Date.parse(sent.oldest) + DAY_MS : at + DAY_MS;
    throw tooManyRequests(freeAt - at, format(referralMessages.referralDailyLimit, { max: config.referralsPerDay }));
  }

  return {
    async referFriend(member: AuthMember, query: referral.ReferFriendQuery): Promise<string> {
      const values = { name: query.name ?? '', email: query.email ?? '' };
      rejectInvalid(validateReferFriend(values));
      await checkDailyLimit(member);
      const friendName = values.name.trim();
      const friendEmail = values.email.trim().toLowerCase();
      await insertReferral(db, { client_id: member.clientId, friend_name: friendName, friend_email: friendEmail, created_at: now().toISOString() });
      await mailer.send(
        await inLocale(await mailLocaleOfAddress(db, friendEmail), () => invitationMail({
          friendName,
          friendEmail,
          // The sender as the account has them (read with the session on every call), never typed in the form.
          memberName: `${member.firstName} ${member.surname}`.trim(),
          memberEmail: member.email,
          link: signUpLink(config.publicUrl),
        })),
      );
      return format(referralMessages.referralSent, { email: friendEmail });
    },
  };
}
