import type { ReactNode } from 'react';
import { compareMessages, favouriteMessages } from '@studyatlas/core';
import { MemberOnly } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';

const screens = () => import('../screens/saved.js');
const Compare = lazyScreen(screens, 'Compare');
const Favourites = lazyScreen(screens, 'Favourites');

/**
 * Discovery §2: the favourites (members only) and the course comparison. The same shape as the
 * entries of `portalRoutes` in ../routes.tsx, which spreads them in: `...savedRoutes`.
 */
export const savedRoutes: Array<{ path: string; title: () => string; render: () => ReactNode }> = [
  {
    path: '/favourite',
    title: () => favouriteMessages.favouritesTitle,
    render: () => (
      <MemberOnly headingLevel={1}>
        <Favourites headingLevel={1} />
      </MemberOnly>
    ),
  },
  { path: '/compare/', title: () => compareMessages.compareTitle, render: () => <Compare headingLevel={1} /> },
];
