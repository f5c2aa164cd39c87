import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { agentLabels, MAP_ICON_TYPES, viewTabOf, type MapIconType } from '@studyatlas/core';
import { AgentSearchForm, agentViewRoute } from '@studyatlas/react';
import { lazyScreen } from './lazy-screen.js';
import { decodeParam } from '../pages/params.js';

const screens = () => import('../screens/agents.js');
const AgentDetail = lazyScreen(screens, 'AgentDetail');
const AgentList = lazyScreen(screens, 'AgentList');
const AgentMap = lazyScreen(screens, 'AgentMap');

type Params = Record<string, string | undefined>;


const tierOf = (value: string | undefined): MapIconType | undefined =>
  (MAP_ICON_TYPES as readonly string[]).includes(value ?? '') ? (value as MapIconType) : undefined;

/**
 * Discovery §2: the agent search as a list or a map (the filter panel above both) and the agent
 * detail. Spread into `portalRoutes` in ../routes.tsx: `...agentRoutes`.
 */
export const agentRoutes: Array<{ path: string; title: () => string; render: (params: Params) => ReactNode }> = [
  {
    path: '/findagent/list/:reload?',
    title: () => agentLabels.resultsTitle,
    render: (p) => (
      <>
        <AgentSearchForm headingLevel={1} />
        <AgentList key={p.reload} reload={p.reload} headingLevel={2} />
      </>
    ),
  },
  {
    path: '/findagent/map/:mapType?',
    title: () => agentLabels.resultsTitle,
    render: (p) => (
      <>
        <AgentSearchForm headingLevel={1} />
        <AgentMap mapType={tierOf(decodeParam(p.mapType))} headingLevel={2} />
      </>
    ),
  },
  // The remembered view (L list by default, D map).
  { path: '/findagent', title: () => agentLabels.resultsTitle, render: () => <Redirect to={agentViewRoute(viewTabOf('agents'))} replace /> },
  {
    path: '/agentdetail/:legalId',
    title: () => agentLabels.resultsTitle,
    render: (p) => {
      const legalId = decodeParam(p.legalId);
      return /^\d+$/.test(legalId) ? <AgentDetail key={legalId} legalFk={Number(legalId)} headingLevel={1} /> : <Redirect to="/error" replace />;
    },
  },
];
