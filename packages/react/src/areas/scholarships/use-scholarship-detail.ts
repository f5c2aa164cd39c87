import { useEffect, useState } from 'react';
import {
  ApiError,
  scholarshipDetail,
  scholarshipPrint,
  searchScholarshipCourses,
  setDetailOrigin,
  type ScholarshipDetail,
  type ScholarshipPrint,
} from '@studyatlas/core';
import { useDetailBack } from '../../navigation/detail-back.js';
import { useNavigation } from '../../navigation/navigation.js';

export type ScholarshipDetailStatus = 'loading' | 'done' | 'failed';

export interface ScholarshipDetailController {
  status: ScholarshipDetailStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The scholarship was not found.'). */
  error: string | null;
  data: ScholarshipDetail | null;
  /** The print view's data while it is open. */
  print: ScholarshipPrint | null;
  printBusy: boolean;
  openPrint: () => Promise<void>;
  closePrint: () => void;
  /** Runs the course search of the courses it applies to and opens the course list. */
  openCourses: () => Promise<void>;
  coursesBusy: boolean;
  /** Back is offered: to the search when opened from the list, else to the previous page. */
  canGoBack: boolean;
  back: () => void;
}

export interface UseScholarshipDetailOptions {
  schId: number;
  /** Replaces the default back action. */
  onBack?: () => void;
}

/**
 * The scholarship detail (/schdetail/:schId, discovery §2): the detail, its print view, the link to
 * the courses it applies to (a course search with scholFk and scholLegalFk), and the back action.
 */
export function useScholarshipDetail({ schId, onBack }: UseScholarshipDetailOptions): ScholarshipDetailController {
  const { navigate } = useNavigation();
  const { canGoBack, back } = useDetailBack(onBack);
  const [status, setStatus] = useState<ScholarshipDetailStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<ScholarshipDetail | null>(null);
  const [print, setPrint] = useState<ScholarshipPrint | null>(null);
  const [printBusy, setPrintBusy] = useState(false);
  const [coursesBusy, setCoursesBusy] = useState(false);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    setError(null);
    setData(null);
    setPrint(null);
    scholarshipDetail(schId, { quiet: true }).then(
      (detail) => {
        if (!live) return;
        setData(detail);
        setStatus('done');
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure instanceof ApiError ? failure.message : String(failure));
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [schId]);

  // Failures of these actions are shown by the client's 'Failed' popup.
  const busyWhile = async (setBusy: (busy: boolean) => void, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setBusy(false);
    }
  };

  return {
    status,
    error,
    data,
    print,
    printBusy,
    coursesBusy,
    canGoBack,
    back,
    openPrint: () => (printBusy ? Promise.resolve() : busyWhile(setPrintBusy, async () => setPrint(await scholarshipPrint(schId)))),
    closePrint: () => setPrint(null),
    openCourses: () =>
      coursesBusy || !data
        ? Promise.resolve()
        : busyWhile(setCoursesBusy, async () => {
            const route = await searchScholarshipCourses(data);
            setDetailOrigin(null);
            navigate(route);
          }),
  };
}
