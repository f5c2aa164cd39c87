import { useStore } from '@nanostores/react';
import { $detailOrigin, courseDetail, setDetailOrigin, type CourseDetail } from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { useQuery } from '../../data/use-query.js';

export interface CourseDetailController {
  detail: CourseDetail | null;
  loading: boolean;
  /** The server's message when the course (or its campus or intake) does not exist. */
  error: string | null;
  /** True when the detail was opened from the results: back returns to them. */
  fromResults: boolean;
  back: () => void;
}

export interface UseCourseDetailOptions {
  courseId: number;
  campusId?: number;
  intakeId?: number;
  /** The host's "previous page" (default: the browser history when the host routes, else '/'). */
  onBack?: () => void;
}

/**
 * Course detail (discovery §3) at a campus and intake, intakes from one month before today. Back
 * (discovery §2) returns to the search when the detail was opened from the list, otherwise to the
 * previous page.
 */
export function useCourseDetail({ courseId, campusId = 0, intakeId = 0, onBack }: UseCourseDetailOptions): CourseDetailController {
  const { navigate, path } = useNavigation();
  const origin = useStore($detailOrigin);
  const load = useQuery(`courses/detail/${courseId}/${campusId}/${intakeId}`, () => courseDetail({ courseId, campusId, intakeId }, { quiet: true }), { keepWhileLoading: true });
  const state = { detail: load.data, error: load.error, loading: load.status === 'loading' };

  const back = () => {
    if (origin) {
      setDetailOrigin(null);
      navigate(origin);
    } else if (onBack) {
      onBack();
    } else if (path === null && typeof history !== 'undefined' && history.length > 1) {
      // The host routes with the browser's history: its previous page.
      history.back();
    } else {
      navigate('/');
    }
  };
  return { ...state, fromResults: origin !== null, back };
}
