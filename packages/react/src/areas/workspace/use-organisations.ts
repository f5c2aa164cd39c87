import { useStore } from '@nanostores/react';
import { $workspaceOrganisation, chooseWorkspaceOrganisation, loadMyOrganisations, type workspace } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';
import { ORGANISATIONS } from './query-keys.js';
import { QUIET } from './quiet.js';

export interface Organisations {
  query: Query<workspace.Organisation[]>;
  /** The account's organisations; null until loaded. */
  organisations: workspace.Organisation[] | null;
  /** The one the workspace shows: the remembered choice, else the first. */
  current: workspace.Organisation | null;
  choose: (id: number) => void;
}

/** The organisations of the signed-in account (workspaceMyOrganisations) and the one chosen (remembered). */
export function useOrganisations(): Organisations {
  const query = useQuery(ORGANISATIONS, () => loadMyOrganisations(QUIET), { audience: 'member' });
  const chosen = useStore($workspaceOrganisation);
  const organisations = query.data;
  const current = organisations?.find((organisation) => String(organisation.id) === chosen) ?? organisations?.[0] ?? null;
  return { query, organisations, current, choose: chooseWorkspaceOrganisation };
}
