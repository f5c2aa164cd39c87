import { Redirect } from 'wouter';
import { scholarshipLabels } from '@studyatlas/core';
import { ScholarshipSearchForm } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';
import { decodeParam } from '../pages/params.js';

const screens = () => import('../screens/scholarships.js');
const ScholarshipDetail = lazyScreen(screens, 'ScholarshipDetail');
const ScholarshipList = lazyScreen(screens, 'ScholarshipList');

/**
 * Discovery §2: the scholarship search and list (the filter panel above the list; its random `reload`
 * parameter runs the search again) and the scholarship detail. Spread into `portalRoutes` in
 * ../routes.tsx: `...scholarshipRoutes`.
 */
export const scholarshipRoutes: PortalRoute[] = [
  { path: '/findSch', render: () => <Redirect to="/findSch/list" replace /> },
  {
    path: '/findSch/list/:reload?',
    title: () => scholarshipLabels.resultsTitle,
    render: (p) => (
      <>
        <ScholarshipSearchForm headingLevel={1} />
        <ScholarshipList key={p.reload} reload={p.reload} headingLevel={2} />
      </>
    ),
  },
  {
    path: '/schdetail/:schId',
    title: () => scholarshipLabels.details,
    render: (p) => {
      const schId = decodeParam(p.schId);
      return /^\d{1,9}$/.test(schId) && Number(schId) > 0 ? (
        <ScholarshipDetail key={schId} schId={Number(schId)} headingLevel={1} />
      ) : (
        <Redirect to="/error" replace />
      );
    },
  },
];
