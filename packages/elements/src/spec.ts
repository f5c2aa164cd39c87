import type { ComponentType } from 'react';

/**
 * The one description of a custom element. It feeds the runtime (`defineElement`), the generated
 * types (`elements.d.ts`) and the Custom Elements Manifest (`custom-elements.json`), so the three can
 * never disagree. Spec objects are plain data: importing them touches no DOM.
 */

/** How an attribute's text becomes a property value. */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface PropSpec {
  type: PropType;
  /** Attribute name; defaults to the kebab-case of the property (`portalUrl` → `portal-url`). */
  attribute?: string;
  description: string;
  /** TypeScript type text for the generated types; defaults by `type` (`json` → `unknown`). */
  tsType?: string;
}

export interface EventSpec {
  description: string;
  /** Name of the exported TypeScript type of `event.detail` (`void` when there is none). */
  detail: string;
}

export interface PartSpec {
  name: string;
  description: string;
}

/** Props every element understands, on top of its own (see `commonProps`). */
export interface CommonProps {
  apiBase?: string;
  portalUrl?: string;
  mapTileUrl?: string;
  mapTileAttribution?: string;
  locale?: string;
  messages?: unknown;
}

/** `sa-signed-in` → `onSignedIn`: the callback prop the component calls to fire the event. */
export type EventCallbackProp<Name extends string> = Name extends `sa-${infer Rest}` ? `on${PascalCase<Rest>}` : never;

type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${PascalCase<Tail>}`
  : Capitalize<S>;

/** Keys of P that are not callback props for one of the element's events. */
type DataProps<P, Events extends string> = Exclude<keyof P & string, EventCallbackProp<Events>>;

export interface ElementSpec<P extends object = any, Events extends string = string> {
  /** The tag, always `sa-` prefixed. */
  tag: `sa-${string}`;
  component: ComponentType<P>;
  description: string;
  /** The component's data props exposed as properties and attributes. */
  props: { [K in DataProps<P, Events>]?: PropSpec };
  /**
   * Events the element fires (kebab-case, `sa-` prefixed). The component receives a callback prop per
   * event (`sa-signed-in` → `onSignedIn(detail)`); the element turns each call into a CustomEvent that
   * bubbles and crosses the shadow boundary.
   */
  events: Record<Events, EventSpec>;
  /** `::part` names the component renders (`part="…"`), for theming. */
  parts?: readonly PartSpec[];
  /** Extra stylesheets for this element only (e.g. a map library's CSS), adopted after the theme. */
  styles?: readonly string[];
}

/**
 * Declares a spec with the component's prop names checked: every prop key must be a prop of the
 * component, and every event must have its callback prop on the component.
 */
export function elementSpec<P extends object, Events extends string = never>(
  spec: ElementSpec<P, Events> & ([EventCallbackProp<Events>] extends [keyof P] ? unknown : { missingEventCallbacks: Exclude<EventCallbackProp<Events>, keyof P> }),
): ElementSpec<P, Events> {
  return spec;
}

/** The attributes every element has: where the API is and where the portal is. */
export const commonProps: Record<keyof CommonProps, PropSpec> = {
  apiBase: {
    type: 'string',
    description:
      'Base URL of the StudyAtlas API, e.g. `https://portal.example.org`. Defaults to the origin the script was loaded from, else the page origin.',
  },
  portalUrl: {
    type: 'string',
    description:
      'URL of the StudyAtlas portal. When set, links that leave the widget (e.g. to the member area) open the portal; otherwise the widget navigates inside itself.',
  },
  mapTileUrl: {
    type: 'string',
    description:
      "Maps' background tiles, an XYZ template such as `https://tiles.example.org/{z}/{x}/{y}.png` (default OpenStreetMap's); `none` draws no tiles, the markers on a plain background.",
  },
  mapTileAttribution: {
    type: 'string',
    description: 'The attribution (HTML) the tile provider asks for, shown in the map corner with `map-tile-url`.',
  },
  locale: {
    type: 'string',
    description:
      "The widgets' language: `en`, `es`, `fr`, `de`, `zh-CN`, `hi`, `vi`, `id` or `ar` (a region such as `es-MX` is matched to its language). Defaults to the page's `<html lang>`, then the signed-in member's saved language, then the browser's. One language per page.",
  },
  messages: {
    type: 'json',
    tsType: "import('@studyatlas/core').MessageOverrides",
    description: 'The page\'s own words for any messages, in every locale: `{ "favouriteMessages": { "favouritesTitle": "My shortlist" } }` (docs/i18n.md "Overrides").',
  },
};

export const toKebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const attributeOf = (prop: string, spec: PropSpec): string => spec.attribute ?? toKebabCase(prop);

export function callbackPropOf(event: string): string {
  const words = event.replace(/^sa-/, '').split('-');
  return `on${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

/** The element's props, its own after the common ones. */
export const propsOf = (spec: ElementSpec): [string, PropSpec][] => [
  ...Object.entries(commonProps),
  ...(Object.entries(spec.props) as [string, PropSpec][]),
];

const defaultTsType: Record<PropType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
};

export const tsTypeOf = (spec: PropSpec): string => spec.tsType ?? defaultTsType[spec.type];

/** `sa-reset-password` → `SaResetPasswordElement`. */
export const classNameOf = (tag: string): string =>
  `${tag
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Element`;
