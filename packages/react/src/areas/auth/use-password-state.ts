import { passwordState } from '@studyatlas/core';
import { useQuery, type Query } from '../../data/use-query.js';

/** The data layer's key of whether the member has a password (setting one refreshes it). */
export const PASSWORD_STATE = 'auth/password-state';

/** Whether the signed-in member has a password (a member signed up with a provider has none), when `wanted`. */
export function usePasswordState(wanted: boolean): Query<Awaited<ReturnType<typeof passwordState>>> {
  return useQuery(wanted ? PASSWORD_STATE : null, () => passwordState({ quiet: true }), { audience: 'member' });
}
