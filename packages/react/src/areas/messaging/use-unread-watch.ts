import { useEffect } from 'react';
import { startUnreadWatch } from '@studyatlas/core';

/**
 * Keeps the unread count live: core's watcher follows whoever is signed in on the page (UnreadEvents,
 * Server-Sent Events over fetch with the bearer token) and writes each new count into
 * `$profile.msgCount`. It runs once per page however many screens ask (the header's badge, the
 * inbox, several widgets) and starts and stops with the sign-in itself.
 */
export function useUnreadWatch(): void {
  useEffect(() => startUnreadWatch(), []);
}
