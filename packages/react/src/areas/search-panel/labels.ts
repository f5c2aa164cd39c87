import type { PanelTab } from '@studyatlas/core';

/**
 * Labels of the search panel (the specification names the tabs by code only: R friends, I
 * institutions, C courses, S scholarships, F forms, A agents, E events). Kept together so they move
 * into `core/src/messages.ts` in one piece.
 */
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
  } satisfies Record<PanelTab, string>,
  friendsSignIn: 'Please sign in to find friends.',
} as const;
