import { useLayoutEffect, useRef } from 'react';

/**
 * Marks the header `data-crowded` when its one-row layout cannot hold everything: the box named by
 * `squeezed` (the session: Messages, the name at its narrowest, Sign out, the language) left narrower
 * than its content by the links beside it (a language with long words, e.g. Vietnamese at 1280 px).
 * The stylesheet then gives the session a row of its own instead of letting it run under the links. Measured again whenever the header's size or words
 * change (a resize, a language switch, signing in), with the mark off, before the browser paints.
 */
export function useCrowdedRow<T extends HTMLElement>(squeezed: string) {
  const row = useRef<T>(null);
  useLayoutEffect(() => {
    const header = row.current;
    if (!header) return undefined;
    const measure = () => {
      header.dataset.crowded = 'false';
      const box = header.querySelector<HTMLElement>(squeezed);
      header.dataset.crowded = String(!!box && box.scrollWidth > box.clientWidth + 1);
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(header);
    const changed = new MutationObserver(measure);
    changed.observe(header, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [squeezed]);
  return row;
}
