import { createContext, useContext } from 'react';

/** What a component rendered by a custom element knows about its element. */
export interface ElementContextValue {
  /** The element's `portal-url`, without trailing slash; undefined when the widget stays self-contained. */
  portalUrl: string | undefined;
  /** The portal URL of a route, or undefined without `portal-url`. */
  portalHref(to: string): string | undefined;
}

export const ElementContext = createContext<ElementContextValue>({ portalUrl: undefined, portalHref: () => undefined });

export const useElementContext = (): ElementContextValue => useContext(ElementContext);

export function elementContextValue(portalUrl: unknown): ElementContextValue {
  const base = typeof portalUrl === 'string' && portalUrl.trim() !== '' ? portalUrl.trim().replace(/\/+$/, '') : undefined;
  return {
    portalUrl: base,
    portalHref: (to) => (base === undefined ? undefined : `${base}${to.startsWith('/') ? to : `/${to}`}`),
  };
}
