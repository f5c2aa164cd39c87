import type { ReactNode } from 'react';
import { listingStatusLabels, publishingLabels as l, type workspace } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { useWorkspaceStyles } from './use-workspace-styles.js';

type Status = workspace.CourseStatus;

export interface StatusWords {
  status: string;
  draftNote: string;
  archivedNote: string;
  readOnly: string;
}

export interface StatusPanelProps {
  status: Status;
  words: StatusWords;
  readOnly: boolean;
  busy: boolean;
  onMove: (to: Status) => void;
  /** More actions beside the moves (Remove). */
  children?: ReactNode;
}

/** The status moves offered from each status. */
const movesFrom = (): Readonly<Record<Status, readonly { to: Status; label: string }[]>> => ({
  draft: [{ to: 'published', label: l.publish }, { to: 'archived', label: l.archive }],
  published: [{ to: 'archived', label: l.archive }],
  archived: [{ to: 'draft', label: l.unarchive }, { to: 'published', label: l.publish }],
});

/** A catalogue record's status (draft, published, archived), what it means, and the moves from it for those who edit. */
export function StatusPanel({ status, words, readOnly, busy, onMove, children }: StatusPanelProps) {
  useWorkspaceStyles();
  return (
    <>
      <p className="sa-workspace-status" role="status">
        {words.status}: {listingStatusLabels[status]}
      </p>
      {status === 'draft' && <p className="sa-workspace-hint">{words.draftNote}</p>}
      {status === 'archived' && <p className="sa-workspace-hint">{words.archivedNote}</p>}
      {readOnly && <p className="sa-workspace-hint">{words.readOnly}</p>}
      {!readOnly && (
        <div className="sa-workspace-actions">
          {movesFrom()[status].map((m) => (
            <Button key={m.to} variant={m.to === 'published' ? 'primary' : 'secondary'} busy={busy} onClick={() => onMove(m.to)}>
              {m.label}
            </Button>
          ))}
          {children}
        </div>
      )}
    </>
  );
}
