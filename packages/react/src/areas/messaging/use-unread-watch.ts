import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '@studyatlas/core';

/**
 * Keeps the unread count live: core's watcher follows whoever is signed in on the page (UnreadEvents,
 * Server-Sent Events over fetch with the bearer token) and writes each new count into
 * `$profile.msgCount`. It runs once per page however many screens ask (the header's badge, the
 * inbox, several widgets) and starts and stops with the sign-in itself. Its code (the event stream,
 * the messaging contract's call) loads with the first sign-in: a header badge on every page costs an
 * anonymous visitor nothing of it.
 */
export function useUnreadWatch(): void {
  const signedIn = useStore($session) !== null;
  useEffect(() => {
    if (signedIn) void import('./unread-watch.js').then(({ startUnreadWatch }) => startUnreadWatch());
  }, [signedIn]);
}
