import * as z from 'zod/mini';
import { defineCall } from './define.js';

/*
 * The signed-in member as every area sees it: the token reply and the member it names (what the
 * session store keeps), and the header data loaded after sign-in (UserProfileData, with the
 * contact-us subjects). Below the areas: `auth` re-exports Member and TokenReply, `profile` the
 * header data and its call, `contact` uses the subjects.
 */

/** The signed-in member as the session and the token reply describe them. */
export const Member = z.object({
  clientId: z.number(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  /** The member's saved language (issue 28): a locale of LOCALES, or null when they never chose one. */
  locale: z.optional(z.nullable(z.string())),
});
export type Member = z.infer<typeof Member>;

export const TokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number(),
  userName: z.string(),
  member: Member,
});
export type TokenReply = z.infer<typeof TokenReply>;

export const ContactSubject = z.object({ id: z.number(), name: z.string() });

/** Header data (member §3 "Profile data"): unread count, ids, and the contact-us subjects. */
export const UserProfileData = z.object({
  msgCount: z.number(),
  clientFk: z.number(),
  preferredDestinationFk: z.nullable(z.number()),
  isExternalLogin: z.boolean(),
  subjects: z.array(ContactSubject),
});
export type UserProfileData = z.infer<typeof UserProfileData>;

export const userProfileData = defineCall({
  id: 'userProfileData',
  area: 'profile',
  summary: 'Data for the header: unread messages, member id, preferred destination.',
  method: 'GET',
  path: '/api/Profile/UserProfileData',
  auth: 'required',
  reply: UserProfileData,
});
