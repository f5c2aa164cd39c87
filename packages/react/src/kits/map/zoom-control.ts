import type * as Leaflet from 'leaflet';
import { institutionLabels as t } from '@studyatlas/core';
import type { LeafletModule } from './load-leaflet.js';

/** Leaflet's own zoom control, with its words (title and accessible name) in the page's language: every map of ours has it (create the map with `zoomControl: false`). */
export function addZoomControl(L: LeafletModule, map: Leaflet.Map): void {
  L.control.zoom({ zoomInTitle: t.mapZoomIn, zoomOutTitle: t.mapZoomOut }).addTo(map);
}
