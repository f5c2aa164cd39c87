import { format, formatDisplayDate, timelineStatusLabel, workspaceLabels as l, workspaceMessages, type workspace, wordsByKey } from '@studyatlas/core';
import { useWorkspaceStyles } from './use-workspace-styles.js';

const ACTIONS: Readonly<Record<string, string>> = wordsByKey(workspaceMessages.auditActions, {
  workspaceDecide: 'decision',
  workspaceAddNote: 'note',
  workspaceAssign: 'assign',
  workspaceApplication: 'open',
});

/** The audit of the application's decisions, notes and assignments: who, when, what, from which status. Newest first. */
export function AuditLog({ audit }: { audit: workspace.AuditEntry[] }) {
  useWorkspaceStyles();
  if (audit.length === 0) return <p className="sa-empty">{l.noAudit}</p>;
  return (
    <ol className="sa-workspace-audit">
      {audit.map((entry) => (
        <li key={entry.id} className="sa-workspace-audit-entry">
          <span className="sa-workspace-audit-action">{ACTIONS[entry.action] ?? entry.action}</span>
          {entry.fromStatus || entry.toStatus ? ` ${format(l.auditMove, { from: timelineStatusLabel(entry.fromStatus), to: timelineStatusLabel(entry.toStatus) })}` : ''}
          {entry.detail ? ` · ${entry.detail}` : ''}
          <span className="sa-workspace-byline">
            {' — '}
            {format(l.byline, { name: entry.actor.name, date: formatDisplayDate(entry.at) })}
          </span>
        </li>
      ))}
    </ol>
  );
}
