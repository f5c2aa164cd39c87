import type * as Leaflet from 'leaflet';
import { createStyleElement } from '../../styles/csp-nonce.js';
import { leafletCss } from './leaflet.css.js';

/** Id of the <style> a map adds to a document's head (custom elements adopt the sheet instead). */
export const LEAFLET_STYLE_ID = 'studyatlas-leaflet-styles';

/**
 * Adds Leaflet's stylesheet once to a document's head, or to a shadow root whose element did not
 * adopt it (the workspace's campus pin: `<sa-workspace>` would otherwise carry Leaflet's 3.8 KB gzip of
 * CSS on every page for one screen).
 */
export function injectLeafletCss(root: Document | ShadowRoot): void {
  if (root.getElementById(LEAFLET_STYLE_ID)) return;
  const doc = root.nodeType === 9 ? (root as Document) : root.ownerDocument!;
  const style = createStyleElement(doc);
  style.id = LEAFLET_STYLE_ID;
  style.textContent = leafletCss;
  if (root === doc) doc.head.append(style);
  else root.append(style);
}

export type LeafletModule = typeof Leaflet;

/**
 * Leaflet touches `window` while importing: it is loaded in the browser only, on first use, once for
 * every map of the page (the discovery maps, the workspace's campus pin).
 */
let loading: Promise<LeafletModule> | null = null;
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= import('leaflet').then((module) => ((module as unknown as { default?: LeafletModule }).default ?? module) as LeafletModule);
  return loading;
}
