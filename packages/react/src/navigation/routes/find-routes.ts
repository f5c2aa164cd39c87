import { MAP_ICON_TYPES, type MapIconType } from '@studyatlas/core';

/** A find screen's route, parsed: the start, the list (with its `:reload`), or elsewhere. */
export type FindListRoute = { screen: 'start' } | { screen: 'list'; reload: string | undefined } | { screen: 'elsewhere' };
/** The map of a find screen (with the tier to start at). */
export type FindMapRoute = { screen: 'map'; mapType: MapIconType | undefined };
/** A detail route: its id under the area's own name (`legalFk`, `clientId`, `schId`, …). */
export type FindDetailRoute<K extends string> = { screen: 'detail' } & { [P in K]: number };

/** The routes of an area with '/<find>/list/:reload?', optionally '/<find>/map/:mapType?', and '/<detail>/:id'. */
export type FindRoute<K extends string, WithMap extends boolean = false> =
  | FindListRoute
  | FindDetailRoute<K>
  | (WithMap extends true ? FindMapRoute : never);

export interface FindRouteSpec<K extends string, WithMap extends boolean> {
  /** The find screens' first segment ('findInst'). */
  find: string;
  /** The detail's first segment ('instdetail'). */
  detail: string;
  /** The name the detail's id is given. */
  idKey: K;
  /** '/<find>/map/:mapType?' exists. */
  map: WithMap;
  /** Match both first segments in any case ('/FindAgent'). */
  anyCase?: boolean;
  /** The detail's id must be 1–9 digits and above 0 (otherwise any digits). */
  positiveId?: boolean;
}

const isTier = (value: string | undefined): value is MapIconType => (MAP_ICON_TYPES as readonly string[]).includes(value ?? '');

/**
 * Parses a find area's path, for hosts without the portal's router: '/' → start; '/<find>' and
 * '/<find>/list/:reload?' → list; '/<find>/map/:mapType?' → map (when the area has one);
 * '/<detail>/:id' → detail; anything else → elsewhere. Query and hash are ignored.
 */
export function parseFindRoute<K extends string, WithMap extends boolean>(path: string, spec: FindRouteSpec<K, WithMap>): FindRoute<K, WithMap> {
  const [name, child, param] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (name === undefined) return { screen: 'start' };
  const first = spec.anyCase ? name.toLowerCase() : name;
  const is = (segment: string) => first === (spec.anyCase ? segment.toLowerCase() : segment);
  if (is(spec.find)) {
    if (spec.map && child === 'map') return { screen: 'map', mapType: isTier(param) ? param : undefined } as FindRoute<K, WithMap>;
    if (child === 'list' || child === undefined) return { screen: 'list', reload: param };
  }
  if (is(spec.detail) && child && (spec.positiveId ? /^\d{1,9}$/.test(child) && Number(child) > 0 : /^\d+$/.test(child))) {
    return { screen: 'detail', [spec.idKey]: Number(child) } as FindDetailRoute<K>;
  }
  return { screen: 'elsewhere' };
}
