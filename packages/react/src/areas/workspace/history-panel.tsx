import { format, formatDisplayDate, type workspace } from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

export interface HistoryWords {
  history: string;
  loading: string;
  noHistory: string;
  historyPagination: string;
  historyBy: string;
  historyChange: string;
  empty: string;
}

export interface HistoryPanelProps {
  words: HistoryWords;
  history: { data?: { entries: workspace.CatalogueHistoryEntry[]; total: number; pageSize: number } | null | undefined; loading: boolean; error?: string | null | undefined };
  pageNo: number;
  onPage: (pageNo: number) => void;
  /** What an entry did ("Intake 12 changed", "Created"). */
  describe: (entry: workspace.CatalogueHistoryEntry) => string;
  level: 3 | 4 | 5 | 6;
}

/** Who changed what and when on a catalogue record, with each field's value before and after; newest first (a course's and a listing's history). */
export function HistoryPanel({ words: l, history, pageNo, onPage, describe, level }: HistoryPanelProps) {
  useWorkspaceStyles();
  const Sub = `h${level}` as const;
  const data = history.data;
  return (
    <section className="sa-workspace-part" aria-label={l.history} aria-busy={history.loading || undefined}>
      <Sub className="sa-workspace-subheading">{l.history}</Sub>
      {history.loading && <Loader active variant="inline" label={l.loading} />}
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
