import { useState } from 'react';
import { format, organisationProfileLabels as p, type workspace } from '@studyatlas/core';
import { HistoryList, recordAction } from './history-list.js';
import { useProfileHistory } from './use-profile.js';

const describe = (entry: workspace.ProfileHistoryEntry) => recordAction(entry.record === 'organisation' ? p.historyOrganisation : format(p.historyCampus, { id: entry.recordId }), entry.action);

/** Who changed the profile (no campus) or a campus, when, with the previous values; newest first. */
export function ProfileHistory({ org, campusId, level }: { org: number; campusId: number | null; level: 3 | 4 | 5 | 6 }) {
  const [pageNo, setPageNo] = useState(1);
  return <HistoryList history={useProfileHistory(org, campusId, pageNo)} pageNo={pageNo} onPage={setPageNo} describe={describe} level={level} />;
}
