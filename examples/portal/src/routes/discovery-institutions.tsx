import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { institutionLabels, MAP_ICON_TYPES, viewTabOf, type MapIconType } from '@studyatlas/core';
import { InstitutionSearchForm, institutionViewRoute } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import { decodeParam } from '../pages/params.js';

const screens = () => import('../screens/institutions.js');
const InstitutionDetail = lazyScreen(screens, 'InstitutionDetail');
const InstitutionList = lazyScreen(screens, 'InstitutionList');
const InstitutionMap = lazyScreen(screens, 'InstitutionMap');

type Params = Record<string, string | undefined>;


const tierOf = (value: string | undefined): MapIconType | undefined =>
  (MAP_ICON_TYPES as readonly string[]).includes(value ?? '') ? (value as MapIconType) : undefined;

/**
 * Discovery §2: the institution search as a list or a map (the filter panel above both) and the
 * institution detail. The same shape as the entries of `portalRoutes` in ../routes.tsx, which spreads
 * them in: `...institutionRoutes`.
 */
export const institutionRoutes: Array<{ path: string; title: () => string; render: (params: Params) => ReactNode }> = [
  {
    path: '/findInst/list/:reload?',
    title: () => institutionLabels.resultsTitle,
    render: (p) => (
      <>
        <InstitutionSearchForm headingLevel={1} />
        <InstitutionList key={p.reload} reload={p.reload} headingLevel={2} />
      </>
    ),
  },
  {
    path: '/findInst/map/:mapType?',
    title: () => institutionLabels.resultsTitle,
    render: (p) => (
      <>
        <InstitutionSearchForm headingLevel={1} />
        <InstitutionMap mapType={tierOf(decodeParam(p.mapType))} headingLevel={2} />
      </>
    ),
  },
  // The remembered view (L list by default, D map; kept across reloads).
  { path: '/findInst', title: () => institutionLabels.resultsTitle, render: () => <Redirect to={institutionViewRoute(viewTabOf('institutions'))} replace /> },
  {
    path: '/instdetail/:legalId',
    title: () => institutionLabels.resultsTitle,
    render: (p) => {
      const legalId = decodeParam(p.legalId);
      return /^\d+$/.test(legalId) ? <InstitutionDetail key={legalId} legalFk={Number(legalId)} headingLevel={1} /> : <Redirect to="/error" replace />;
    },
  },
];
