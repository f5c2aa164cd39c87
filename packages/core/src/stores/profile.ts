import { atom } from 'nanostores';
import type { UserProfileData } from '../contracts/profile.js';

/** Header data of the signed-in member (member §7 UserProfileData); null when signed out. */
export const $profile = atom<UserProfileData | null>(null);
