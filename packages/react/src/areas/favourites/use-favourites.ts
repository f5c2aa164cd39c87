import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $favouriteCounts,
  $favourites,
  FAVOURITES,
  $session,
  ApiError,
  loadFavouriteCounts,
  loadFavourites,
  preferenceIdOf,
  removeFavourite,
} from '@studyatlas/core';
import { useQuery } from '../../data/use-query.js';
import type { FavouriteCategory, FavouriteCounts, FavouriteList } from '../../kits/favourite-toggle/types.js';

export interface FavouritesState {
  tab: FavouriteCategory;
  selectTab: (tab: FavouriteCategory) => void;
  counts: FavouriteCounts;
  /** The open tab's favourites; null until they are loaded. */
  list: FavouriteList | null;
  loading: boolean;
  /** Preference ids being removed. */
  removing: readonly number[];
  remove: (preferenceId: number) => Promise<void>;
}

/**
 * The favourites screen: counts per category (favouriteCount), the open tab's rows (allFavourite),
 * removal (DeleteFavourite: the remaining rows and their count). Rows removed anywhere else on the
 * page (a heart in another widget) leave the list at once, through the shared store.
 */
export function useFavourites(initialTab: FavouriteCategory = 'C'): FavouritesState {
  const token = useStore($session)?.token ?? null;
  const counts = useStore($favouriteCounts);
  const map = useStore($favourites);
  const [tab, setTab] = useState<FavouriteCategory>(initialTab);
  const [removing, setRemoving] = useState<readonly number[]>([]);

  useEffect(() => {
    if (token === null) return;
    loadFavouriteCounts().catch(ignoreApiError);
  }, [token]);

  // The open tab's rows (a failure leaves none: the client's popup said why).
  const { data: list, loading, setData: setList } = useQuery(`${FAVOURITES}/${tab}`, () => loadFavourites(tab), { audience: 'member' });

  const shown = list && ({ ...list, favourites: list.favourites.filter((row) => preferenceIdOf(list.category, row.referenceId, map) > 0) } as FavouriteList);

  return {
    tab,
    selectTab: setTab,
    counts,
    list: shown,
    loading,
    removing,
    remove: async (preferenceId) => {
      setRemoving((ids) => [...ids, preferenceId]);
      try {
        const reply = await removeFavourite(preferenceId);
        if (reply) setList((known) => (known && known.category === reply.category ? ({ category: reply.category, favourites: reply.favourites, total: reply.count } as FavouriteList) : known));
      } catch (error) {
        ignoreApiError(error);
      } finally {
        setRemoving((ids) => ids.filter((id) => id !== preferenceId));
      }
    },
  };
}

/** The client has shown the server's message ('Failed' popup); anything else is a bug. */
function ignoreApiError(error: unknown): void {
  if (!(error instanceof ApiError)) throw error;
}
