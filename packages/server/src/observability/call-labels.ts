import { callPaths, type Call } from '@studyatlas/core';

/** The label of a request that matched no route (unknown paths, the portal's pages): never the raw URL. */
export const UNMATCHED = 'unmatched';

/** Routes outside the metrics and the request log's info level: the probes and the scrape itself. */
export const UNCOUNTED_ROUTES: ReadonlySet<string> = new Set(['/livez', '/readyz', '/metrics']);

/**
 * What a request is counted and logged as (`call` label): the contract's call id for every path and
 * alias of a call; the registered route pattern for routes outside the contracts (API docs, static
 * roots, external sign-in redirects: a fixed set); `unmatched` when no route matched. The set of
 * labels is bounded by the routes, whatever URLs the clients send.
 */
export function callLabeller(calls: readonly Call[]): (method: string, routeUrl: string | undefined) => string {
  const ids = new Map<string, string>();
  for (const call of calls) for (const url of callPaths(call)) ids.set(`${call.method} ${url}`, call.id);
  return (method, routeUrl) => {
    if (routeUrl === undefined) return UNMATCHED;
    return ids.get(`${method === 'HEAD' ? 'GET' : method} ${routeUrl}`) ?? routeUrl;
  };
}
