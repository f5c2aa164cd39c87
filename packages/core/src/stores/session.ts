import { persistentJSON } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { Member, TokenReply, UserProfileData } from '../contracts/shared-member.js';

export interface Session {
  token: string;
  /** Epoch milliseconds at which the token stops working. */
  expiresAt: number;
  userName: string;
  member: Member;
  /** Member §9: the main menu type, 'H' after an external login; absent after a password sign-in. */
  menuType?: MenuType;
}

/** The main menu types the specification names (member §9: 'H' after an external login). */
export type MenuType = 'H';
export const EXTERNAL_LOGIN_MENU_TYPE: MenuType = 'H';

/** The signed-in session, persisted in localStorage and shared by every widget on the page. */
export const $session = persistentJSON<Session | null>('studyatlas.session', null);

export const $signedIn = computed($session, (session) => session !== null);

/** Header data of the signed-in member (member §7 UserProfileData); null when signed out. */
export const $profile = atom<UserProfileData | null>(null);

export function sessionFromToken(reply: TokenReply, now = Date.now(), menuType?: MenuType): Session {
  return {
    token: reply.access_token,
    expiresAt: now + reply.expires_in * 1000,
    userName: reply.userName,
    member: reply.member,
    ...(menuType ? { menuType } : {}),
  };
}

/** Starts (or renews) the session; `menuType` 'H' marks an external login (member §9). */
export const startSession = (reply: TokenReply, menuType?: MenuType): void => $session.set(sessionFromToken(reply, Date.now(), menuType));

/** The main menu type of the session (member §9): 'H' after an external login, else null. */
export const $menuType = computed($session, (session) => session?.menuType ?? null);

export const endSession = (): void => $session.set(null);

/**
 * Derives the login state from stored data (discovery §2: on every route change): an expired token
 * ends the session. Returns whether a member is signed in.
 */
export function deriveSession(now = Date.now()): boolean {
  const session = $session.get();
  if (session && session.expiresAt <= now) endSession();
  return $session.get() !== null;
}

/** True when the token is close enough to its end that it should be renewed. */
export const needsRenewal = (session: Session, now = Date.now(), marginMs = 5 * 60_000): boolean =>
  session.expiresAt - now < marginMs;

/** Writes the live unread count into the header data (no change when it is the same or no profile is loaded). */
export function setUnreadCount(count: number): void {
  const profile = $profile.get();
  if (profile && profile.msgCount !== count) $profile.set({ ...profile, msgCount: count });
}
