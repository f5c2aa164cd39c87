import * as z from 'zod/mini';
import { defineCall } from './define.js';

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
