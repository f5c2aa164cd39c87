import type { ReactNode } from 'react';

export interface FactsProps {
  /** Label / value pairs; pairs without a value ('', null or undefined) are left out. */
  items: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** The list's class (each area styles its own, e.g. 'sa-event-facts'). */
  className: string;
}

/**
 * Label / value pairs as a description list; pairs without a value are left out. A text value keeps
 * its own direction (`<bdi>`: an English address in an Arabic page) and the page's alignment.
 */
export function Facts({ items, className }: FactsProps) {
  const shown = items.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <dl className={className}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
