import { unreadEvents } from '../contracts/messaging.js';
import { $session, setUnreadCount } from '../stores/session.js';
import { getClient } from './default-client.js';

export interface UnreadWatchOptions {
  /** Where the API lives; the configured client's by default. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Called with every count received (after it is written to $profile). */
  onCount?: (unread: number) => void;
  /** The first reconnect waits this long, doubling up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** One server-sent event: its name and data. */
export interface ServerEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events and the rest (an event ends with a blank line). */
export function parseEventStream(buffer: string): { events: ServerEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });

/**
 * Follows the member's unread count live (UnreadEvents): opens the stream with fetch and the bearer
 * token (EventSource cannot send an Authorization header), writes each count into `$profile.msgCount`,
 * reconnects with a doubling back-off when the stream breaks, and stops for good on a 401, when the
 * session ends or its token changes, or when the returned function is called.
 */
export function watchUnreadCount(options: UnreadWatchOptions = {}): () => void {
  const session = $session.get();
  if (!session) return () => undefined;
  const token = session.token;
  const controller = new AbortController();
  const stop = () => {
    controller.abort();
    unsubscribe();
  };
  const unsubscribe = $session.listen((next) => {
    if (next?.token !== token) stop();
  });
  const baseUrl = (options.baseUrl ?? getClient().baseUrl).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const minDelay = options.minDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 60_000;

  void (async () => {
    let delay = minDelay;
    while (!controller.signal.aborted) {
      try {
        const response = await doFetch(`${baseUrl}${unreadEvents.path}`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.status === 401) return stop();
        if (response.ok && response.body) {
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
            buffer = parsed.rest;
            for (const e of parsed.events) {
              if (e.event !== 'unread') continue;
              const unread = Number((JSON.parse(e.data) as { unread?: unknown }).unread);
              if (!Number.isFinite(unread)) continue;
              delay = minDelay;
              setUnreadCount(unread);
              options.onCount?.(unread);
            }
          }
        }
      } catch {
        // Network failure or abort: retried below unless stopped.
      }
      if (controller.signal.aborted) return;
      await sleep(delay, controller.signal);
      delay = Math.min(delay * 2, maxDelay);
    }
  })();

  return stop;
}

let started: (() => void) | null = null;
let stopCurrent: (() => void) | null = null;

/**
 * Starts following the unread count for whoever is signed in on this page — once per page, however
 * often it is called (every widget's header may call it): a sign-in starts the stream, a sign-out or
 * another member's sign-in stops it (and starts theirs).
 */
export function startUnreadWatch(options: UnreadWatchOptions = {}): void {
  if (started) return;
  let token: string | null = null;
  const follow = () => {
    const session = $session.get();
    if ((session?.token ?? null) === token) return;
    stopCurrent?.();
    stopCurrent = null;
    token = session?.token ?? null;
    if (session) stopCurrent = watchUnreadCount(options);
  };
  started = $session.subscribe(follow);
}

/** Stops what startUnreadWatch started (a host tearing the page's widgets down; tests). */
export function stopUnreadWatch(): void {
  started?.();
  started = null;
  stopCurrent?.();
  stopCurrent = null;
}
