import { $favourites, applyFavouriteList, favourites, getClient } from '@studyatlas/core';
import type { FavouriteCategory, FavouriteList } from './types.js';

const ATTEMPTS = 3;

/**
 * A category's favourites (allFavourite) applied to the shared stores only when nothing changed that
 * category while the list was on its way: an add or delete answered meanwhile is newer than the list
 * and must not be undone by it (then the list is asked for again).
 */
export async function loadFavouritesFresh(category: FavouriteCategory): Promise<FavouriteList> {
  for (let attempt = 1; ; attempt++) {
    const before = $favourites.get()[category];
    const list = await getClient().call(favourites.allFavourite, { query: { type: category } });
    if ($favourites.get()[category] === before || attempt === ATTEMPTS) {
      if ($favourites.get()[category] === before) applyFavouriteList(list);
      return list;
    }
  }
}
