import { refreshQueries } from '@studyatlas/core';

/**
 * The workspace's keys in the data layer (react/src/data): the organisations (with their unread
 * counts) and, per organisation, its inbox pages, filter lists, applications, staff and keys.
 */
export const WORKSPACE = 'workspace';
export const ORGANISATIONS = `${WORKSPACE}/organisations`;
const ofOrganisation = (org: number) => `${WORKSPACE}/org/${org}`;
export const inboxKey = (org: number) => `${ofOrganisation(org)}/inbox`;
export const filtersKey = (org: number) => `${ofOrganisation(org)}/filters`;
export const applicationKey = (org: number, applicationId: number) => `${ofOrganisation(org)}/application/${applicationId}`;
export const staffKey = (org: number) => `${ofOrganisation(org)}/staff`;
export const keysKey = (org: number) => `${ofOrganisation(org)}/keys`;
export const invitationKey = (token: string) => `${WORKSPACE}/invitation/${token}`;

/** An application was opened (marked read) or decided: the inbox's pages and the unread badges follow. */
export const inboxChanged = (org: number): void => refreshQueries(inboxKey(org), ORGANISATIONS);
