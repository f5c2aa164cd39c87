/** Refer a friend, and the invitation e-mail. */
import { defineCatalogue } from '../i18n/catalogue.js';
export const referralMessages = /* @__PURE__ */ defineCatalogue('referral', 'referralMessages', {
  // Refer a friend (member §5, §7 ReferFriend); the success and e-mail wording is our own
  referralNameRequired: 'Name is required',
  referralNameTooLong: 'Name must be at most 100 characters',
  referralEmailRequired: 'Email is required',
  referralInvalidEmail: 'InValid Email',
  referralSent: 'Your invitation has been sent to {email}.',
  referralDailyLimit: 'You can invite up to {max} friends a day. Please try again tomorrow.',
  mailReferralSubject: '{name} invites you to StudyAtlas',
  mailReferralSender: 'Sent at the request of the StudyAtlas member {name} ({email}).',
  mailReferralIntro: '{name} thinks you would like StudyAtlas: find institutions, courses and scholarships around the world, compare courses and apply online.',
  mailReferralAction: 'Create your free account here:',
  mailReferralButton: 'Sign up to StudyAtlas',
  mailReferralIgnore: 'If you are not interested, you can ignore this e-mail.',
} as const);

/** The refer-a-friend popover's own words. */
export const referralLabels = /* @__PURE__ */ defineCatalogue('referral', 'referralLabels', {
  open: 'Refer a friend',
  title: 'Refer a friend',
  intro: 'Invite a friend to StudyAtlas: we will e-mail them a link to sign up.',
  name: 'Name',
  email: 'Email',
  send: 'Send invitation',
  cancel: 'Cancel',
} as const);
