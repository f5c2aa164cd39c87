/**
 * The page's Content-Security-Policy nonce, for the `<style>` elements StudyAtlas adds to a document:
 * a page whose CSP allows styles by nonce says it in `<meta property="csp-nonce" nonce="…">` (what
 * Vite's `html.cspNonce` writes; the portal and the React app example are built so). Browsers hide
 * the attribute once the page has loaded, so the `nonce` property is read first. '' when there is none.
 */
export function cspNonce(doc: Document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}

/** A `<style>` element carrying the page's nonce (when it has one). */
export function createStyleElement(doc: Document): HTMLStyleElement {
  const style = doc.createElement('style');
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  return style;
}
