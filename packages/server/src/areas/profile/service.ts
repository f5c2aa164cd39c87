import type { profile } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { listContactSubjects } from '../../db/contact-subjects.js';
import { unreadCountOf } from '../../mailbox/unread.js';
import { preferredDestination } from './study-destination.js';

export type ProfileService = ReturnType<typeof createProfileService>;

/** The profile area's rules. */
export function createProfileService(ctx: AppContext) {
  return {
    /** Header data; the unread count is the mailbox's (inbox and own folders). */
    async userProfileData(member: AuthMember): Promise<profile.UserProfileData> {
      return {
        msgCount: await unreadCountOf(ctx.db, member.clientId),
        clientFk: member.clientId,
        preferredDestinationFk: await preferredDestination(ctx.db, member.clientId),
        isExternalLogin: member.provider !== '',
        subjects: await listContactSubjects(ctx.db),
      };
    },
  };
}
