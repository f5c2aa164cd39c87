import { createContext, useContext, useInsertionEffect } from 'react';

/**
 * The primitives' sheets that follow the base (`uiCss` after its common part). A custom element adopts
 * them when the primitive first renders, not up front (`LATE_PRIMITIVE_SHEETS`).
 */
export const PRIMITIVE_SHEETS = ['dialog', 'popup-host', 'pagination', 'accordion', 'read-more', 'popover', 'print-view', 'radio-group', 'range-field', 'tabs', 'language-switch'] as const;

/**
 * The stylesheets a React app gets, in the order they cascade: the same order as `studyAtlasCss`.
 * `base` (theme tokens and the common primitives: `providerBaseCss`) and `auth` (the sign-in screens
 * the provider's login dialog shows) are what the provider injects at once; the dialog's, the
 * popups' and the other primitives' sheets come with the primitive, the areas' with their components, as the whole
 * sheet lists them. A kit's sheet (`favourite-toggle`, `compare-toggle`) sits just before the area
 * sheet that also holds its rules, and `no-records` is the "No records found" paragraph (`.sa-empty`)
 * that several lists share.
 */
export const SHEET_ORDER = [
  'base',
  ...PRIMITIVE_SHEETS,
  'auth',
  'no-records',
  'find-screens',
  'favourite-toggle',
  'favourites',
  'compare-toggle',
  'compare',
  'courses',
  'scholarships',
  'search-panel',
  'agents',
  'events',
  'contact',
  'referral',
  'friends',
  'forms',
  'favourite-course-picker',
  'image-crop',
  'pin-map',
  'profile-study',
  'profile-education',
  'profile-documents',
  'profile-passport',
  'profile-basic',
  'profile',
  'questionnaire',
  'application-summary',
  'application',
  'apply-wizard',
  'course-timeline',
  'applications',
  'compose-kit',
  'messaging',
  'workspace',
] as const;

export type SheetName = (typeof SHEET_ORDER)[number];

/** Puts one stylesheet into the page (once per name). */
export type InjectSheet = (name: SheetName, css: string) => void;

/**
 * Set by `StudyAtlasProvider` (when it injects styles). `StudyAtlasRoot` sets nothing: custom elements
 * adopt their areas' sheets into their shadow roots themselves.
 */
export const StylesheetContext = /* @__PURE__ */ createContext<InjectSheet | null>(null);

/**
 * An area's (or a primitive's) stylesheet, added to the document head once, the first time a
 * component of the area renders under `StudyAtlasProvider`; so an app downloads and injects the CSS of the screens it shows.
 * Does nothing under `StudyAtlasRoot` or with `injectStyles={false}`, and nothing on a server (insertion
 * effects do not run there), so no `document` is touched during server-side rendering.
 */
export function useStylesheet(name: SheetName, css: string): void {
  const inject = useContext(StylesheetContext);
  useInsertionEffect(() => {
    inject?.(name, css);
  }, [inject, name, css]);
}
