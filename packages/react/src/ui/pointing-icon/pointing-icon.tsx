import { cx } from '../internal/class-names.js';

export interface PointingIconProps {
  /** The glyph as it points in left to right: '‹' back, '›' forward, '▸' a closed expander. */
  glyph: string;
  className?: string;
}

/**
 * A decorative glyph that points along the line (back, previous and next, a breadcrumb's separator,
 * an expander): drawn left to right, mirrored as a whole where the widget reads right to left
 * (`pointing-icon.css.ts`). Bidi mirroring of the character itself is switched off, so '‹', '«' and
 * '▸' all turn the same way, once. Icons that must not turn (a tick, play, a logo) do not use it.
 */
export function PointingIcon({ glyph, className }: PointingIconProps) {
  return (
    <span className={cx('sa-pointing', className)} aria-hidden="true">
      {glyph}
    </span>
  );
}
