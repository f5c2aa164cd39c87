import { useState } from 'react';
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
import { useQuery, type QueryStatus } from '../../data/use-query.js';
import { usePrintView, type PrintView } from '../../kits/find/use-print-view.js';

export type ScholarshipDetailStatus = QueryStatus;

export interface ScholarshipDetailController extends PrintView<ScholarshipPrint> {
  status: ScholarshipDetailStatus;
  /** The server's message when the detail could not be loaded (e.g. 'The scholarship was not found.'). */
  error: string | null;
  data: ScholarshipDetail | null;
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
  const printView = usePrintView(() => scholarshipPrint(schId), [schId]);
  const [coursesBusy, setCoursesBusy] = useState(false);
  const { status, error, data } = useQuery(`scholarships/detail/${schId}`, () => scholarshipDetail(schId, { quiet: true }));

  // Failures of the course search are shown by the client's 'Failed' popup.
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
    ...printView,
    coursesBusy,
    canGoBack,
    back,
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
