import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { EVENT_LIST_ROUTE, eventSearch, setDetailOrigin, type EventRow, type SearchPage, type SearchState } from '@studyatlas/core';

export interface EventListController {
  state: SearchState<unknown, EventRow>;
  goToPage: (page: SearchPage) => void;
  /** Remembers the list as the detail's way back (called when a row is opened). */
  openRow: () => void;
}

/** The results of the event search store; opened with nothing shown (a reload), it runs the remembered search again. */
export function useEventList(listRoute: string = EVENT_LIST_ROUTE): EventListController {
  const state = useStore(eventSearch.$state);
  useEffect(() => {
    eventSearch.restore().catch(() => undefined); // the client's popup already told the visitor
  }, []);
  return {
    state,
    goToPage: (page) => {
      eventSearch.goToPage(page).catch(() => undefined);
    },
    openRow: () => setDetailOrigin(listRoute),
  };
}
