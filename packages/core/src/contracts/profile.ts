/*
 * The profile area's header data (member §3 "Profile data") and its call. Defined with the session's
 * shapes in ./shared-member.ts: the sign-in loads the header data and contact-us reads its subjects.
 */
export { ContactSubject, UserProfileData, userProfileData } from './shared-member.js';
export * from './profile-places.js';
export * from './profile-study.js';
export * from './profile-education.js';
export * from './profile-work.js';
export * from './profile-passport.js';
export * from './profile-documents.js';
export * from './profile-basic.js';
export * from './profile-completeness.js';
