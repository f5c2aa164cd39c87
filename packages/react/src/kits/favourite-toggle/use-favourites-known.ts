import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session, ApiError, loadFavourites } from '@studyatlas/core';
import type { FavouriteCategory } from './types.js';

/**
 * Per session (its token: a new sign-in is a new token, so what a previous session loaded is not
 * trusted): the categories whose favourites this page has loaded or is loading.
 */
const known = new Map<string, Map<FavouriteCategory, Promise<unknown>>>();

/**
 * Loads a category's favourites once per session and page, so every heart of that category knows its
 * state even when its row did not say. Later changes arrive through the shared store.
 */
export function ensureFavouritesKnown(token: string, category: FavouriteCategory): Promise<unknown> {
  let categories = known.get(token);
  if (!categories) {
    known.clear();
    known.set(token, (categories = new Map()));
  }
  let loading = categories.get(category);
  if (!loading) {
    const mine = categories;
    loading = loadFavourites(category).catch((error: unknown) => {
      mine.delete(category);
      if (!(error instanceof ApiError)) throw error;
    });
    categories.set(category, loading);
  }
  return loading;
}

export function useFavouritesKnown(category: FavouriteCategory): void {
  const token = useStore($session)?.token ?? null;
  useEffect(() => {
    if (token !== null) void ensureFavouritesKnown(token, category);
  }, [token, category]);
}
