import { Workspace, WORKSPACE_VIEWS, workspaceLateSheets, workspaceStyles, type WorkspaceView } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LateSheets } from '../../late-sheets.js';
import { useLeave } from '../../leave-to-portal.js';

/* The component behind <sa-workspace>: the workspace's screens inside the widget (in-memory navigation). */

export const areaStyles = workspaceStyles;
export const lateSheets = workspaceLateSheets;

export interface WorkspaceElementProps {
  /** The section shown first: inbox (default), enquiries, staff, keys, webhooks, catalogue, embed, import, profile or campuses. */
  view?: string;
  headingLevel?: number;
}

export function WorkspaceElement({ view, headingLevel }: WorkspaceElementProps) {
  const leave = useLeave();
  const first = WORKSPACE_VIEWS.includes(view as WorkspaceView) ? (view as WorkspaceView) : 'inbox';
  return (
    <LateSheets names={lateSheets}>
      <Workspace view={first} headingLevel={headingLevelOf(headingLevel)} signIn="dialog" onLeave={leave} />
    </LateSheets>
  );
}
