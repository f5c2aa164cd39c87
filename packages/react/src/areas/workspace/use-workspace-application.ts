import { addNote, assignApplication, decide, loadStaff, loadWorkspaceApplication, roleCan, type workspace } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';
import { applicationKey, inboxChanged, staffKey } from './query-keys.js';
import { QUIET } from './quiet.js';

export type Decision = Parameters<typeof decide>[1];

export interface WorkspaceApplicationController {
  page: Query<workspace.WorkspaceApplication>;
  /** The staff who may be assigned (owners and admissions), loaded when the role may assign. */
  assignable: workspace.StaffMember[];
  decide: (decision: Decision) => Promise<void>;
  addNote: (text: string) => Promise<void>;
  assign: (clientId: number) => Promise<workspace.WorkspaceApplication['assignee']>;
}

/**
 * One application as the organisation sees it (workspaceApplication: opening it marks it read, so the
 * inbox and the badges are asked again) and what staff do on it: decisions, notes, assignment. Each
 * save puts the new state in place and asks for the page again for its audit log.
 */
export function useWorkspaceApplication(organisation: workspace.Organisation, applicationId: number): WorkspaceApplicationController {
  const org = organisation.id;
  const page = useQuery(
    applicationKey(org, applicationId),
    async () => {
      const application = await loadWorkspaceApplication(org, applicationId, QUIET);
      inboxChanged(org);
      return application;
    },
    { audience: 'member' },
  );
  const mayDecide = roleCan(organisation.role, 'decide');
  const staff = useQuery(mayDecide ? staffKey(org) : null, () => loadStaff(org, QUIET), { audience: 'member' });
  const assignable = (staff.data?.members ?? []).filter((member) => roleCan(member.role, 'decide'));

  return {
    page,
    assignable,
    decide: async (decision) => {
      const application = await decide(org, decision, QUIET);
      page.setData(() => application);
      inboxChanged(org);
    },
    addNote: async (text) => {
      const { notes } = await addNote(org, applicationId, text, QUIET);
      page.setData((was) => (was ? { ...was, notes } : was));
      page.reload();
    },
    assign: async (clientId) => {
      const { assignee } = await assignApplication(org, applicationId, clientId, QUIET);
      page.setData((was) => (was ? { ...was, assignee } : was));
      page.reload();
      inboxChanged(org);
      return assignee;
    },
  };
}
