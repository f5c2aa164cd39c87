import { createContext, useContext } from 'react';

/** OpenStreetMap's standard tiles (mind its usage policy on a busy site: set your own). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Where a map's background tiles come from: an XYZ template (`{z}/{x}/{y}`) and its attribution
 * (HTML). An empty `url` draws no tiles: the markers on a plain background.
 */
export interface MapTiles {
  url: string;
  attribution?: string;
}

export const DEFAULT_MAP_TILES: MapTiles = { url: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION };

/** Set by the provider (`mapTiles`) or an element's `map-tile-url`; every map under it uses it. */
export const MapTilesContext = createContext<MapTiles>(DEFAULT_MAP_TILES);

export const useMapTiles = (): MapTiles => useContext(MapTilesContext);

/** The tiles from settings: a blank or missing URL keeps the default; 'none' draws no tiles. */
export function mapTilesFrom(url: string | undefined, attribution: string | undefined): MapTiles {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return DEFAULT_MAP_TILES;
  if (trimmed === 'none') return { url: '' };
  return { url: trimmed, attribution: attribution ?? '' };
}
