import { useState } from 'react';
import { catalogueLabels as l, format, type workspace } from '@studyatlas/core';
import { HistoryList, recordAction } from './history-list.js';
import { useCourseHistory } from './use-catalogue.js';

const describe = (entry: workspace.CatalogueHistoryEntry) => recordAction(entry.record === 'course' ? l.historyCourse : format(l.historyIntake, { id: entry.recordId }), entry.action);

/** Who changed what and when on the course and its intakes, with the previous values; newest first. */
export function CourseHistory({ org, courseId, level }: { org: number; courseId: number; level: 3 | 4 | 5 | 6 }) {
  const [pageNo, setPageNo] = useState(1);
  return <HistoryList history={useCourseHistory(org, courseId, pageNo)} pageNo={pageNo} onPage={setPageNo} describe={describe} level={level} />;
}
