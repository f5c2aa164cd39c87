import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  $favourites,
  $session,
  ApiError,
  favouriteAdded,
  preferenceIdOf,
  toggleFavourite,
} from '@studyatlas/core';
import type { FavouriteCategory } from './types.js';
import { useFavouritesKnown } from './use-favourites-known.js';

export interface FavouriteToggleState {
  /** The favourite's preference id; 0 when it is not a favourite. */
  preferenceId: number;
  favourite: boolean;
  busy: boolean;
  /** Adds or removes; signed out, the login dialog opens and the add completes after sign-in. */
  toggle: () => Promise<void>;
}

/**
 * The heart of one course intake, institution, agent, event or scholarship. The state comes from the
 * shared `$favourites` store, so every widget on the page shows the same. `knownPreferenceId` is the
 * id a list row already carries (e.g. a course row's preferenceId): it marks the row until the
 * category's favourites are loaded.
 */
export function useFavouriteToggle(category: FavouriteCategory, referenceId: number, knownPreferenceId = 0): FavouriteToggleState {
  const map = useStore($favourites);
  const signedIn = useStore($session) !== null;
  const [busy, setBusy] = useState(false);
  useFavouritesKnown(category);

  useEffect(() => {
    if (!signedIn || knownPreferenceId <= 0 || preferenceIdOf(category, referenceId) > 0) return;
    $favourites.set(favouriteAdded($favourites.get(), category, referenceId, knownPreferenceId));
  }, [signedIn, category, referenceId, knownPreferenceId]);

  const preferenceId = preferenceIdOf(category, referenceId, map);
  return {
    preferenceId,
    favourite: preferenceId > 0,
    busy,
    toggle: async () => {
      // Signed out the add waits for the sign-in dialog: not busy meanwhile.
      const waitsForSignIn = $session.get() === null;
      if (!waitsForSignIn) setBusy(true);
      try {
        await toggleFavourite(category, referenceId);
      } catch (error) {
        // The client has shown the server's message ('Failed' popup); the heart keeps its state.
        if (!(error instanceof ApiError)) throw error;
      } finally {
        if (!waitsForSignIn) setBusy(false);
      }
    },
  };
}
