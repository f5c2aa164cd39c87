import * as applications from '../contracts/applications.js';
import { getClient } from './default-client.js';

/** My applications (member §7 MyApplicationLoad, DeleteApplication, ApplicationParameters). */

export const loadMyApplications = async () => (await getClient().call(applications.myApplicationLoad)).rows;

/** Deletes a draft, withdraws a submitted application. */
export const deleteApplication = (appId: number) => getClient().call(applications.deleteApplication, { query: { appId } });

/** Resubmit: the stored course parameters, to reopen the wizard with. */
export const loadApplicationParameters = async (appFk: number) =>
  (await getClient().call(applications.applicationParameters, { query: { appFk } })).courseData;

/** Accepts or declines an offer, or withdraws one course. */
export const respondToOffer = (entryId: number, status: 'ACC' | 'DEC' | 'WDR') =>
  getClient().call(applications.respondToOffer, { body: { entryId, status } });
