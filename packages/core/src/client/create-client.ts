import type { Call, CallBody, CallQuery, CallReply } from '../contracts/define.js';
import { messages } from '../messages/common.js';
import { $profile, $session, endSession } from '../stores/session.js';
import { showPopup } from '../stores/shared-popups.js';
import { openLoginDialog } from '../stores/shared-login-dialog.js';
import { ApiError } from './api-error.js';

export interface ClientOptions {
  /** Where the API lives, e.g. https://portal.example.org (no trailing slash needed). */
  baseUrl: string;
  /** Called after a 401 logged the member out; the default opens the login dialog. */
  onLoginRequired?: (reason: string) => void;
  /** The fetch to use (default the page's `fetch`, looked up at each call). */
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** Do not show the 'Failed' popup; the caller shows the error itself. */
  quiet?: boolean;
  signal?: AbortSignal;
}

export type CallInput<C> = (CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> }) &
  (CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> });

export interface ApiClient {
  readonly baseUrl: string;
  call<C extends Call>(call: C, input?: CallInput<C>, options?: CallOptions): Promise<CallReply<C>>;
}

interface ErrorBody {
  message?: string;
  errors?: Record<string, string>;
  error?: string;
  error_description?: string;
}

/** A query value as ofetch (ufo) encodes it: spaces as `+`, `+ # & /` escaped, non-strings as JSON. */
const encodeQuery = (value: unknown): string =>
  encodeURI(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/%7c/gi, '|')
    .replace(/\+/g, '%2B')
    .replace(/%20/gi, '+')
    .replace(/#/g, '%23')
    .replace(/&/g, '%26')
    .replace(/%60/gi, '`')
    .replace(/%5e/gi, '^')
    .replace(/\//g, '%2F');

/**
 * `?key=value&…` as ofetch built it: undefined values left out, null, '' and false-y strings as the
 * bare key, numbers and booleans as text, arrays as repeated keys.
 */
function queryString(query: Record<string, unknown> | undefined): string {
  const items: string[] = [];
  for (const [key, raw] of Object.entries(query ?? {})) {
    if (raw === undefined) continue;
    const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    const name = encodeQuery(key).replace(/=/g, '%3D');
    if (!value) items.push(name);
    else if (Array.isArray(value)) items.push(...value.map((item) => `${name}=${encodeQuery(item)}`));
    else items.push(`${name}=${encodeQuery(value)}`);
  }
  return items.length ? `?${items.join('&')}` : '';
}

/** A reply's body as ofetch read it: JSON (or no content type) parsed when it parses, text for text, a Blob otherwise. */
async function readBody(response: Response, method: string): Promise<unknown> {
  if (!response.body || [101, 204, 205, 304].includes(response.status) || method === 'HEAD') return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!;
  if (!type || /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i.test(type)) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return type.startsWith('text/') || /^(image\/svg|application\/(xml|xhtml|html))$/.test(type) ? response.text() : response.blob();
}

/** A refused call (HTTP 400–599): its status, parsed body and ofetch's message (`[GET] "url": 404 Not Found`). */
class HttpFailure {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly message: string,
  ) {}
}

/**
 * The API client: attaches the bearer token, picks the public or signed-in variant of a call, and
 * applies the error catalogue — failure → 'Failed' popup with the server's message; HTTP 500 or no
 * answer → Warning 'Api is not running.'; 401 → log out and ask for sign-in.
 *
 * It calls `fetch` itself. It used ofetch (with ufo and destr, 3.4 KB gzip in every app and widget)
 * for a base URL, a query string, a JSON body and the reply's parsing: the requests (URL, query
 * encoding, headers, body), replies and errors are the ones ofetch made, compared call by call when
 * it was replaced. The one difference: a reply that is not JSON is not turned into `true`, `NaN`,
 * `Infinity` or `undefined` by its wording (destr did), and no `__proto__` key is dropped from JSON.
 */
export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const onLoginRequired = options.onLoginRequired ?? ((reason: string) => openLoginDialog(reason));
  /** A call's path under the base (ufo's withBase: kept when it already starts with the base). */
  const withBase = (path: string): string =>
    !baseUrl || (path.startsWith(baseUrl) && /^[/?]?$/.test(path.charAt(baseUrl.length))) ? path : baseUrl + path;
  /** Any failure: an HTTP refusal, or no answer at all (network error, abort: status 0). */
  function toApiError(error: unknown, quiet: boolean, hadToken: boolean): ApiError {
    const failure = error instanceof HttpFailure ? error : null;
    const status = failure?.status ?? 0;
    const body: ErrorBody = (failure?.data as ErrorBody | undefined) ?? {};
    const message = body.message ?? body.error_description ?? failure?.message ?? '';
    if (status === 0 || status >= 500) {
      showPopup(messages.titleWarning, messages.apiNotRunning);
      return new ApiError(status, messages.apiNotRunning);
    }
    if (status === 401 && hadToken) {
      endSession();
      $profile.set(null);
      onLoginRequired(messages.sessionExpired);
      return new ApiError(status, messages.sessionExpired, body.errors, body.error);
    }
    if (!quiet) showPopup(messages.titleFailed, message);
    return new ApiError(status, message, body.errors, body.error);
  }

  return {
    baseUrl,
    async call(call, input, callOptions = {}) {
      const session = $session.get();
      const path = !session && call.publicPath ? call.publicPath : call.path;
      const headers: Record<string, string> = {};
      if (session) headers.authorization = `Bearer ${session.token}`;
      try {
        // Built inside the try, as ofetch did: a value that cannot be encoded fails like no answer.
        let body: BodyInit | undefined;
        // Sent with POST only (as ofetch did): a form body form-encoded, any other as JSON.
        if (input?.body && call.method === 'POST') {
          if (call.bodyType === 'form') body = new URLSearchParams(input.body as Record<string, string>);
          else {
            body = typeof input.body === 'string' ? input.body : JSON.stringify(input.body);
            headers['content-type'] = 'application/json';
            headers.accept = 'application/json';
          }
        }
        const url = `${withBase(path)}${queryString(input?.query as Record<string, unknown> | undefined)}`;
        const init: RequestInit = { method: call.method, headers, body, signal: callOptions.signal };
        const response = await (options.fetch ? options.fetch(url, init) : fetch(url, init));
        const data = await readBody(response, call.method);
        if (response.status >= 400 && response.status < 600) {
          throw new HttpFailure(response.status, data, `[${call.method}] ${JSON.stringify(url)}: ${response.status} ${response.statusText}`);
        }
        return data as CallReply<typeof call>;
      } catch (error) {
        throw toApiError(error, callOptions.quiet === true, session !== null);
      }
    },
  };
}
