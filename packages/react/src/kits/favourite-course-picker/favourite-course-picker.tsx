import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '../../data/use-query.js';
import { Button } from '../../ui/button/button.js';
import { Dialog } from '../../ui/dialog/dialog.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouriteCoursePickerCss } from './favourite-course-picker.css.js';

/** One page of the member's favourite courses. */
export interface FavouriteCoursePage<T> {
  rows: readonly T[];
  total: number;
}

export interface FavouriteCoursePickerLabels {
  title: string;
  close: string;
  loading: string;
  empty: string;
  pagination: string;
  /** The row button's text (Add, Pick …). */
  action: string;
}

export interface FavouriteCoursePickerProps<T> {
  open: boolean;
  onClose: () => void;
  /** Loads a page (1-based) of `pageSize` favourites (through the data layer, under `queryKey`). */
  load: (page: number) => Promise<FavouriteCoursePage<T>>;
  /** The data layer's key of the pages ('<key>/<page>'): a change of the favourites refreshes it. */
  queryKey: string;
  pageSize: number;
  /** A row's key (an intake or preference id); also marks the row whose button is busy. */
  keyOf: (course: T) => number;
  /** A row's text. */
  describe: (course: T) => ReactNode;
  /** A row button's accessible name (e.g. 'Add Economics'). */
  actionLabel: (course: T) => string;
  /** Picks a course: answers the refusal to show, or null/undefined when done (the dialog closes). */
  onPick: (course: T) => Promise<string | null | undefined>;
  labels: FavouriteCoursePickerLabels;
  /** A line above the list. */
  hint?: ReactNode;
}

/**
 * The member's favourite courses in a paged dialog (member §2, §9), a button on every row; used by the
 * application wizard's course step and the profile's study destinations. Closed, it forgets its page
 * and rows: it opens again on page 1, never showing the last visit's rows.
 */
export function FavouriteCoursePicker<T>({ open, onClose, load, queryKey, pageSize, keyOf, describe, actionLabel, onPick, labels, hint }: FavouriteCoursePickerProps<T>) {
  useStylesheet('favourite-course-picker', favouriteCoursePickerCss);
  const [page, setPage] = useState(1);
  const [refused, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const pageSizes = useMemo(() => [pageSize] as const, [pageSize]);

  useEffect(() => {
    if (!open) {
      setPage(1);
      setError(null);
    }
  }, [open]);

  const shown = useQuery(open ? `${queryKey}/${page}` : null, () => load(page));
  const reply: FavouriteCoursePage<T> | null = shown.status === 'failed' ? { rows: [], total: 0 } : shown.data;
  const error = refused ?? shown.error;

  const pick = async (course: T) => {
    setBusy(keyOf(course));
    setError(null);
    try {
      const refused = await onPick(course);
      if (refused) setError(refused);
      else onClose();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={labels.title} footer={<Button variant="secondary" onClick={onClose}>{labels.close}</Button>}>
      {hint && <p className="sa-fcp-hint">{hint}</p>}
      <FormError message={error} />
      <Loader active={reply === null} variant="inline" label={labels.loading} />
      {reply && reply.total === 0 && !error && <p className="sa-fcp-empty">{labels.empty}</p>}
      {reply && reply.rows.length > 0 && (
        <ul className="sa-fcp-list">
          {reply.rows.map((course) => (
            <li key={keyOf(course)} className="sa-fcp-row">
              <span className="sa-fcp-text">{describe(course)}</span>
              <Button variant="secondary" busy={busy === keyOf(course)} aria-label={actionLabel(course)} onClick={() => void pick(course)}>
                {labels.action}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reply && reply.total > pageSize && (
        <Pagination
          total={reply.total}
          page={page}
          pageSize={pageSize}
          pageSizes={pageSizes}
          showPageSize={false}
          showGoTo={false}
          onChange={(change) => setPage(change.page)}
          labels={{ pagination: labels.pagination }}
        />
      )}
    </Dialog>
  );
}
