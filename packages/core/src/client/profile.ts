import * as completeness from '../contracts/profile-completeness.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/** The profile's tabs (member §2: B myDetail, S studyPref, E education, W workexperience, P passport) and their routes. */
export const PROFILE_TABS = ['B', 'S', 'E', 'W', 'P'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TAB_PATHS: Record<ProfileTab, string> = { B: 'myDetail', S: 'studyPref', E: 'education', W: 'workexperience', P: 'passport' };

/** '/profile/myDetail' … */
export const profileRoute = (tab: ProfileTab = 'B'): string => `/profile/${TAB_PATHS[tab]}`;

/** The tab of a route segment ('education', any case) or code ('E'); B when unknown. */
export function profileTabOf(segment: string | undefined): ProfileTab {
  const wanted = segment?.trim().toLowerCase() ?? '';
  return PROFILE_TABS.find((tab) => tab.toLowerCase() === wanted || TAB_PATHS[tab].toLowerCase() === wanted) ?? 'B';
}

/**
 * The member routes of the specification (member §2): signed out, a visitor asking for one is sent
 * to sign in, then back to it.
 */
export const MEMBER_ROUTE_PREFIXES = ['/profile', '/onlineApp', '/apps', '/msgList', '/createMsg', '/readMsg', '/myfriendlist'] as const;

/** Whether a route needs a signed-in member. */
export function isMemberRoute(path: string): boolean {
  const route = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  return MEMBER_ROUTE_PREFIXES.some((prefix) => {
    const p = prefix.toLowerCase();
    return route === p || route.startsWith(`${p}/`);
  });
}

/** What the member still has to fill before applying (ProfileCompleteness). */
export const loadProfileCompleteness = (options?: CallOptions) => getClient().call(completeness.profileCompleteness, undefined, options);
export type { ProfileCompleteness } from '../contracts/profile-completeness.js';
