import { useRef, useState } from 'react';
import { useQuery } from '../../data/use-query.js';
import {
  APPLICATIONS,
  refreshQueries,
  ApiError,
  deleteApplication,
  downloadApplicationPdf,
  loadApplicationParameters,
  loadMyApplications,
  messages,
  myApplicationsLabels as l,
  respondToOffer,
  saveApplicationCourses,
  showPopup,
  type applications,
} from '@studyatlas/core';

type ApplicationRow = applications.ApplicationRow;
type ApplicationCourseRow = applications.ApplicationCourseRow;

/** An action waiting for the student's Yes in the confirm dialog. */
export type PendingAction =
  | { kind: 'delete' | 'withdraw'; application: ApplicationRow }
  | { kind: 'accept' | 'decline'; application: ApplicationRow; course: ApplicationCourseRow };

export interface MyApplicationsController {
  /** Newest first; null until loaded. */
  rows: ApplicationRow[] | null;
  loading: boolean;
  /** What runs now (`delete:7`, `pdf:7`, `accept:12` …), or null. */
  busy: string | null;
  /** The action the confirm dialog asks about. */
  pending: PendingAction | null;
  ask: (action: PendingAction) => void;
  cancel: () => void;
  /** Yes in the confirm dialog: deletes or withdraws the application, accepts or declines the offer. */
  confirm: () => Promise<void>;
  /** Resubmit: the stored course parameters become a new draft; answers its id (null when refused). */
  resubmit: (application: ApplicationRow) => Promise<number | null>;
  /** Downloads the application's PDF. */
  pdf: (application: ApplicationRow) => Promise<void>;
}

const ignoreApiError = (error: unknown) => {
  if (!(error instanceof ApiError)) throw error;
};

/** The data layer's key of the list (a submission in the wizard refreshes every application key). */
const MINE = `${APPLICATIONS}/mine`;

const replaceRow = (rows: ApplicationRow[] | null, row: ApplicationRow) => rows?.map((r) => (r.applicationId === row.applicationId ? row : r)) ?? null;

/**
 * My applications (member §2, §7 MyApplicationLoad, DeleteApplication, ApplicationParameters,
 * GeneratePdf; the offer response of the timeline): the list, and what the student does with it. A
 * refused call shows the client's 'Failed' popup with the server's words; the list then reloads, so
 * what is shown is what the server holds.
 */
export function useMyApplications(): MyApplicationsController {
  const list = useQuery(MINE, loadMyApplications, { audience: 'member' });
  const { data: rows, setData: setRows } = list;
  const loading = list.loading || list.refreshing;
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const running = useRef(false);
  const reload = () => refreshQueries(MINE);

  /** Runs one action at a time, marked `busy` while it runs. */
  const exclusive = async <T,>(key: string, perform: () => Promise<T>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(key);
    try {
      return await perform();
    } catch (error) {
      ignoreApiError(error);
      return null;
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const confirm = async () => {
    const action = pending;
    if (!action) return;
    const key = 'course' in action ? `${action.kind}:${action.course.entryId}` : `${action.kind}:${action.application.applicationId}`;
    const done = await exclusive(key, async () => {
      if (!('course' in action)) {
        const reply = await deleteApplication(action.application.applicationId);
        showPopup(messages.titleSuccess, reply.message);
        reload();
      } else {
        const row = await respondToOffer(action.course.entryId, action.kind === 'accept' ? 'ACC' : 'DEC');
        setRows((was) => replaceRow(was, row));
        showPopup(messages.titleSuccess, action.kind === 'accept' ? l.offerAccepted : l.offerDeclined);
      }
      return true;
    });
    setPending(null);
    if (!done) reload();
  };

  const resubmit = async (application: ApplicationRow) =>
    exclusive(`resubmit:${application.applicationId}`, async () => {
      try {
        const courseData = await loadApplicationParameters(application.applicationId);
        return (await saveApplicationCourses(0, courseData)).applicationFk;
      } catch (error) {
        // The shortlist call is quiet (the wizard shows its refusals inline): say it here.
        if (error instanceof ApiError && (error.status === 400 || error.status === 409)) showPopup(messages.titleFailed, Object.values(error.errors)[0] ?? error.message);
        throw error;
      }
    });

  const pdf = async (application: ApplicationRow) => {
    await exclusive(`pdf:${application.applicationId}`, () => downloadApplicationPdf(application.applicationId));
  };

  return { rows, loading, busy, pending, ask: setPending, cancel: () => setPending(null), confirm, resubmit, pdf };
}
