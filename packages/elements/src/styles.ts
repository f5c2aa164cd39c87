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

const adopted = new WeakMap<ShadowRoot, Set<string>>();

/** Adds stylesheets to a shadow root, each CSS text once (an area's components may load later). */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const present = adopted.get(root) ?? new Set<string>();
  adopted.set(root, present);
  const texts = [...new Set(cssTexts)].filter((css) => css.trim() !== '' && !present.has(css));
  for (const css of texts) present.add(css);
  if (texts.length === 0) return;
  if (supportsAdoption(root)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...texts.map(sharedSheet)];
    return;
  }
  for (const css of texts) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
