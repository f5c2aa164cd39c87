import { useSyncExternalStore } from 'react';

/**
 * The popup host and the login dialog are bound to page-wide stores, so exactly one element on the
 * page renders them: the earliest connected one. When it leaves, the next one takes over.
 */
const connected: object[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function claimGlobals(element: object): void {
  if (connected.includes(element)) return;
  connected.push(element);
  notify();
}

export function releaseGlobals(element: object): void {
  const index = connected.indexOf(element);
  if (index === -1) return;
  connected.splice(index, 1);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while `element` is the one that renders the page's popups and login dialog. */
export const useOwnsGlobals = (element: object): boolean =>
  useSyncExternalStore(
    subscribe,
    () => connected[0] === element,
    () => false,
  );
