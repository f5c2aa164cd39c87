import { createClient, type ApiClient, type ClientOptions } from './create-client.js';

let current: ApiClient | null = null;

/**
 * Sets the API every widget on the page talks to. Called by `<StudyAtlasProvider apiBase>` and by
 * the elements' `api-base` attribute; the last configuration wins.
 */
export function configureClient(options: ClientOptions): ApiClient {
  if (current?.baseUrl !== options.baseUrl.replace(/\/+$/, '') || options.onLoginRequired || options.fetch) {
    current = createClient(options);
  }
  return current;
}

/** The configured client; the page's own origin when nothing was configured. */
export function getClient(): ApiClient {
  if (!current) {
    const origin = typeof location === 'undefined' ? 'http://localhost:8080' : location.origin;
    current = createClient({ baseUrl: origin });
  }
  return current;
}
