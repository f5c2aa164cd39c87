import { myApplicationsLabels } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const MyApplications = lazyScreen(() => import('../screens/applications.js'), 'MyApplications');

const idOf = (value: string | undefined): number | undefined => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

/** Member §2: /apps my applications, /apps/:appId with that application highlighted (members only). */
export const applicationsRoutes: PortalRoute[] = [
  { path: '/apps', title: () => myApplicationsLabels.title, member: true, render: () => <MyApplications headingLevel={1} /> },
  { path: '/apps/:appId', title: () => myApplicationsLabels.title, member: true, render: (p) => <MyApplications appId={idOf(p.appId)} headingLevel={1} /> },
];
