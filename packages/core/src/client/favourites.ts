import * as favourites from '../contracts/favourites.js';
import type { DeleteFavouriteReply, FavouriteCategory, FavouriteCounts, FavouriteListOf } from '../contracts/favourites.js';
import {
  $favouriteCounts,
  $favourites,
  $pendingFavourite,
  applyFavouriteAdded,
  applyFavouriteCounts,
  applyFavouriteDeleted,
  applyFavouriteList,
  preferenceIdOf,
  type PendingFavourite,
} from '../stores/favourites.js';
import { $loginDialog, openLoginDialog } from '../stores/shared-login-dialog.js';
import { $session } from '../stores/session.js';
import { ApiError } from './api-error.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';
import { favouriteMessages } from '../messages/favourites.js';

interface Waiting {
  resolve(preferenceId: number): void;
  reject(error: unknown): void;
  stop(): void;
}

let waiting: Waiting | null = null;

/** Ends the wait for a sign-in: runs the pending add (signed in) or gives up on it (dialog closed). */
function settlePending(run: boolean): void {
  const pending = $pendingFavourite.get();
  const current = waiting;
  waiting = null;
  current?.stop();
  $pendingFavourite.set(null);
  if (!current) return;
  if (!run || !pending) return current.resolve(0);
  addFavourite(pending.category, pending.referenceId).then(current.resolve, current.reject);
}

/**
 * Signed out (discovery §6): remember the add, open the login dialog, and complete the add once a
 * member signs in. Closing the dialog without signing in gives it up (resolves 0); a newer add
 * replaces an older one (which resolves 0).
 */
function addAfterSignIn(pending: PendingFavourite): Promise<number> {
  settlePending(false);
  $pendingFavourite.set(pending);
  if (!$loginDialog.get().open) openLoginDialog(favouriteMessages.favouriteSignIn);
  return new Promise<number>((resolve, reject) => {
    const stopSession = $session.listen((session) => {
      if (session) settlePending(true);
    });
    const stopDialog = $loginDialog.listen((dialog) => {
      if (!dialog.open && !$session.get()) settlePending(false);
    });
    waiting = { resolve, reject, stop: () => (stopSession(), stopDialog()) };
  });
}

/**
 * Saves a favourite (POST AddFavourite) and marks it in `$favourites`; resolves with its preference
 * id. Signed out, or when the session turns out to have ended, the login dialog opens and the add
 * completes after sign-in (0 when the member closes the dialog instead).
 */
export async function addFavourite(category: FavouriteCategory, referenceId: number, options: CallOptions = {}): Promise<number> {
  if (!$session.get()) return addAfterSignIn({ category, referenceId });
  try {
    const reply = await getClient().call(
      favourites.addFavourite,
      { body: { Category: category, ReferenceFk: referenceId, FavFlag: true } },
      options,
    );
    applyFavouriteAdded(category, referenceId, reply);
    return reply.preferenceId;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return addAfterSignIn({ category, referenceId });
    throw error;
  }
}

/**
 * Removes a favourite (POST DeleteFavourite): its id returns to 0, and the remaining list of its
 * category replaces the known one, its length becoming the count. Signed out: opens the login
 * dialog and resolves null.
 */
export async function removeFavourite(preferenceId: number, options: CallOptions = {}): Promise<DeleteFavouriteReply | null> {
  if (!$session.get()) {
    openLoginDialog(favouriteMessages.favouriteSignIn);
    return null;
  }
  const reply = await getClient().call(favourites.deleteFavourite, { body: { PreferenceFk: preferenceId } }, options);
  applyFavouriteDeleted(preferenceId, reply);
  return reply;
}

/** The heart button: adds when not a favourite, removes when it is. Resolves with the new preference id. */
export async function toggleFavourite(category: FavouriteCategory, referenceId: number, options: CallOptions = {}): Promise<number> {
  const preferenceId = preferenceIdOf(category, referenceId);
  if (preferenceId === 0) return addFavourite(category, referenceId, options);
  await removeFavourite(preferenceId, options);
  return preferenceIdOf(category, referenceId);
}

const LIST_ATTEMPTS = 3;

/**
 * The member's favourites of one category (GET allFavourite), newest first; updates the stores —
 * unless an add or delete of that category was answered while the list was on its way: that answer
 * is newer than the list and must not be undone by it, so the list is asked for again.
 */
export async function loadFavourites<C extends FavouriteCategory>(category: C, options: CallOptions = {}): Promise<FavouriteListOf<C>> {
  for (let attempt = 1; ; attempt++) {
    const before = $favourites.get()[category];
    const list = await getClient().call(favourites.allFavourite, { query: { type: category } }, options);
    if ($favourites.get()[category] === before) {
      applyFavouriteList(list);
      return list as FavouriteListOf<C>;
    }
    if (attempt === LIST_ATTEMPTS) return list as FavouriteListOf<C>;
  }
}

/** Counts per category (GET favouriteCount) into `$favouriteCounts`; signed out, the zero counts without a call. */
export async function loadFavouriteCounts(options: CallOptions = {}): Promise<FavouriteCounts> {
  if (!$session.get()) return $favouriteCounts.get();
  const counts = await getClient().call(favourites.favouriteCount, undefined, options);
  applyFavouriteCounts(counts);
  return counts;
}
