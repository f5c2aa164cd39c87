import { ofetch, type FetchError } from 'ofetch';
import { currentLocale } from '../i18n/catalogue.js';
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
  fetch?: typeof globalThis.fetch;
}

export interface CallOptions {
  /** Do not show the 'Failed' popup; the caller shows the error itself. */
  quiet?: boolean;
  /** Not even the 'Api is not running.' warning: for extras a screen does without (the sign-in providers). */
  silent?: boolean;
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

/** An abort of the request's signal (ofetch keeps the fetch's AbortError as the cause). */
const isAbort = (error: unknown): boolean =>
  [error, (error as { cause?: unknown } | null)?.cause].some((e) => (e as { name?: string } | null)?.name === 'AbortError');

/**
 * Member §6's answer that forces a sign-out. The server's words are compared as the API sends them
 * (English, the specification's) and in the page's locale (a server answering in it): never only in
 * the locale the page happens to show.
 */
const ITEM_NOT_ALLOWED = 'this item does not allow';
const isItemNotAllowed = (message: string): boolean => {
  const said = message.trim().toLowerCase();
  return said === ITEM_NOT_ALLOWED || said === messages.itemNotAllowed.toLowerCase();
};

/**
 * The API client: attaches the bearer token, picks the public or signed-in variant of a call, and
 * applies the error catalogue — failure → 'Failed' popup with the server's message; HTTP 500 or no
 * answer → Warning 'Api is not running.'; 401, or the text 'this item does not allow', → log out and ask for sign-in.
 * A call aborted by its own signal says nothing (the caller called it off).
 */
export function createClient(options: ClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const onLoginRequired = options.onLoginRequired ?? ((reason: string) => openLoginDialog(reason));
  // ofetch takes its fetch among the global options (the second argument), not the request defaults.
  const request = ofetch.create({ baseURL: baseUrl, retry: 0 }, options.fetch ? { fetch: options.fetch } : {});

  function toApiError(error: unknown, quiet: boolean, hadToken: boolean, silent = false): ApiError {
    const fetchError = error as FetchError<ErrorBody>;
    const status = fetchError.response?.status ?? 0;
    const body: ErrorBody = (fetchError.data as ErrorBody | undefined) ?? {};
    const message = body.message ?? body.error_description ?? fetchError.message;
    // Called off by its caller (the page left, the screen went): nothing to tell the visitor.
    if (status === 0 && isAbort(error)) return new ApiError(0, messages.apiNotRunning);
    if (status === 0 || status >= 500) {
      if (!silent) showPopup(messages.titleWarning, messages.apiNotRunning);
      return new ApiError(status, messages.apiNotRunning);
    }
    if (status === 401 && hadToken) {
      endSession();
      $profile.set(null);
      onLoginRequired(messages.sessionExpired);
      return new ApiError(status, messages.sessionExpired, body.errors, body.error);
    }
    if (!quiet) showPopup(messages.titleFailed, message);
    if (hadToken && isItemNotAllowed(message)) {
      // Member §6: this answer forces logout, whatever its status.
      endSession();
      $profile.set(null);
      onLoginRequired(message);
    }
    return new ApiError(status, message, body.errors, body.error, { ...body });
  }

  return {
    baseUrl,
    async call(call, input, callOptions = {}) {
      const session = $session.get();
      const path = !session && call.publicPath ? call.publicPath : call.path;
      // The server answers (its messages, the words of its replies) in the page's language.
      const headers: Record<string, string> = { 'accept-language': currentLocale() };
      if (session) headers.authorization = `Bearer ${session.token}`;
      const body =
        input?.body === undefined
          ? undefined
          : call.bodyType === 'form'
            ? new URLSearchParams(input.body as Record<string, string>)
            : (input.body as Record<string, unknown>);
      try {
        return await request<CallReply<typeof call>>(path, {
          method: call.method,
          headers,
          query: input?.query as Record<string, unknown> | undefined,
          body,
          signal: callOptions.signal,
        });
      } catch (error) {
        throw toApiError(error, callOptions.quiet === true || callOptions.silent === true, session !== null, callOptions.silent === true);
      }
    },
  };
}
