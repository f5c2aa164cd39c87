/**
 * Where the elements find the API when no `api-base` attribute says so: the origin the script-tag
 * bundle was loaded from (a partner page loads it from the portal, which also serves the API), else
 * the page's own origin. Read lazily: importing this module touches neither `window` nor `document`.
 */

let scriptOrigin: string | undefined;

/**
 * Remembers the origin of the loading script; non-HTTP URLs (a bundler's `file://` module URL) are
 * ignored. The script-tag entry calls it with its own `import.meta.url`.
 */
export function rememberScriptOrigin(url: string | undefined): void {
  if (!url) return;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') scriptOrigin = parsed.origin;
  } catch {
    // not a URL: keep the page origin
  }
}

export function defaultApiBase(): string {
  return scriptOrigin ?? (typeof location === 'undefined' ? '' : location.origin);
}
