import { useEffect, useRef } from 'react';
import type * as Leaflet from 'leaflet';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { injectLeafletCss, loadLeaflet } from './load-leaflet.js';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from './map-model.js';
import { addZoomControl } from './zoom-control.js';
import { useMapTiles } from './map-tiles.js';
import { pinMapCss } from './pin-map.css.js';

export interface PinPosition {
  latitude: number;
  longitude: number;
}

export interface PinMapProps {
  position: PinPosition;
  /** The map's and the pin's accessible name. */
  label: string;
  /** Said under the map (how to move the pin). */
  hint?: string;
  /** The pin was dropped at a new position (rounded to 6 decimals: about 10 cm). */
  onMove: (position: PinPosition) => void;
  zoom?: number;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A map with one draggable pin (the workspace's campus position): Leaflet, loaded on first use like
 * the discovery maps (load-leaflet.ts); the pin moves with the mouse, a finger or the keyboard
 * (Leaflet's keyboard-accessible marker), and follows `position` when it changes elsewhere (the
 * latitude and longitude fields, a save).
 */
export function PinMap({ position, label, hint, onMove, zoom = 13 }: PinMapProps) {
  useStylesheet('pin-map', pinMapCss);
  const tiles = useMapTiles();
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<Leaflet.Marker | null>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const positionRef = useRef(position);
  positionRef.current = position;
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const root = container.getRootNode();
    if (root.nodeType === 9 || root instanceof ShadowRoot) injectLeafletCss(root as Document | ShadowRoot);
    let stopped = false;
    loadLeaflet().then((L) => {
      if (stopped) return;
      const start: [number, number] = [positionRef.current.latitude, positionRef.current.longitude];
      const map = L.map(container, { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, zoomControl: false }).setView(start, zoom);
      addZoomControl(L, map);
      if (tiles.url) L.tileLayer(tiles.url, { attribution: tiles.attribution ?? '', minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM }).addTo(map);
      const pin = document.createElement('span');
      pin.className = 'sa-pin-map-pin';
      const icon = L.divIcon({ html: pin, className: 'sa-pin-map-marker', iconSize: [24, 24], iconAnchor: [12, 24] });
      const marker = L.marker(start, { icon, draggable: true, keyboard: true, title: label, alt: label }).addTo(map);
      marker.getElement()?.setAttribute('aria-label', label);
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        onMoveRef.current({ latitude: round(at.lat), longitude: round(at.lng) });
      });
      mapRef.current = map;
      markerRef.current = marker;
    });
    return () => {
      stopped = true;
      mapRef.current?.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [tiles.url, tiles.attribution, label, zoom]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    const at = marker.getLatLng();
    if (round(at.lat) === round(position.latitude) && round(at.lng) === round(position.longitude)) return;
    marker.setLatLng([position.latitude, position.longitude]);
    mapRef.current?.panTo([position.latitude, position.longitude]);
  }, [position.latitude, position.longitude]);

  return (
    <div className="sa-pin-map">
      <div ref={containerRef} className="sa-pin-map-canvas" role="region" aria-label={label} part="map" />
      {hint && <p className="sa-pin-map-hint">{hint}</p>}
    </div>
  );
}
