/**
 * The theme: every `--sa-*` custom property with its default (documented in docs/theming.md).
 * Sizes are px so a host page's `rem` or font-size never resizes the widgets.
 */
export const themeVariables = {
  '--sa-color-primary': '#1f5fbf',
  '--sa-color-primary-contrast': '#ffffff',
  '--sa-color-text': '#1d2433',
  '--sa-color-muted': '#5b6475',
  '--sa-color-border': '#c9cfd9',
  '--sa-color-surface': '#ffffff',
  '--sa-color-background': '#f4f6f9',
  '--sa-color-danger': '#b42318',
  '--sa-color-warning': '#9a5b00',
  '--sa-color-success': '#1e7a3c',
  '--sa-color-info': '#0b6a8a',
  '--sa-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  '--sa-font-size': '16px',
  '--sa-radius': '6px',
  '--sa-spacing': '8px',
  '--sa-focus-ring': '0 0 0 3px rgba(31, 95, 191, 0.45)',
} as const;

export type ThemeVariable = keyof typeof themeVariables;

const declarations = Object.entries(themeVariables)
  .map(([name, value]) => `  ${name}: ${value};`)
  .join('\n');

/**
 * Defaults sit on `:host` (inside a custom element; the page's own rules on the element win) and on
 * the document root at zero specificity (in a React app; a value the host sets on any ancestor of a
 * widget, or on `.sa-root`, wins and is inherited). Every SDK component's outermost element carries
 * `.sa-root` itself, so the resets below reach SDK markup only, never the host's own.
 *
 * The resets keep hostile page CSS (`* { font-size: 30px }`, `button { all: unset }`) from reaching
 * into `.sa-root`: they carry `.sa-root`'s specificity, so they beat bare element selectors, while the
 * components' own `.sa-…` rules, which come later, still beat them.
 */
export const tokensCss = /* css */ `
:host {
${declarations}
}
:where(:root) {
${declarations}
}
/* The page's language around the widgets (lang, dir) without a box of its own. */
.sa-locale-root {
  display: contents;
}
.sa-root {
  display: block;
  font-family: var(--sa-font-family);
  font-size: var(--sa-font-size);
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  color: var(--sa-color-text);
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  /* Nothing inside a widget may push it wider than its container: long words wrap. */
  overflow-wrap: break-word;
  min-width: 0;
  max-width: 100%;
}
.sa-root :where(*), .sa-root :where(*)::before, .sa-root :where(*)::after {
  box-sizing: border-box;
  font-size: inherit;
  font-family: inherit;
  line-height: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
}
.sa-root :where(button, input, select, textarea) {
  all: revert;
  box-sizing: border-box;
  margin: 0;
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-transform: none;
}
.sa-root :where(button) { cursor: pointer; }
.sa-root :where(p, h1, h2, h3, h4, h5, h6, ul, ol, figure) { margin: 0 0 var(--sa-spacing); }
/*
 * A widget's headings keep the widget's look whatever the host's h1–h6 rules say (a React app's
 * global CSS reaches them; a custom element's shadow root keeps it out): the theme's font, colour and
 * weight. Each component's heading class sets its size.
 */
.sa-root :where(h1, h2, h3, h4, h5, h6) {
  font-family: var(--sa-font-family);
  font-size: var(--sa-font-size);
  font-weight: 700;
  font-style: normal;
  line-height: 1.25;
  letter-spacing: normal;
  text-transform: none;
  text-decoration: none;
  color: inherit;
}
.sa-root :where(a) { color: var(--sa-color-primary); text-decoration: underline; }
.sa-root :where(img, svg, video, iframe, table) { max-width: 100%; }
/* Values that are one long word (a URL, an e-mail address) break anywhere rather than overflow. */
.sa-root :where(a, dd) { overflow-wrap: anywhere; }
.sa-root :where(a, button, input, select, textarea, [tabindex]):focus-visible {
  outline: 2px solid transparent;
  outline-offset: 2px;
  box-shadow: var(--sa-focus-ring);
}
.sa-root [hidden] { display: none !important; }
.sa-visually-hidden {
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  margin: -1px !important;
  padding: 0 !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
}
@keyframes sa-spin {
  to { transform: rotate(360deg); }
}
@media (prefers-reduced-motion: reduce) {
  .sa-button-spinner, .sa-loader-spinner { animation-duration: 2.4s; }
}
`;
