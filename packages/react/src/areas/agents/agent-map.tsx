import { agentLabels as t, type MapIconType, institutionMessages } from '@studyatlas/core';
import { Loader } from '../../ui/loader/loader.js';
import type { HeadingLevel } from '../auth/auth-panel.js';
import { LeafletMap } from '../institutions/leaflet-map.js';
import { mapDataMissing } from '../institutions/map-model.js';
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

export function AgentMapView({ map, mapType, tileUrl, tileAttribution, headingLevel = 2, className }: AgentMapViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `sa-root sa-inst-results sa-agent-results ${className}` : 'sa-root sa-inst-results sa-agent-results'} aria-busy={map.status === 'loading'}>
      <div className="sa-inst-results-head">
        <Heading className="sa-inst-title">{t.resultsTitle}</Heading>
        <AgentViewMenu current="D" />
      </div>
      <Loader active={map.status === 'loading'} />
      {map.status !== 'loading' &&
        (map.status === 'failed' || mapDataMissing(map.records) ? (
          <p className="sa-inst-empty" role="status">
            {institutionMessages.mapDataNotAvailable}
          </p>
        ) : (
          <LeafletMap
            records={map.records}
            startTier={mapType}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            label={t.mapLabel}
            detailHref={map.detailHref}
            onOpenDetail={map.openDetail}
          />
        ))}
    </section>
  );
}
