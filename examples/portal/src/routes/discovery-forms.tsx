import { Redirect } from 'wouter';
import { formLabels } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';
import { decodeParam } from '../pages/params.js';

const screens = () => import('../screens/forms.js');
const FormFinder = lazyScreen(screens, 'FormFinder');

/**
 * Discovery §2: the form search and list, /findForm/list/:legalId? (the institution detail's form
 * categories link here with their institution, which is then preset). Spread into `portalRoutes` in
 * ../routes.tsx: `...formRoutes`.
 */
export const formRoutes: PortalRoute[] = [
  { path: '/findForm', render: () => <Redirect to="/findForm/list" replace /> },
  {
    path: '/findForm/list/:legalId?',
    title: () => formLabels.resultsTitle,
    render: (p) => {
      const legalId = decodeParam(p.legalId);
      if (legalId && !(/^\d{1,9}$/.test(legalId) && Number(legalId) > 0)) return <Redirect to="/error" replace />;
      return <FormFinder key={legalId} legalId={legalId ? Number(legalId) : undefined} headingLevel={1} />;
    },
  },
];
