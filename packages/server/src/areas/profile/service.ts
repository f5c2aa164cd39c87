import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { listContactSubjects } from '../../db/contact-subjects.js';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The profile area's rules. */
export function createProfileService(ctx: AppContext) {
  return {
    /**
     * Header data. The unread count is 0 and no preferred destination is known until the messaging
     * and study-preference areas land.
     */
    async userProfileData(member: AuthMember): Promise<profile.UserProfileData> {
      return {
        msgCount: 0,
        clientFk: member.clientId,
        preferredDestinationFk: null,
        isExternalLogin: member.provider !== '',
        subjects: await listContactSubjects(ctx.db),
      };
    },
  };
}
