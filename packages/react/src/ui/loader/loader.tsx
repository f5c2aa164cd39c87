import { messages } from '@studyatlas/core';
import { cx } from '../internal/class-names.js';
import { useLoader, type LoaderTiming } from './use-loader.js';

export interface LoaderProps extends LoaderTiming {
  /** Loading is under way. The indicator itself appears after `delay` and hides after `maxDuration`. */
  active: boolean;
  /** Accessible name, announced when it appears (default 'Loading…'). */
  label?: string;
  /**
   * `overlay` covers the nearest positioned ancestor (give the loading area `position: relative`),
   * `inline` sits in the flow.
   */
  variant?: 'overlay' | 'inline';
  className?: string;
}

/**
 * A spinner announced politely to screen readers. The status region is always present so its
 * appearance is announced; it is busy and named only while visible.
 */
export function Loader({ active, label = messages.loading, variant = 'overlay', className, ...timing }: LoaderProps) {
  const visible = useLoader(active, timing);
  return (
    <div role="status" aria-live="polite" aria-busy={visible} aria-label={visible ? label : undefined} className="sa-loader-region">
      {visible && (
        <div className={cx('sa-loader', `sa-loader--${variant}`, className)} part="loader">
          <span className="sa-loader-spinner" aria-hidden="true" />
          <span className="sa-visually-hidden">{label}</span>
        </div>
      )}
    </div>
  );
}
