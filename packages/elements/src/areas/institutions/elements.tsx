import {
  InstitutionDetail,
  InstitutionList,
  InstitutionMap,
  InstitutionSearchForm,
  favouritesCss,
  institutionRoute,
  institutionsCss,
  leafletCss,
  useNavigation,
} from '@studyatlas/react';
import { useLeaveUnknownRoute } from '../../leave-to-portal.js';
import { headingLevelOf } from '../../heading-level.js';

/*
 * The components behind the institution elements: each moves between the search, the list, the map
 * and the detail inside itself (in-memory navigation), never touching the host page's URL. A route
 * the widget does not show opens on the portal when the element has `portal-url`; otherwise the
 * widget returns to its start.
 */

/** The detail renders favourite toggles; the map needs Leaflet's own stylesheet. */
export const areaStyles = [institutionsCss, favouritesCss, leafletCss];

export interface InstitutionSearchElementProps {
  /** A preset, fixed country: its id or its name. */
  country?: string;
  /** XYZ tile template of the map (default OpenStreetMap). */
  tileUrl?: string;
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}


export function InstitutionSearchElement({ country, tileUrl, headingLevel }: InstitutionSearchElementProps) {
  const { path } = useNavigation();
  const route = institutionRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  useLeaveUnknownRoute(route.screen === 'elsewhere');
  switch (route.screen) {
    case 'start':
      return <InstitutionSearchForm country={country} headingLevel={level} />;
    case 'list':
      return (
        <>
          <InstitutionSearchForm country={country} headingLevel={level} />
          <InstitutionList reload={route.reload} headingLevel={level} />
        </>
      );
    case 'map':
      return (
        <>
          <InstitutionSearchForm country={country} headingLevel={level} />
          <InstitutionMap mapType={route.mapType} tileUrl={tileUrl || undefined} headingLevel={level} />
        </>
      );
    case 'detail':
      return <InstitutionDetail key={route.legalFk} legalFk={route.legalFk} tileUrl={tileUrl || undefined} headingLevel={level} />;
    case 'elsewhere':
      return null;
  }
}

export interface InstitutionDetailElementProps {
  /** The institution to show (its legal id). */
  legalId?: number;
  /** XYZ tile template of the campus map (default OpenStreetMap). */
  tileUrl?: string;
  /** Heading level of the institution's name (1–4; default 2). */
  headingLevel?: number;
}

export function InstitutionDetailElement({ legalId, tileUrl, headingLevel }: InstitutionDetailElementProps) {
  const { path } = useNavigation();
  const route = institutionRoute(path ?? '/');
  const level = headingLevelOf(headingLevel);
  useLeaveUnknownRoute(route.screen !== 'start' && route.screen !== 'detail');
  const tiles = tileUrl || undefined;
  if (route.screen === 'detail') return <InstitutionDetail key={route.legalFk} legalFk={route.legalFk} tileUrl={tiles} headingLevel={level} />;
  if (route.screen !== 'start' || legalId === undefined || !Number.isSafeInteger(legalId) || legalId <= 0) return null;
  return <InstitutionDetail key={legalId} legalFk={legalId} tileUrl={tiles} headingLevel={level} />;
}
