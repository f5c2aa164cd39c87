import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { listContactSubjects } from '../../db/contact-subjects.js';
import { preferredDestination } from './basic-queries.js';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The profile area's rules. */
export function createProfileService(ctx: AppContext) {
  return {
    /**
     * Header data. The unread count is 0 until the messaging area lands; the preferred destination
     * is the basic-detail row's (ChangeDestinationSave).
     */
    async userProfileData(member: AuthMember): Promise<profile.UserProfileData> {
      return {
        msgCount: 0,
        clientFk: member.clientId,
        preferredDestinationFk: await preferredDestination(ctx.db, member.clientId),
        isExternalLogin: member.provider !== '',
        subjects: await listContactSubjects(ctx.db),
      };
    },
  };
}
