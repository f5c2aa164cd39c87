export { Workspace, WORKSPACE_VIEWS, type WorkspaceProps, type WorkspaceView } from './workspace.js';
export { AcceptInvitation, type AcceptInvitationProps } from './accept-invitation.js';
export { WorkspaceLink } from './workspace-link.js';
export { workspaceCss } from './workspace.css.js';
export { workspaceLateSheets, workspaceStyles } from './styles.js';
