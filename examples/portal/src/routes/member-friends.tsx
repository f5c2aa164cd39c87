import { myFriendsLabels } from '@studyatlas/core';
import { ReferFriend } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const MyFriends = lazyScreen(() => import('../screens/my-friends.js'), 'MyFriends');

/**
 * Member §2: /myfriendlist my friends (members only), with the refer-a-friend popover of the referral
 * area beside its title (the portal composes the two areas).
 */
export const myFriendsRoutes: PortalRoute[] = [
  { path: '/myfriendlist', title: () => myFriendsLabels.title, member: true, render: () => <MyFriends headingLevel={1} referFriend={<ReferFriend />} /> },
];
