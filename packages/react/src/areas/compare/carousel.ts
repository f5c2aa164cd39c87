/**
 * Discovery §9: the compare carousel shows 3 items, 2 on a tablet, 1 on a phone, and up to 12 at
 * 1600 px and wider. Widths are the carousel's own container (a widget may sit in a narrow column).
 */
export const CAROUSEL_BREAKPOINTS = { tablet: 600, desktop: 840, wide: 1600 } as const;

export function itemsPerView(width: number): number {
  if (width >= CAROUSEL_BREAKPOINTS.wide) return 12;
  if (width >= CAROUSEL_BREAKPOINTS.desktop) return 3;
  if (width >= CAROUSEL_BREAKPOINTS.tablet) return 2;
  return 1;
}

/** The first item shown, kept within range when the number of items or the width changes. */
export const clampStart = (start: number, count: number, perView: number): number =>
  Math.max(0, Math.min(start, count - Math.min(perView, count)));
