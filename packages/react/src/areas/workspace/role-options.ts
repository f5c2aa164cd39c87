import { WORKSPACE_ROLES, workspaceMessages } from '@studyatlas/core';

/** The roles as select options, in the rules' order. */
export const roleOptions = () => WORKSPACE_ROLES.map((role) => ({ value: role, label: workspaceMessages.roleLabels[role] }));
