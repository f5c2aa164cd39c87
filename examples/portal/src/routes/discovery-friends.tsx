import { Redirect } from 'wouter';
import { friendLabels } from '@studyatlas/core';
import { FriendSearchForm } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';
import { decodeParam } from '../pages/params.js';

const screens = () => import('../screens/friends.js');
const FriendDetail = lazyScreen(screens, 'FriendDetail');
const FriendList = lazyScreen(screens, 'FriendList');

/**
 * Discovery §2: the friend search and list (the filter panel above it; its random `reload` parameter
 * runs the search again) and a member's detail; sign-in required (discovery §6). Spread into
 * `portalRoutes` in ../routes.tsx: `...friendRoutes`.
 */
export const friendRoutes: PortalRoute[] = [
  { path: '/findfriend', member: true, title: () => friendLabels.resultsTitle, render: () => <Redirect to="/findfriend/list" replace /> },
  {
    path: '/findfriend/list/:reload?',
    member: true,
    title: () => friendLabels.resultsTitle,
    render: (p) => (
      <>
        <FriendSearchForm headingLevel={1} />
        <FriendList key={p.reload} reload={p.reload} headingLevel={2} />
      </>
    ),
  },
  {
    path: '/friendDetail/:clientId',
    member: true,
    title: () => friendLabels.resultsTitle,
    render: (p) => {
      const clientId = decodeParam(p.clientId);
      return /^\d{1,9}$/.test(clientId) && Number(clientId) > 0 ? (
        <FriendDetail key={clientId} clientId={Number(clientId)} headingLevel={1} />
      ) : (
        <Redirect to="/error" replace />
      );
    },
  },
];
