import {
  DEFAULT_MAX_PAGE_LINKS,
  PAGE_SIZES,
  assertPageSizes,
  digitsOnly,
  format,
  messages,
  pageCount,
  pageLinks,
  validatePage,
} from '@studyatlas/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../button/button.js';
import { Input } from '../input/input.js';
import { cx } from '../internal/class-names.js';
import { withLabels } from '../internal/labels.js';
import { PointingIcon } from '../pointing-icon/pointing-icon.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { paginationCss } from './pagination.css.js';

export interface PageChange {
  page: number;
  pageSize: number;
}

export interface PaginationLabels {
  /** Name of the navigation landmark. */
  pagination: string;
  pageSize: string;
  goToPage: string;
  go: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  /** Accessible name of a page link; `{page}` is the number. */
  pageNumber: string;
}

export interface PaginationProps {
  /** Rows in the whole result. Nothing is rendered when there are none. */
  total: number;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  onChange: (change: PageChange) => void;
  /** Sizes offered (default 10, 20, 30, 40, 50); `pageSize` must be one of them. */
  pageSizes?: readonly number[];
  /** Page links shown at most (default 9, at least 5). */
  maxLinks?: number;
  showPageSize?: boolean;
  showGoTo?: boolean;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/** Read at render: the words of the current locale. */
const defaultLabels = (): PaginationLabels => ({
  pagination: messages.pagination,
  pageSize: messages.pageSize,
  goToPage: messages.goToPage,
  go: messages.go,
  firstPage: messages.firstPage,
  previousPage: messages.previousPage,
  nextPage: messages.nextPage,
  lastPage: messages.lastPage,
  pageNumber: messages.pageNumber,
});

/**
 * Page-size selector, first / previous / page links / next / last, and a "go to page" field that
 * accepts a whole number within the last page. A bad configuration (a size not offered, a negative
 * total, fewer than 5 links…) throws while rendering: it is a programming error (specification §8).
 * Choosing another page size goes back to page 1.
 */
export function Pagination({
  total,
  page,
  pageSize,
  onChange,
  pageSizes = PAGE_SIZES,
  maxLinks = DEFAULT_MAX_PAGE_LINKS,
  showPageSize = true,
  showGoTo = true,
  labels: labelOverrides,
  className,
}: PaginationProps) {
  useStylesheet('pagination', paginationCss);
  assertPageSizes(pageSize, pageSizes);
  const last = pageCount(total, pageSize);
  const links = pageLinks({ page, pageCount: last, maxLinks });
  const labels = withLabels(defaultLabels(), labelOverrides);
  const id = useId();
  const [goText, setGoText] = useState('');
  const [goError, setGoError] = useState<string>();

  if (last === 0) return null;
  const current = Math.min(page, last);
  const goTo = (target: number) => {
    if (target !== page) onChange({ page: target, pageSize });
  };
  const submitGoTo = () => {
    const error = validatePage(goText, last);
    setGoError(error);
    if (error) return;
    setGoText('');
    goTo(Number(goText));
  };
  const onGoKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submitGoTo();
    }
  };
  const sizeId = `sa-page-size-${id}`;
  const goId = `sa-go-to-${id}`;
  const goErrorId = `${goId}-error`;

  return (
    <nav className={cx('sa-pagination', className)} aria-label={labels.pagination} part="pagination">
      {showPageSize && (
        <div className="sa-pagination-size">
          <label htmlFor={sizeId}>{labels.pageSize}</label>
          <select
            id={sizeId}
            className="sa-select"
            part="select"
            value={pageSize}
            onChange={(event) => onChange({ page: 1, pageSize: Number(event.target.value) })}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
      <ul className="sa-pagination-pages">
        <li>
          <PageButton label={labels.firstPage} disabled={current === 1} onClick={() => goTo(1)} symbol="«" />
        </li>
        <li>
          <PageButton label={labels.previousPage} disabled={current === 1} onClick={() => goTo(current - 1)} symbol="‹" />
        </li>
        {links.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={cx('sa-page-link', number === current && 'is-current')}
              part="page-link"
              aria-label={format(labels.pageNumber, { page: number })}
              aria-current={number === current ? 'page' : undefined}
              onClick={() => goTo(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <PageButton label={labels.nextPage} disabled={current === last} onClick={() => goTo(current + 1)} symbol="›" />
        </li>
        <li>
          <PageButton label={labels.lastPage} disabled={current === last} onClick={() => goTo(last)} symbol="»" />
        </li>
      </ul>
      {showGoTo && (
        <div className="sa-pagination-go">
          <label htmlFor={goId}>{labels.goToPage}</label>
          <Input
            id={goId}
            className="sa-pagination-go-input"
            inputMode="numeric"
            autoComplete="off"
            value={goText}
            filter={digitsOnly}
            onValueChange={(value) => {
              setGoText(value);
              setGoError(undefined);
            }}
            onKeyDown={onGoKeyDown}
            aria-invalid={goError ? true : undefined}
            aria-describedby={goError ? goErrorId : undefined}
          />
          <Button variant="secondary" onClick={submitGoTo}>
            {labels.go}
          </Button>
          {goError && (
            <p id={goErrorId} className="sa-field-error" role="alert">
              {goError}
            </p>
          )}
        </div>
      )}
    </nav>
  );
}

function PageButton({ label, disabled, onClick, symbol }: { label: string; disabled: boolean; onClick: () => void; symbol: string }) {
  return (
    <button type="button" className="sa-page-link sa-page-step" part="page-link" aria-label={label} disabled={disabled} onClick={onClick}>
      <PointingIcon glyph={symbol} />
    </button>
  );
}
