import * as applications from '../contracts/applications.js';
import { format, messages } from '../messages/common.js';
import { fileMessages } from '../messages/shared-files.js';
import { openLoginDialog } from '../stores/shared-login-dialog.js';
import { showPopup } from '../stores/shared-popups.js';
import { $profile, $session, endSession } from '../stores/session.js';
import { getClient } from './default-client.js';
import { saveInBrowser, type DownloadOptions, type DownloadOutcome } from './shared-download.js';
import { whenSignedIn } from './shared-sign-in.js';

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
export async function downloadApplicationPdf(appId: number, options: DownloadOptions = {}): Promise<DownloadOutcome> {
  if (!(await whenSignedIn(fileMessages.downloadSignIn))) return { status: 'cancelled' };
  const session = $session.get();
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const query = new URLSearchParams({ appId: String(appId), courselegalId: '0' });
  let response: Response;
  try {
    response = await fetcher(`${getClient().baseUrl}${applications.generatePdf.path}?${query}`, {
      headers: session ? { authorization: `Bearer ${session.token}` } : {},
      signal: options.signal,
    });
  } catch {
    showPopup(messages.titleWarning, messages.apiNotRunning);
    return { status: 'failed', httpStatus: 0, message: messages.apiNotRunning };
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.status === 401) {
      endSession();
      $profile.set(null);
      openLoginDialog(messages.sessionExpired);
      return { status: 'failed', httpStatus: 401, message: messages.sessionExpired };
    }
    const message = response.statusText || body.message || format(fileMessages.downloadRequestFailed, { status: response.status });
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
  const fileName = applicationPdfName(response.headers.get('content-disposition'), appId);
  try {
    const blob = await response.blob();
    await (options.save ?? saveInBrowser)(blob, fileName);
    showPopup(messages.titleSuccess, format(fileMessages.downloadSuccessful, { name: fileName }));
    return { status: 'saved', fileName, size: blob.size };
  } catch {
    const message = format(fileMessages.downloadSaveFailed, { name: fileName });
    showPopup(messages.titleFailed, message);
    return { status: 'failed', httpStatus: response.status, message };
  }
}
