import { Redirect } from 'wouter';
import { eventLabels } from '@studyatlas/core';
import { lazyScreen } from './lazy-screen.js';
import type { PortalRoute } from './portal-route.js';

const screens = () => import('../screens/events.js');
const EventDetail = lazyScreen(screens, 'EventDetail');
const EventList = lazyScreen(screens, 'EventList');

const id = (value: string | undefined): number => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * Discovery §2: the event list with the filter panel beside it (its random `reload` parameter
 * re-mounts it) and the event detail. Spread into `portalRoutes` in ../routes.tsx: `...eventRoutes`.
 * The search form itself is the search panel's E tab on /findDashBoard.
 */
export const eventRoutes: PortalRoute[] = [
  { path: '/findEvent', render: () => <Redirect to="/findEvent/list" replace /> },
  {
    path: '/findEvent/list/:reload?',
    title: () => eventLabels.resultsTitle,
    render: (p) => <EventList key={p.reload} headingLevel={1} />,
  },
  {
    path: '/detail/:legalId/:locationId/:eventId',
    title: () => eventLabels.resultsTitle,
    render: (p) => (
      <EventDetail
        key={`${p.legalId}-${p.locationId}-${p.eventId}`}
        legalId={id(p.legalId)}
        locationId={id(p.locationId)}
        eventId={id(p.eventId)}
        headingLevel={1}
      />
    ),
  },
];
