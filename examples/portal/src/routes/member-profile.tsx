import type { ReactNode } from 'react';
import { portalMessages, profileLabels, profileTabOf, type ProfileTab } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const Profile = lazyScreen(() => import('../screens/profile.js'), 'Profile');
const MessageNotices = lazyScreen(() => import('../screens/messaging-notices.js'), 'MessageNotices');

/**
 * A profile tab; the basic details tab has the message notice setting under it, in a section of its
 * own (the portal composes the two areas), so no other tab ends with a stray checkbox after its Save.
 */
const profileTab = (tab: ProfileTab): ReactNode => (
  <>
    <Profile tab={tab} headingLevel={1} />
    {tab === 'B' && (
      <section className="portal-panel portal-notices" aria-labelledby="portal-notices-title">
        <h2 id="portal-notices-title">{portalMessages.profileNoticesTitle}</h2>
        <MessageNotices />
      </section>
    )}
  </>
);

/** Member §2: /profile and its tabs /profile/myDetail, /studyPref, /education, /workexperience, /passport (members only), the message notice setting on the first. */
export const profileRoutes: PortalRoute[] = [
  { path: '/profile', title: () => profileLabels.profileTitle, member: true, render: () => profileTab('B') },
  { path: '/profile/:tab', title: () => profileLabels.profileTitle, member: true, render: (p) => profileTab(profileTabOf(p.tab)) },
];
