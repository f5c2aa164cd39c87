import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { COURSE_LIST_ROUTE, courseSearch, setDetailOrigin, type CourseRow, type SearchPage, type SearchState } from '@studyatlas/core';

export interface CourseListController {
  state: SearchState<unknown, CourseRow>;
  goToPage: (page: SearchPage) => void;
  /** Remembers the list as the detail's way back (called when a row is opened). */
  openRow: () => void;
}

/**
 * The results of the course search store. Opened with nothing shown (a reload of the list route),
 * it runs the remembered search again.
 */
export function useCourseList(listRoute: string = COURSE_LIST_ROUTE): CourseListController {
  const state = useStore(courseSearch.$state);
  useEffect(() => {
    courseSearch.restore().catch(() => undefined); // the client's popup already told the visitor
  }, []);
  return {
    state,
    goToPage: (page) => {
      courseSearch.goToPage(page).catch(() => undefined);
    },
    openRow: () => setDetailOrigin(listRoute),
  };
}
