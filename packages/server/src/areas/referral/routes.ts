import type { FastifyInstance } from 'fastify';
import { referral } from '@studyatlas/core/contracts';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { createReferralService } from './service.js';

/**
 * Refer a friend (member §7 "MyFriend" ReferFriend); it sends a mail, so it is rate-limited like the
 * other mail calls, per member (the sign-in is checked first), and at most REFERRALS_PER_DAY a day.
 */
export async function referralRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createReferralService(ctx);
  registerCall(app, referral.referFriend, async ({ member, query }) => ({ message: await service.referFriend(member, query) }), {
    rateLimit: ctx.config.rateLimits.resend,
  });
}
