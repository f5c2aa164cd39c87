import { useLayoutEffect, useState, type RefObject } from 'react';

/** Before the first measurement (and where nothing can be measured): a desktop-wide container. */
const FALLBACK_WIDTH = 1024;

/**
 * The width of an element, following its resizes (ResizeObserver). Without ResizeObserver the
 * window's width stands in.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      const view = element.ownerDocument.defaultView;
      if (!view) return;
      const measure = () => setWidth(element.clientWidth || view.innerWidth);
      measure();
      view.addEventListener('resize', measure);
      return () => view.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
