import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import type { MapRecord } from '@studyatlas/core';
import { institutionLabels as t } from '@studyatlas/core';
import {
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  clusterTarget,
  clusterView,
  initialView,
  isCluster,
  markerLabel,
  popupFields,
  recordKey,
  recordsAtZoom,
} from './map-model.js';
import { MAP_ZOOM_LEVELS, type MapIconType } from '@studyatlas/core';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { findScreensCss } from '../find/find-screens.css.js';
import { useMapTiles } from './map-tiles.js';
import { readsRightToLeft } from '../../ui/internal/inline-direction.js';
import type { InitialView } from './map-model.js';
import { injectLeafletCss, loadLeaflet, type LeafletModule } from './load-leaflet.js';
import { addZoomControl } from './zoom-control.js';

/** Room around framed markers: a pin stands 24 px above its point and its popup opens above it. */
const FRAME_PADDING = 64;
/** The zoom control's corner (10 px margin, 34 × 66 px buttons) plus a little air. */
const POPUP_CLEAR_LEFT = 56;
const POPUP_CLEAR_TOP = 88;

export interface LeafletMapProps {
  records: readonly MapRecord[];
  /** The tier to start at; the coarsest with records otherwise. */
  startTier?: MapIconType;
  /**
   * XYZ tile template (default: the provider's `mapTiles`, else OpenStreetMap's); '' draws none.
   * Markers, clusters and popups work whether or not tiles load.
   */
  tileUrl?: string;
  tileAttribution?: string;
  /** The href of a location's detail link. */
  detailHref: (record: MapRecord) => string;
  /** A plain click on a location's detail link. */
  onOpenDetail: (record: MapRecord) => void;
  label?: string;
  /**
   * true (default): each zoom level shows its tier's records, clusters zoom in. false: every record
   * at once, the view fitted around them (an institution's campuses).
   */
  tiered?: boolean;
}

function markerIcon(L: LeafletModule, record: MapRecord): Leaflet.DivIcon {
  const element = document.createElement('span');
  if (isCluster(record)) {
    element.className = `sa-map-cluster sa-map-cluster--${record.iconType.toLowerCase()}`;
    element.textContent = String(record.locationCount);
    return L.divIcon({ html: element, className: 'sa-map-marker', iconSize: [40, 40], iconAnchor: [20, 20] });
  }
  element.className = 'sa-map-pin';
  return L.divIcon({ html: element, className: 'sa-map-marker', iconSize: [24, 24], iconAnchor: [12, 24], popupAnchor: [0, -22] });
}

/**
 * A location's popup. The map itself stays left to right (its canvas has dir="ltr": tiles, panes and
 * controls are Leaflet's geometry); the popup's words take the widget's direction, `dir`, and the
 * place's name its own.
 */
export function popupContent(record: MapRecord, props: Pick<LeafletMapProps, 'detailHref' | 'onOpenDetail'>, dir: 'ltr' | 'rtl'): HTMLElement {
  const box = document.createElement('div');
  box.className = 'sa-map-popup';
  box.dir = dir;
  const name = document.createElement('strong');
  name.className = 'sa-map-popup-name';
  name.dir = 'auto';
  name.textContent = record.name;
  box.append(name);
  const list = document.createElement('dl');
  for (const field of popupFields(record)) {
    const term = document.createElement('dt');
    term.textContent = field.label;
    const value = document.createElement('dd');
    if (field.href) {
      const link = document.createElement('a');
      link.href = field.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = field.value;
      value.append(link);
    } else value.textContent = field.value;
    list.append(term, value);
  }
  box.append(list);
  if (record.linkStatus && record.legalFk !== null) {
    const link = document.createElement('a');
    link.className = 'sa-map-popup-detail';
    link.href = props.detailHref(record);
    link.textContent = t.openDetail;
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      props.onOpenDetail(record);
    });
    box.append(link);
  }
  return box;
}

/**
 * A Leaflet map of map records: at each zoom level the records of its tier (discovery §4, §9) —
 * continent, country and state clusters showing their LocationCount, or one pin per location with a
 * popup (name, address, phone, web address, link to the detail). Clicking a cluster zooms in to the
 * next tier around it. Tiles are decoration: nothing waits for them.
 */
