import { createContext, useContext } from 'react';
import { adoptStyles } from './styles.js';

/** What a component rendered by a custom element knows about its element. */
export interface ElementContextValue {
  /** The element's `portal-url`, without trailing slash; undefined when the widget stays self-contained. */
  portalUrl: string | undefined;
  /** The portal URL of a route, or undefined without `portal-url`. */
  portalHref(to: string): string | undefined;
  /** Adds stylesheets to the element's shadow root (an area's CSS arrives with the area's chunk). */
  adoptStyles(cssTexts: readonly string[]): void;
}

export const ElementContext = createContext<ElementContextValue>({ portalUrl: undefined, portalHref: () => undefined, adoptStyles: () => undefined });

export const useElementContext = (): ElementContextValue => useContext(ElementContext);

export function elementContextValue(portalUrl: unknown, root?: Node): ElementContextValue {
  const base = typeof portalUrl === 'string' && portalUrl.trim() !== '' ? portalUrl.trim().replace(/\/+$/, '') : undefined;
  return {
    portalUrl: base,
    portalHref: (to) => (base === undefined ? undefined : `${base}${to.startsWith('/') ? to : `/${to}`}`),
    adoptStyles: (cssTexts) => {
      if (root instanceof ShadowRoot) adoptStyles(root, cssTexts);
    },
  };
}
