import * as z from 'zod/mini';
import { defineCall } from './define.js';

const area = 'profile';

/** The profile sections an application reads, in the order the checklist shows them. */
export const COMPLETENESS_TABS = ['B', 'E', 'P'] as const;

export const ProfileCompleteness = z.object({
  /** Every section below is done: the profile is ready for an application. */
  complete: z.boolean(),
  sections: z.array(
    z.object({
      tab: z.enum(COMPLETENESS_TABS),
      done: z.boolean(),
      /**
       * What is missing: for B the basic details' field paths (`basic.dateOfBirth`,
       * `contact.current.cityFk` …, the client names them), for E `qualification`, for P `passport`.
       */
      missing: z.array(z.string()),
    }),
  ),
});
export type ProfileCompleteness = z.infer<typeof ProfileCompleteness>;

/** Not a specification call: the checklist of issue 11 and the wizard's start check read it. */
export const profileCompleteness = defineCall({
  id: 'profileCompleteness',
  area,
  summary:
    'What the signed-in member still has to fill before applying: B the required basic details (field paths), E at least one qualification, P at least one passport (applied-for counts).',
  method: 'GET',
  path: '/api/Profile/ProfileCompleteness',
  auth: 'required',
  reply: ProfileCompleteness,
});
