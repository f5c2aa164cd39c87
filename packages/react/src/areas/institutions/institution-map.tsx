import { type MapIconType, institutionMessages } from '@studyatlas/core';
import { Loader } from '../../ui/loader/loader.js';
import type { HeadingLevel } from '../auth/auth-panel.js';
import { institutionLabels as t } from '@studyatlas/core';
import { LeafletMap } from './leaflet-map.js';
import { mapDataMissing } from './map-model.js';
import { useInstitutionMap, type InstitutionMapController } from './use-institution-map.js';
import { InstitutionViewMenu } from './view-menu.js';

export interface InstitutionMapProps {
  /** The route's `:mapType`: the tier to start at (ICON1 … ICON4). */
  mapType?: MapIconType;
  /** XYZ tile template (default OpenStreetMap). */
  tileUrl?: string;
  tileAttribution?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** /findInst/map/:mapType? — the institutions of the search on a map, with the View menu. */
export function InstitutionMap(props: InstitutionMapProps) {
  const map = useInstitutionMap();
  return <InstitutionMapView map={map} {...props} />;
}

export interface InstitutionMapViewProps extends InstitutionMapProps {
  map: InstitutionMapController;
}

export function InstitutionMapView({ map, mapType, tileUrl, tileAttribution, headingLevel = 2, className }: InstitutionMapViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={className ? `sa-root sa-inst-results ${className}` : 'sa-root sa-inst-results'} aria-busy={map.status === 'loading'}>
      <div className="sa-inst-results-head">
        <Heading className="sa-inst-title">{t.resultsTitle}</Heading>
        <InstitutionViewMenu current="D" />
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
            detailHref={map.detailHref}
            onOpenDetail={map.openDetail}
          />
        ))}
    </section>
  );
}
