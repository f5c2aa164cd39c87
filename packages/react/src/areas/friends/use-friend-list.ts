import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import {
  EMPTY_FRIEND_FILTER,
  FRIEND_LIST_ROUTE,
  friendDetailRoute,
  friendSearch,
  setDetailOrigin,
  type FriendRow,
  type FriendSearchFilter,
  type SearchState,
} from '@studyatlas/core';
import { useNavigation } from '../../navigation/navigation.js';
import { reloadOrRestore } from '../../kits/find/find-list.js';

export interface FriendListController {
  state: SearchState<FriendSearchFilter, FriendRow>;
  goToPage: (page: number, pageSize: number) => void;
  /** Opens a member's detail, remembering that it was opened from the list. */
  open: (clientId: number) => void;
}

const ignore = () => undefined; // failures are shown by the client's popup

/**
 * The friend list (/findfriend/list/:reload?): the search flow's current page. Opened directly it
 * runs the remembered search again (everyone when there is none); `reload` forces a fresh call.
 */
export function useFriendList({ reload }: { reload?: string } = {}): FriendListController {
  const state = useStore(friendSearch.$state);
  const { navigate } = useNavigation();

  useEffect(() => {
    reloadOrRestore(friendSearch, reload, () => EMPTY_FRIEND_FILTER);
  }, [reload]);

  return {
    state,
    goToPage: (page, pageSize) => void friendSearch.goToPage({ page, pageSize }).catch(ignore),
    open: (clientId) => {
      setDetailOrigin(FRIEND_LIST_ROUTE);
      navigate(friendDetailRoute(clientId));
    },
  };
}