export function LeafletMap({ records, startTier, tileUrl, tileAttribution, label = t.mapLabel, tiered = true, ...links }: LeafletMapProps) {
  useStylesheet('find-screens', findScreensCss);
  const tiles = useMapTiles();
  const tileTemplate = tileUrl ?? tiles.url;
  const attribution = tileAttribution ?? tiles.attribution ?? '';
  const [tilesFailed, setTilesFailed] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const linksRef = useRef(links);
  linksRef.current = links;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const root = container.getRootNode();
    if (root.nodeType === 9) injectLeafletCss(root as Document);

    let map: Leaflet.Map | null = null;
    let stopped = false;
    loadLeaflet().then((L) => {
      if (stopped) return;
      const created = L.map(container, { minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM, worldCopyJump: true, zoomControl: false });
      map = created;
      addZoomControl(L, created);
      // Campuses are placed through GeoNames (issue 25): its licence asks for this credit wherever they show.
      created.attributionControl.addAttribution(t.placeDataAttribution);
      // Frames a tier's markers with room for a pin and its popup, within the tier's zoom range.
      const frame = (view: InitialView) => {
        const bounds = L.latLngBounds(view.bounds);
        const fits = created.getBoundsZoom(bounds, false, L.point(FRAME_PADDING, FRAME_PADDING));
        // A map too small for the padding (or not laid out yet) has no fitting zoom: the tier's own.
        created.setView(bounds.getCenter(), Number.isFinite(fits) ? Math.min(view.maxZoom, Math.max(view.minZoom, fits)) : view.maxZoom);
      };
      if (tiered || records.length === 0) {
        const view = initialView(records, startTier);
        if (view) frame(view);
        else created.setView([20, 0], MAP_MIN_ZOOM);
      } else {
        const bounds = L.latLngBounds(records.map((record) => [record.position.lat, record.position.lng] as [number, number]));
        created.fitBounds(bounds, { maxZoom: MAP_ZOOM_LEVELS.ICON4.initial, padding: [FRAME_PADDING / 2, FRAME_PADDING / 2] });
      }
      if (tileTemplate) {
        const layer = L.tileLayer(tileTemplate, { attribution, minZoom: MAP_MIN_ZOOM, maxZoom: MAP_MAX_ZOOM });
        layer.once('tileerror', () => {
          if (!stopped) setTilesFailed(true);
        });
        layer.addTo(created);
      }
      const markers = L.layerGroup().addTo(created);

      const draw = () => {
        markers.clearLayers();
        for (const record of tiered ? recordsAtZoom(records, created.getZoom()) : records) {
          const name = markerLabel(record);
          const marker = L.marker([record.position.lat, record.position.lng], { icon: markerIcon(L, record), title: name, keyboard: true });
          if (isCluster(record)) {
            const zoomIn = () => {
              const view = clusterView(records, record);
              if (view) return frame(view);
              const target = clusterTarget(record);
              created.setView([target.lat, target.lng], target.zoom);
            };
            marker.on('click', zoomIn);
            // Leaflet turns Enter into a click only for markers with a popup: clusters need their own.
            marker.on('keypress', (event: { originalEvent: KeyboardEvent }) => {
              if (event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ') zoomIn();
            });
          } else {
            marker.bindPopup(() => popupContent(record, linksRef.current, readsRightToLeft(container.parentElement ?? container) ? 'rtl' : 'ltr'), {
              maxWidth: 280,
              // Pans an opening popup clear of the zoom control in the top-left corner.
              autoPanPaddingTopLeft: L.point(POPUP_CLEAR_LEFT, POPUP_CLEAR_TOP),
            });
          }
          marker.addTo(markers);
          const element = marker.getElement();
          element?.setAttribute('aria-label', name);
          element?.setAttribute('data-record', recordKey(record));
        }
      };
      draw();
      created.on('zoomend', draw);
    });
    return () => {
      stopped = true;
      map?.remove();
    };
  }, [records, startTier, tileTemplate, attribution, tiered]);

  const plain = tilesFailed || !tileTemplate;
  return (
    // The modifier sits on the wrapper: Leaflet adds its own classes to the canvas, which a React
    // className there would wipe on the next render.
    <div className={plain ? 'sa-find-map sa-find-map--plain' : 'sa-find-map'}>
      <div ref={containerRef} className="sa-find-map-canvas" dir="ltr" role="region" aria-label={label} part="map" />
      {tilesFailed && (
        <p className="sa-find-map-note" role="status">
          {t.mapTilesUnavailable}
        </p>
      )}
    </div>
  );
}
