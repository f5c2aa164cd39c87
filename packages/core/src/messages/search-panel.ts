/** The search panel screens' own words (the specification gives them none). */
export const searchPanelLabels = {
  panel: 'Search',
  tabs: {
    R: 'Friends',
    I: 'Institutions',
    C: 'Courses',
    S: 'Scholarships',
    F: 'Forms',
    A: 'Agents',
    E: 'Events',
  },
  friendsSignIn: 'Please sign in to find friends.',
} as const;
