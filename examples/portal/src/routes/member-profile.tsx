import type { ReactNode } from 'react';
import { profileLabels, profileTabOf } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const Profile = lazyScreen(() => import('../screens/profile.js'), 'Profile');
const MessageNotices = lazyScreen(() => import('../screens/messaging-notices.js'), 'MessageNotices');

/** The profile with the message notice setting under it: the portal composes the two areas. */
const withNotices = (profile: ReactNode) => (
  <>
    {profile}
    <MessageNotices />
  </>
);

/** Member §2: /profile and its tabs /profile/myDetail, /studyPref, /education, /workexperience, /passport (members only), the message notice setting below them. */
export const profileRoutes: PortalRoute[] = [
  { path: '/profile', title: profileLabels.profileTitle, member: true, render: () => withNotices(<Profile tab="B" headingLevel={1} />) },
  { path: '/profile/:tab', title: profileLabels.profileTitle, member: true, render: (p) => withNotices(<Profile tab={profileTabOf(p.tab)} headingLevel={1} />) },
];
