import { profileLabels, profileTabOf } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const Profile = lazyScreen(() => import('../screens/profile.js'), 'Profile');

/** Member §2: /profile and its tabs /profile/myDetail, /studyPref, /education, /workexperience, /passport (members only). */
export const profileRoutes: PortalRoute[] = [
  { path: '/profile', title: profileLabels.profileTitle, member: true, render: () => <Profile tab="B" headingLevel={1} /> },
  { path: '/profile/:tab', title: profileLabels.profileTitle, member: true, render: (p) => <Profile tab={profileTabOf(p.tab)} headingLevel={1} /> },
];
