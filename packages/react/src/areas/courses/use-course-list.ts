import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  COURSE_LIST_ROUTE,
  courseListHref,
  courseListQuery,
  courseSearch,
  courseSearchQuery,
  setDetailOrigin,
  type CourseRow,
  type SearchPage,
  type SearchState,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';

export interface CourseListController {
  state: SearchState<unknown, CourseRow>;
  goToPage: (page: SearchPage) => void;
  /** Remembers the list as the detail's way back (called when a row is opened). */
  openRow: () => void;
  /** Nothing to show: no search in the URL, none shown and none remembered (a bare list route in a new tab). */
  noSearch: boolean;
}

const ignore = () => undefined; // the client's popup already told the visitor

/**
 * The results of the course search store. The list's URL query (`query`, e.g. `search=law&country_fk=3`)
 * holds the search: opened from a shared link or a new tab, the list runs it; without one, it runs
 * the remembered search again, and with none of either `noSearch` is set. Paging keeps the URL in
 * step, so a reload, a bookmark or a shared link shows the same page.
 */
export function useCourseList(listRoute: string = COURSE_LIST_ROUTE, query?: string): CourseListController {
  const state = useStore(courseSearch.$state);
  const { navigate } = useNavigation();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const wanted = query ? courseListQuery(query) : null;
    if (wanted) {
      const shown = courseSearch.$state.get();
      const same = shown.filter !== null && courseSearchQuery(shown.filter, shown) === courseSearchQuery(wanted.filter, wanted.page);
      if (!same) courseSearch.search(wanted.filter, wanted.page).catch(ignore);
    } else {
      courseSearch.restore().catch(ignore);
    }
    setSettled(true);
  }, [query]);
  const hrefOf = (page: Partial<SearchPage>) => (state.filter ? courseListHref(state.filter, page, listRoute) : listRoute);
  return {
    state,
    noSearch: settled && state.status === 'idle',
    goToPage: (page) => {
      const filter = courseSearch.$state.get().filter;
      courseSearch
        .goToPage(page)
        .then(() => {
          if (filter) navigate(courseListHref(filter, page, listRoute));
        })
        .catch(ignore);
    },
    openRow: () => setDetailOrigin(hrefOf(state)),
  };
}
