/**
 * The element's own box. The host page's global rules still match the `<sa-…>` element itself, and
 * inherited properties (font, colour, line height, letter spacing, white space…) flow into the
 * shadow tree: the mount point cuts every one of them off (`all: initial`; custom properties, the
 * theme, still pass), then the provider's `.sa-root` sets the widget's own.
 */
export const hostCss = /* css */ `
:host {
  display: block;
}
:host([hidden]) {
  display: none !important;
}
.sa-element {
  all: initial;
  display: block;
}
`;
