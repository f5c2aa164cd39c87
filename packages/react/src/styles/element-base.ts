import { authCss } from '../areas/auth/auth.css.js';
import { providerBaseCss } from './provider-base.js';
import { PRIMITIVE_SHEETS, type SheetName } from './use-stylesheet.js';

/*
 * Apart from base.ts, like provider-base.ts: a module that imports the other primitives' sheets (for
 * `uiCss`) puts them in the custom elements' loader, which imports this one, though only their lazily
 * loaded components use them.
 */

/**
 * What every custom element adopts up front, as `StudyAtlasProvider` injects it: theme tokens and
 * resets, the common primitives and the sign-in screens (any widget may ask for sign-in). The other
 * primitives' sheets (`LATE_PRIMITIVE_SHEETS`) are adopted when the primitive first renders, an
 * area's when the area's chunk loads: a page with one widget downloads neither the stylesheets of the
 * other widgets nor those of primitives it never shows (the language switch, tabs, the dialog).
 */
export const baseCss: string = /* @__PURE__ */ [providerBaseCss, authCss].join('\n');

/**
 * The primitives whose sheet a custom element adopts when the primitive first renders (its
 * `useStylesheet`), placed right after the base so they cascade before every area sheet, as in `uiCss`.
 */
export const LATE_PRIMITIVE_SHEETS: readonly SheetName[] = PRIMITIVE_SHEETS;
