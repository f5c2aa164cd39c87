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

/**
 * Adds stylesheets to a shadow root, each CSS text once (an area's components may load later): at the
 * end, or with `after` (a CSS text the root has) right after it and the sheets put there before, so a
 * primitive adopted late still cascades before the area sheets, as it would in the base.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[], after?: string): void {
  const present = adopted.get(root) ?? new Set<string>();
  adopted.set(root, present);
  const texts = [...new Set(cssTexts)].filter((css) => css.trim() !== '' && !present.has(css));
  if (texts.length === 0) return;
  const anchor = after !== undefined && present.has(after) ? lastAfter(root, after) : undefined;
  for (const css of texts) present.add(css);
  if (anchor !== undefined) placedAfter.set(root, [...(placedAfter.get(root) ?? []), ...texts]);
  if (supportsAdoption(root)) {
    const sheets = [...root.adoptedStyleSheets];
    const at = anchor === undefined ? sheets.length : sheets.indexOf(sharedSheet(anchor)) + 1;
    sheets.splice(at, 0, ...texts.map(sharedSheet));
    root.adoptedStyleSheets = sheets;
    return;
  }
  const styles = texts.map((css) => {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    return style;
  });
  const anchorStyle = anchor === undefined ? undefined : [...root.querySelectorAll('style')].find((style) => style.textContent === anchor);
  if (anchorStyle) anchorStyle.after(...styles);
  else root.append(...styles);
}

/** The CSS texts adopted with `after`, per root, in their order. */
const placedAfter = new WeakMap<ShadowRoot, string[]>();

/** The sheet a new one goes after: the last one placed after `after`, else `after` itself. */
function lastAfter(root: ShadowRoot, after: string): string {
  return placedAfter.get(root)?.at(-1) ?? after;
}
