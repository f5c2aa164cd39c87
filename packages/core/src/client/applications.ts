import * as applications from '../contracts/applications.js';
import { getClient } from './default-client.js';
import { fetchAndSave, statusTextMessage, type DownloadOptions, type DownloadOutcome } from './shared-download.js';

/** My applications (member §7 MyApplicationLoad, DeleteApplication, ApplicationParameters). */

export const loadMyApplications = async () => (await getClient().call(applications.myApplicationLoad)).rows;

/** The route of one application in my applications (member §2 /apps/:appId: highlighted there). */
export const myApplicationRoute = (appId: number): string => `/apps/${appId}`;

/** Deletes a draft, withdraws a submitted application. */
export const deleteApplication = (appId: number) => getClient().call(applications.deleteApplication, { query: { appId } });

/** Resubmit: the stored course parameters, to reopen the wizard with. */
export const loadApplicationParameters = async (appFk: number) =>
  (await getClient().call(applications.applicationParameters, { query: { appFk } })).courseData;

/** Accepts or declines an offer, or withdraws one course. */
export const respondToOffer = (entryId: number, status: 'ACC' | 'DEC' | 'WDR') =>
  getClient().call(applications.respondToOffer, { body: { entryId, status } });

/** The PDF's file name from the reply's content-disposition (`attachment; filename="application-7.pdf"`), else `application-<id>.pdf`. */
export function applicationPdfName(header: string | null, appId: number): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1]?.trim() || `application-${appId}.pdf`;
}

/**
 * GeneratePdf (member §7): downloads the application as a PDF with the member's bearer token and saves
 * it (the browser's download by default), then says 'Successful: application-7.pdf'. A failure shows
 * the reply's status text (member §8: "File download failures show the status text"); a 401 ends the
 * session and asks to sign in. Only submitted or withdrawn applications have a PDF (a draft: 409).
 */
export function downloadApplicationPdf(appId: number, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  const query = new URLSearchParams({ appId: String(appId), courselegalId: '0' });
  return fetchAndSave(
    {
      url: `${getClient().baseUrl}${applications.generatePdf.path}?${query}`,
      failureMessage: statusTextMessage,
      fileName: (response) => applicationPdfName(response.headers.get('content-disposition'), appId),
    },
    options,
  );
}
