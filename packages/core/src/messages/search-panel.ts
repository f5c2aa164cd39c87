/** The search panel screens' own words (the specification gives them none). */
import { defineCatalogue } from '../i18n/catalogue.js';
export const searchPanelLabels = /* @__PURE__ */ defineCatalogue('search-panel', 'searchPanelLabels', {
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
} as const);
