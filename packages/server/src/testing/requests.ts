import { expect } from 'vitest';
import { bearer, json, type TestApp } from './app.js';

/**
 * The requests an area suite sends to its app: `post` a JSON body, `get` with a query, each signed
 * in when given a token, and `searchAt` for a search that must answer 200. `app` reads the suite's
 * app when a request is sent (it is created in `beforeAll`).
 */
export function appRequests(app: () => TestApp) {
  const headers = (token?: string) => (token ? bearer(token) : {});
  const post = (url: string, payload: unknown, token?: string) =>
    app().app.inject({ method: 'POST', url, payload: payload as object, headers: headers(token) });
  const get = (url: string, query: Record<string, string> = {}, token?: string) => app().app.inject({ url, query, headers: headers(token) });
  /** POSTs a filter to `url` (the suite's search by default), expects 200 and reads the reply. */
  const searchAt =
    <Reply>(defaultUrl: string) =>
    async (filter: object, url = defaultUrl, token?: string): Promise<Reply> => {
      const response = await post(url, filter, token);
      expect(response.statusCode, response.body).toBe(200);
      return json<Reply>(response);
    };
  return { post, get, searchAt };
}
