import { persistentAtom } from '@nanostores/persistent';

/**
 * The organisation the workspace shows (issue 26): its id as text, remembered in localStorage so the
 * next visit (and every widget on the page, every tab) opens the same one; '' until one is chosen.
 */
export const $workspaceOrganisation = /* @__PURE__ */ persistentAtom<string>('studyatlas.workspace.organisation', '');

/** Chooses the organisation the workspace shows. */
export const chooseWorkspaceOrganisation = (id: number): void => $workspaceOrganisation.set(String(id));
