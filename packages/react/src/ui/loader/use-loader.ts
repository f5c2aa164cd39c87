import { useEffect, useState } from 'react';

/** The overlay waits this long before showing, so quick answers never flicker (specification §9). */
export const LOADER_DELAY_MS = 5;
/** The indicator hides after at most this long (specification §9). */
export const LOADER_MAX_MS = 2000;
/** …or this long after a form download starts (specification §9). */
export const LOADER_DOWNLOAD_MAX_MS = 5000;

export interface LoaderTiming {
  /** Wait before showing, in ms (default 5). */
  delay?: number;
  /** Hide this long after loading started even if it has not finished, in ms (default 2000); `Infinity` never. */
  maxDuration?: number;
}

/**
 * Whether a loading indicator should be visible while `active`: from `delay` after it became active
 * until it stops or `maxDuration` has passed since it started, whichever is first.
 */
export function useLoader(active: boolean, { delay = LOADER_DELAY_MS, maxDuration = LOADER_MAX_MS }: LoaderTiming = {}): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(false);
    if (!active) return;
    const show = setTimeout(() => setVisible(true), delay);
    const hide = Number.isFinite(maxDuration) ? setTimeout(() => setVisible(false), maxDuration) : undefined;
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [active, delay, maxDuration]);
  return active && visible;
}
