import * as calls from '../contracts/workspace-profile.js';
import type { CampusValues, OrganisationProfileValues } from '../rules/workspace-profile.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';
import { postUpload, type PostedUpload } from './shared-upload.js';

/* The workspace's organisation profile and campuses (issue 27): the Profile and Campuses screens' calls, each naming the organisation. */

export const loadOrganisationProfile = async (org: number, options?: CallOptions) => (await getClient().call(calls.organisationProfile, { query: { org } }, options)).profile;
export const saveOrganisationProfile = async (org: number, values: OrganisationProfileValues, options?: CallOptions) =>
  (await getClient().call(calls.updateOrganisationProfile, { query: { org }, body: values }, options)).profile;
export const loadProfileHistory = (org: number, campusId: number | null, pageNo: number, options?: CallOptions) =>
  getClient().call(calls.profileHistory, { query: { org, pageNo, ...(campusId ? { campusId } : {}) } }, options);

/** Uploads the organisation's logo (multipart, the member photo's rules); the profile with its new logo address, or the refusal. */
export const uploadOrganisationLogo = (org: number, file: Blob, fileName: string, options?: { fetch?: typeof fetch }): Promise<PostedUpload<{ profile: calls.OrganisationProfile }>> =>
  postUpload(`${calls.uploadOrganisationLogo.path}?${new URLSearchParams({ org: String(org) })}`, 'image', file, fileName, options);

export const loadCampuses = (org: number, options?: CallOptions) => getClient().call(calls.campuses, { query: { org } }, options);
export const loadCampus = async (org: number, campusId: number, options?: CallOptions) => (await getClient().call(calls.campus, { query: { org, campusId } }, options)).campus;
/** Adds (no campusId) or changes a campus; the saved campus and how its place was read. */
export const saveCampus = (org: number, campusId: number | null, values: CampusValues, options?: CallOptions) =>
  getClient().call(calls.saveCampus, { query: { org }, body: { ...(campusId ? { campusId } : {}), ...values, countryId: Number(values.countryId) || null } }, options);
export const deleteCampus = (org: number, campusId: number, options?: CallOptions) => getClient().call(calls.deleteCampus, { query: { org }, body: { campusId } }, options);
