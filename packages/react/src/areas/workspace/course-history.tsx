import { useState } from 'react';
import { catalogueLabels as l, format, type workspace } from '@studyatlas/core';
import { HistoryPanel } from './history-panel.js';
import { useCourseHistory } from './use-catalogue.js';

const ACTIONS: Readonly<Record<workspace.CatalogueHistoryEntry['action'], string>> = {
  created: l.historyCreated,
  updated: l.historyUpdated,
  status: l.historyStatus,
  deleted: l.historyDeleted,
};

/** Who changed what and when on the course and its intakes, with the previous values; newest first. */
export function CourseHistory({ org, courseId, level }: { org: number; courseId: number; level: 3 | 4 | 5 | 6 }) {
  const [pageNo, setPageNo] = useState(1);
  const history = useCourseHistory(org, courseId, pageNo);
  return (
    <HistoryPanel
      words={l}
      history={history}
      pageNo={pageNo}
      onPage={setPageNo}
      level={level}
      describe={(entry) => format(l.historyWhat, { record: entry.record === 'course' ? l.historyCourse : format(l.historyIntake, { id: entry.recordId }), action: ACTIONS[entry.action] })}
    />
  );
}
