import { agentLabels as t, type MapIconType } from '@studyatlas/core';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FindMapBody, FindResults } from '../../kits/find/find-results.js';
import { AgentViewMenu } from './agent-view-menu.js';
import { useAgentMap, type AgentMapController } from './use-agent-map.js';

export interface AgentMapProps {
  /** The route's `:mapType`: the tier to start at (ICON1 … ICON4). */
  mapType?: MapIconType;
  /** XYZ tile template (default OpenStreetMap). */
  tileUrl?: string;
  tileAttribution?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findagent/map/:mapType? — the agents' offices of the search on a map, with the View menu. */
export function AgentMap(props: AgentMapProps) {
  const map = useAgentMap();
  return <AgentMapView map={map} {...props} />;
}

export interface AgentMapViewProps extends AgentMapProps {
  map: AgentMapController;
}

export function AgentMapView({ map, mapType, tileUrl, tileAttribution, headingLevel, className }: AgentMapViewProps) {
  return (
    <FindResults
      areaClass="sa-agent-results"
      className={className}
      title={t.resultsTitle}
      viewMenu={<AgentViewMenu current="D" />}
      headingLevel={headingLevel}
      loading={map.status === 'loading'}
    >
      <FindMapBody map={map} mapType={mapType} tileUrl={tileUrl} tileAttribution={tileAttribution} label={t.mapLabel} />
    </FindResults>
  );
}
