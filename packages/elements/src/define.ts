import r2wc from '@r2wc/react-to-web-component';
import { createElement, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { StudyAtlasRoot, StylesheetContext, baseCss, mapTilesFrom } from '@studyatlas/react';
import type { MessageOverrides } from '@studyatlas/core';
import { defaultApiBase } from './api-base.js';
import { parseAttribute } from './attributes.js';
import { ElementContext, elementContextValue } from './element-context.js';
import { claimGlobals, releaseGlobals, useOwnsGlobals } from './globals.js';
import { hostCss } from './host.css.js';
import { primitiveSheets } from './primitive-sheets.js';
import { attributeOf, callbackPropOf, propsOf, type ElementSpec, type PropSpec } from './spec.js';
import { adoptStyles } from './styles.js';

/*
 * r2wc keeps an element's props, its render step and its connected flag under these global symbols.
 * The subclass below reuses r2wc's shadow root, React root and mount/update/unmount, and replaces the
 * parts that fall short: attribute parsing, property accessors, events, styles and early properties.
 */
const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props');
const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render');
const R2WC_CONNECTED: unique symbol = Symbol.for('r2wc.connected');

interface R2wcElement extends HTMLElement {
  container: HTMLElement;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONNECTED]: boolean;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

type R2wcConstructor = new () => R2wcElement;

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const filledOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The host page's `<html lang>`, if it has one. */
const pageLanguage = (node: HTMLElement): string | undefined => filledOrUndefined(node.ownerDocument.documentElement.lang);

/** Class name of the mount point inside each shadow root; the host sheet resets inherited styles there. */
export const MOUNT_CLASS = 'sa-element';

/**
 * The React tree of one element: the component inside its own provider. The shadow root has the
 * styles already, so it uses the root without the stylesheet; only one element per page renders the page-wide
 * popups and login dialog. The provider navigates in memory, so the widget moves between its views
 * without touching the host page's URL; with `portal-url`, links point at the portal (a new tab or a
 * route the widget does not show itself opens there).
 */
function rootComponent(component: ComponentType<any>): ComponentType<Record<string, unknown>> {
  function StudyAtlasElementRoot({ container, apiBase, portalUrl, mapTileUrl, mapTileAttribution, locale, messages, ...props }: Record<string, unknown>): ReactNode {
    const element = useMemo(() => elementContextValue(portalUrl, (container as HTMLElement).getRootNode()), [portalUrl, container]);
    const sheets = useMemo(() => primitiveSheets((container as HTMLElement).getRootNode()), [container]);
    const href = useMemo(() => (element.portalUrl ? (to: string) => element.portalHref(to)! : undefined), [element]);
    const ownsGlobals = useOwnsGlobals(container as object);
    const base = typeof apiBase === 'string' && apiBase.trim() !== '' ? apiBase.trim() : defaultApiBase();
    const mapTiles = useMemo(() => mapTilesFrom(stringOrUndefined(mapTileUrl), stringOrUndefined(mapTileAttribution)), [mapTileUrl, mapTileAttribution]);
    return createElement(
      ElementContext.Provider,
      { value: element },
      createElement(
        StylesheetContext.Provider,
        { value: sheets },
        createElement(
          StudyAtlasRoot,
          {
            apiBase: base,
            globals: ownsGlobals,
            mapTiles,
            // A partner sets the language once for the page: `<html lang>` unless an element says otherwise.
            locale: filledOrUndefined(locale) ?? pageLanguage(container as HTMLElement),
            messages: messages && typeof messages === 'object' ? (messages as MessageOverrides) : undefined,
            ...(href ? { href } : {}),
          },
          // The widget's own styling root: resets and the base font apply inside it only.
          createElement('div', { className: 'sa-root' }, createElement(Suspense, { fallback: null }, createElement(component, props))),
        ),
      ),
    );
  }
  StudyAtlasElementRoot.displayName = `StudyAtlasElement(${component.displayName ?? component.name})`;
  return StudyAtlasElementRoot;
}

/** Re-sets properties assigned before the element was defined, so they reach the accessors. */
function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
    const value: unknown = Reflect.get(element, name);
    Reflect.deleteProperty(element, name);
    Reflect.set(element, name, value);
  }
}

/** Builds the element class for a spec without registering it (no DOM access before this call). */
export function createElementClass(spec: ElementSpec): CustomElementConstructor {
  const props = propsOf(spec);
  const propNames = props.map(([name]) => name);
  const propByAttribute = new Map<string, [string, PropSpec]>(props.map(([name, prop]) => [attributeOf(name, prop), [name, prop]]));
  // React 19 sets a property only when the element already has it; on a not-yet-defined element it
  // writes the lower-cased prop name as an attribute instead (`headingLevel` → `headinglevel`).
  for (const [name, prop] of props) {
    const alias = name.toLowerCase();
    if (!propByAttribute.has(alias)) propByAttribute.set(alias, [name, prop]);
  }
  const events = Object.keys(spec.events);
  // The theme, primitives and login dialog; each area's CSS is adopted when its chunk loads (lazy.ts).
  const styles = [hostCss, baseCss, ...(spec.styles ?? [])];

  // Props are handled below, not by r2wc: its parsing ignores empty and removed attributes.
  const Base = r2wc(rootComponent(spec.component), { shadow: 'open', props: [] }) as unknown as R2wcConstructor;

  class StudyAtlasElement extends Base {
    static get observedAttributes(): string[] {
      return [...propByAttribute.keys()];
    }

    constructor() {
      super();
      // Render only once connected (r2wc starts "connected" and would mount a detached element).
      this[R2WC_CONNECTED] = false;

      const shadow = this.shadowRoot!;
      adoptStyles(shadow, styles);
      const mount = shadow.ownerDocument.createElement('div');
      mount.className = MOUNT_CLASS;
      shadow.append(mount);
      this.container = mount;
      this[R2WC_PROPS].container = mount;

      for (const event of events) {
        this[R2WC_PROPS][callbackPropOf(event)] = (detail: unknown) => {
          this.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true }));
        };
      }
      upgradeProperties(this, propNames);
    }

    override connectedCallback(): void {
      upgradeProperties(this, propNames);
      claimGlobals(this.container);
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Unmount after the current task, and only if the element was not just moved elsewhere:
      // a move keeps the widget's state, and React is never unmounted in the middle of a render.
      queueMicrotask(() => {
        if (this.isConnected) return;
        releaseGlobals(this.container);
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
      const entry = propByAttribute.get(attribute);
      if (!entry) return;
      const [name, prop] = entry;
      this[R2WC_PROPS][name] = parseAttribute(prop.type, value, `<${spec.tag} ${attribute}>`);
      this[R2WC_RENDER]();
    }
  }

  for (const name of propNames) {
    Object.defineProperty(StudyAtlasElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: StudyAtlasElement) {
        return this[R2WC_PROPS][name];
      },
      set(this: StudyAtlasElement, value: unknown) {
        this[R2WC_PROPS][name] = value;
        this[R2WC_RENDER]();
      },
    });
  }

  return StudyAtlasElement;
}

/**
 * Registers a spec's element once (later calls return the registered class). Returns undefined where
 * there is no custom element registry (Node, server-side rendering).
 */
export function defineElement(spec: ElementSpec): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(spec.tag);
  if (existing) return existing;
  const ElementClass = createElementClass(spec);
  customElements.define(spec.tag, ElementClass);
  return ElementClass;
}
