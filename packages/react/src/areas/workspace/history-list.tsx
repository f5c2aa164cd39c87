import { catalogueLabels as l, format, formatDisplayDate, type workspace } from '@studyatlas/core';
import type { Query } from '../../data/use-query.js';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type HistoryAction = workspace.CatalogueHistoryEntry['action'];

/** What an entry did, in words ("Created", "Updated" …), read when shown. */
export function historyAction(action: HistoryAction): string {
  return { created: l.historyCreated, updated: l.historyUpdated, status: l.historyStatus, deleted: l.historyDeleted }[action];
}

/** "Intake 12 updated": what an entry is about, then what it did. */
export const recordAction = (record: string, action: HistoryAction): string => format(l.historyWhat, { record, action: historyAction(action) });

/** A history entry as every record's history shows it (a course's, the profile's, a campus's). */
export interface HistoryEntry {
  id: number;
  at: string;
  who: string;
  action: HistoryAction;
  changes: ReadonlyArray<{ field: string; before: string; after: string }>;
}

export interface HistoryListProps<E extends HistoryEntry> {
  /** The history query's answer (a page of entries) and its state. */
  history: Pick<Query<{ entries: E[]; total: number; pageSize: number }>, 'data' | 'loading' | 'error'>;
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** What an entry did ("Intake 12 updated", "Campus 3 created", "Created"). */
  describe: (entry: E) => string;
  /** The loader's label while a page loads (default: the catalogue's). */
  loading?: string;
  level: 3 | 4 | 5 | 6;
}

/** Who changed what and when, with the previous values, newest first (the catalogue history, issue 27: a course's, a listing's, the profile's, a campus's). */
export function HistoryList<E extends HistoryEntry>({ history, pageNo, onPage, describe, loading, level }: HistoryListProps<E>) {
  useWorkspaceStyles();
  const Sub = `h${level}` as const;
  const data = history.data;
  return (
    <section className="sa-workspace-part" aria-label={l.history} aria-busy={history.loading || undefined}>
      <Sub className="sa-workspace-subheading">{l.history}</Sub>
      {history.loading && <Loader active variant="inline" label={loading ?? l.loading} />}
      <FormError message={history.error} />
      {data && data.entries.length === 0 && <p className="sa-empty">{l.noHistory}</p>}
      {data && data.entries.length > 0 && (
        <ol className="sa-workspace-audit">
          {data.entries.map((entry) => (
            <li key={entry.id} className="sa-workspace-audit-entry">
              <span className="sa-workspace-audit-action">{describe(entry)}</span>
              <span className="sa-workspace-byline">
                {' — '}
                {format(l.historyBy, { who: entry.who, at: formatDisplayDate(entry.at) })}
              </span>
              <ul className="sa-workspace-history-changes">
                {entry.changes.map((change) => (
                  <li key={change.field}>{format(l.historyChange, { field: change.field, before: change.before || l.empty, after: change.after || l.empty })}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > data.pageSize && (
        <Pagination total={data.total} page={pageNo} pageSize={data.pageSize} pageSizes={[data.pageSize]} showPageSize={false} maxLinks={5} labels={{ pagination: l.historyPagination }} onChange={({ page }) => onPage(page)} />
      )}
    </section>
  );
}
