/** The profile area's own words (the shell; each section's words are in `profile-<part>.ts`). */
import { defineCatalogue } from '../i18n/catalogue.js';
export const profileLabels = /* @__PURE__ */ defineCatalogue('profile', 'profileLabels', {
  profileTitle: 'My profile',
  profileSections: 'Profile sections',
  checklistTitle: 'Ready to apply',
  checklistIntro: 'An application reads your profile. Still to do:',
  checklistComplete: 'Your profile is ready for an application.',
  checklistItems: {
    B: 'Basic details',
    E: 'At least one qualification',
    P: 'A passport (or one you applied for)',
  },
  checklistDone: 'Done',
  checklistMissing: '{count} required: {fields}',
  checklistToDo: 'To do',
  checklistOpen: 'Open {name}',
  tabs: {
    B: 'Basic details',
    S: 'Study preferences',
    E: 'Education',
    W: 'Work experience',
    P: 'Passport and visa',
  },
} as const);
