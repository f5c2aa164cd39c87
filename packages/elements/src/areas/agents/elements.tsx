import { agentsCss, favouritesCss, institutionsCss, leafletCss } from '@studyatlas/react';
import { AgentDetail, AgentList, AgentMap, AgentSearchForm, agentRoute, useNavigation } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeaveUnknownRoute } from '../../leave-to-portal.js';

/*
 * The components behind the agent elements: each moves between the search, the list, the map and
 * the detail inside itself (in-memory navigation). A route the widget does not show (an
 * institution's detail) opens on the portal when the element has `portal-url`; otherwise the widget
 * returns to its start.
 */

/** The agent screens reuse the institutions' map and logos and render favourite toggles; the map needs Leaflet's stylesheet. */
export const areaStyles = [institutionsCss, favouritesCss, agentsCss, leafletCss];

export interface AgentSearchElementProps {
  /** A preset, fixed country: its id or its name. */
  country?: string;
  /** XYZ tile template of the map (default OpenStreetMap). */
  tileUrl?: string;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function AgentSearchElement({ country, tileUrl, headingLevel }: AgentSearchElementProps) {
  const { path } = useNavigation();
  const route = agentRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  useLeaveUnknownRoute(route.screen === 'elsewhere');
  const form = <AgentSearchForm country={country} headingLevel={level} />;
  switch (route.screen) {
    case 'start':
      return form;
    case 'list':
      return (
        <>
          {form}
          <AgentList reload={route.reload} headingLevel={level} />
        </>
      );
    case 'map':
      return (
        <>
          {form}
          <AgentMap mapType={route.mapType} tileUrl={tileUrl || undefined} headingLevel={level} />
        </>
      );
    case 'detail':
      return <AgentDetail key={route.legalFk} legalFk={route.legalFk} headingLevel={level} />;
    case 'elsewhere':
      return null;
  }
}

export interface AgentDetailElementProps {
  /** The agent to show (its legal id). */
  legalId?: number;
  /** Heading level of the agent's name (1–4; default 2). */
  headingLevel?: number;
}

export function AgentDetailElement({ legalId, headingLevel }: AgentDetailElementProps) {
  const { path } = useNavigation();
  const route = agentRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  useLeaveUnknownRoute(route.screen !== 'start' && route.screen !== 'detail');
  if (route.screen === 'detail') return <AgentDetail key={route.legalFk} legalFk={route.legalFk} headingLevel={level} />;
  if (route.screen !== 'start' || legalId === undefined || !Number.isSafeInteger(legalId) || legalId <= 0) return null;
  return <AgentDetail key={legalId} legalFk={legalId} headingLevel={level} />;
}
