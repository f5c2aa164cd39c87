import { institutionLabels as t, type MapIconType } from '@studyatlas/core';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { FindMapBody, FindResults } from '../../kits/find/find-results.js';
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

export function InstitutionMapView({ map, mapType, tileUrl, tileAttribution, headingLevel, className }: InstitutionMapViewProps) {
  return (
    <FindResults className={className} title={t.resultsTitle} viewMenu={<InstitutionViewMenu current="D" />} headingLevel={headingLevel} loading={map.status === 'loading'}>
      <FindMapBody map={map} mapType={mapType} tileUrl={tileUrl} tileAttribution={tileAttribution} />
    </FindResults>
  );
}
