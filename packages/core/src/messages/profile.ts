/** The profile area's own words (the shell; each section's words are in `profile-<part>.ts`). */
export const profileLabels = {
  profileTitle: 'My profile',
  profileSections: 'Profile sections',
  tabs: {
    B: 'Basic details',
    S: 'Study preferences',
    E: 'Education',
    W: 'Work experience',
    P: 'Passport and visa',
  },
} as const;
