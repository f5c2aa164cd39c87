/**
 * Puts stylesheets into a shadow root. Where constructable stylesheets work, each CSS text becomes
 * one CSSStyleSheet shared by every element on the page (parsed once, adopted many times); elsewhere
 * (older browsers, jsdom) each shadow root gets `<style>` elements. Nothing ever goes to document.head.
 */

const shared = new Map<string, CSSStyleSheet>();

function supportsAdoption(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/** The one sheet for this CSS text (created on first use, never at import time). */
export function sharedSheet(css: string): CSSStyleSheet {
  let sheet = shared.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shared.set(css, sheet);
  }
  return sheet;
}

/** Each shadow root's CSS texts in their cascade order, and how many were put right after an `after` text. */
const orders = new WeakMap<ShadowRoot, string[]>();
const placedAfter = new WeakMap<ShadowRoot, number>();

/**
 * Adds stylesheets to a shadow root, each CSS text once (an area's components may load later): at the
 * end, or with `after` (a CSS text the root has) right after it and the sheets put there before, so a
 * primitive adopted late still cascades before the area sheets, as it would in the base.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[], after?: string): void {
  const order = orders.get(root) ?? [];
  orders.set(root, order);
  const texts = [...new Set(cssTexts)].filter((css) => css.trim() !== '' && !order.includes(css));
  if (texts.length === 0) return;
  const anchor = after === undefined ? -1 : order.indexOf(after);
  const early = placedAfter.get(root) ?? 0;
  const at = anchor < 0 ? order.length : anchor + 1 + early;
  if (anchor >= 0) placedAfter.set(root, early + texts.length);
  order.splice(at, 0, ...texts);
  if (supportsAdoption(root)) {
    root.adoptedStyleSheets = order.map(sharedSheet);
    return;
  }
  const next = root.querySelectorAll('style')[at] ?? null;
  for (const css of texts) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.insertBefore(style, next);
  }
}
