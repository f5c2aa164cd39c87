import { useState, type ReactNode } from 'react';
import { Pagination, type PaginationLabels } from './pagination.js';

export interface PagedListProps<T> {
  items: readonly T[];
  /** Sizes offered; the first is the initial size (e.g. 5 or 10 on the agent detail). */
  pageSizes: readonly number[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  /** Names the pagination landmark (several lists on one screen need distinct names). */
  label: string;
  className?: string;
  labels?: Partial<PaginationLabels>;
}

/** A list paged in memory: the rows of the current page, and a pagination when there is more than one size or page. */
export function PagedList<T>({ items, pageSizes, renderItem, itemKey, label, className, labels }: PagedListProps<T>) {
  const [{ page, pageSize }, setPaging] = useState({ page: 1, pageSize: pageSizes[0]! });
  const last = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, last);
  const shown = items.slice((current - 1) * pageSize, current * pageSize);
  return (
    <>
      <ul className={className}>
        {shown.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {items.length > pageSizes[0]! && (
        <Pagination
          total={items.length}
          page={current}
          pageSize={pageSize}
          pageSizes={pageSizes}
          maxLinks={5}
          showGoTo={false}
          labels={{ pagination: label, ...labels }}
          onChange={setPaging}
        />
      )}
    </>
  );
}
