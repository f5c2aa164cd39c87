import { useState } from 'react';
import { catalogueLabels as l, format, formatDisplayDate, type workspace, wordsByKey } from '@studyatlas/core';
import { FormError } from '../../ui/form-error/form-error.js';
import { Loader } from '../../ui/loader/loader.js';
import { Pagination } from '../../ui/pagination/pagination.js';
import { useCourseHistory } from './use-catalogue.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const ACTIONS: Readonly<Record<workspace.CatalogueHistoryEntry['action'], string>> = wordsByKey(l, {
  created: 'historyCreated',
  updated: 'historyUpdated',
  status: 'historyStatus',
  deleted: 'historyDeleted',
});

/** Who changed what and when on the course and its intakes, with the previous values; newest first. */
export function CourseHistory({ org, courseId, level }: { org: number; courseId: number; level: 3 | 4 | 5 | 6 }) {
  useWorkspaceStyles();
  const [pageNo, setPageNo] = useState(1);
  const history = useCourseHistory(org, courseId, pageNo);
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
              <span className="sa-workspace-audit-action">
                {format(l.historyWhat, { record: entry.record === 'course' ? l.historyCourse : format(l.historyIntake, { id: entry.recordId }), action: ACTIONS[entry.action] })}
              </span>
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
        <Pagination total={data.total} page={pageNo} pageSize={data.pageSize} pageSizes={[data.pageSize]} showPageSize={false} maxLinks={5} labels={{ pagination: l.historyPagination }} onChange={({ page }) => setPageNo(page)} />
      )}
    </section>
  );
}
