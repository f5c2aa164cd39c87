import { atom } from 'nanostores';
import {
  FAVOURITE_CATEGORIES,
  type AddFavouriteReply,
  type DeleteFavouriteReply,
  type FavouriteCategory,
  type FavouriteCounts,
  type FavouriteList,
} from '../contracts/favourites.js';
import { $session } from './session.js';
import { refreshQueries } from './shared-query.js';

/** The data layer's key of every favourites list (the favourites screen, the course pickers): an add or a delete refreshes it. */
export const FAVOURITES = 'favourites';

/** Per category: reference id → preference id. Only favourites are present (not favourite = id 0). */
export type FavouriteMap = Readonly<Record<FavouriteCategory, Readonly<Record<number, number>>>>;

const emptyMap = (): FavouriteMap => ({ C: {}, I: {}, A: {}, E: {}, S: {} });
const zeroCounts = (): FavouriteCounts => ({ C: 0, I: 0, A: 0, E: 0, S: 0 });

/*
 * Favourites belong to one member: sign-out or a different member clears them; a token renewal (same
 * member) keeps them. The session is followed from the creation of the first store that holds them,
 * not as a statement of its own, so that an app without favourites drops the stores and the listener.
 */
let following = false;
function ownedByMember<S>(store: S): S {
  if (following) return store;
  following = true;
  let owner: number | null = $session.get()?.member.clientId ?? null;
  $session.listen((session) => {
    const next = session?.member.clientId ?? null;
    if (next !== owner) clearFavourites();
    owner = next;
  });
  return store;
}

/**
 * The signed-in member's favourites, shared live by every widget on the page (discovery §4): a row
 * becomes a favourite when the server returns a preference id > 0, and returns to id 0 when deleted.
 * Lists and screens read their heart state from here rather than from their cached rows.
 */
export const $favourites = /* @__PURE__ */ ownedByMember(/* @__PURE__ */ atom<FavouriteMap>(/* @__PURE__ */ emptyMap()));

/** How many favourites per category (favouriteCount, then each add and delete reply). */
export const $favouriteCounts = /* @__PURE__ */ ownedByMember(/* @__PURE__ */ atom<FavouriteCounts>(/* @__PURE__ */ zeroCounts()));

/** An add asked for while signed out: it runs once a member signs in (discovery §6). */
export interface PendingFavourite {
  category: FavouriteCategory;
  referenceId: number;
}
export const $pendingFavourite = /* @__PURE__ */ atom<PendingFavourite | null>(null);

/** The preference id of a reference, 0 when it is not a favourite. */
export const preferenceIdOf = (category: FavouriteCategory, referenceId: number, map: FavouriteMap = $favourites.get()): number =>
  map[category][referenceId] ?? 0;

export const isFavourite = (category: FavouriteCategory, referenceId: number, map: FavouriteMap = $favourites.get()): boolean =>
  preferenceIdOf(category, referenceId, map) > 0;

// Pure transitions: state in, state out. The client applies them to the stores.

function withCategory(map: FavouriteMap, category: FavouriteCategory, entries: Record<number, number>): FavouriteMap {
  return { ...map, [category]: entries };
}

/** Add reply: id > 0 marks the reference a favourite; id 0 (FavFlag false) un-marks it. */
export function favouriteAdded(map: FavouriteMap, category: FavouriteCategory, referenceId: number, preferenceId: number): FavouriteMap {
  const { [referenceId]: _previous, ...rest } = map[category];
  return withCategory(map, category, preferenceId > 0 ? { ...rest, [referenceId]: preferenceId } : rest);
}

/** A category's whole list (allFavourite, or what a delete leaves) replaces what was known of it. */
export function favouritesListed(map: FavouriteMap, list: Pick<FavouriteList, 'category' | 'favourites'>): FavouriteMap {
  const entries: Record<number, number> = {};
  for (const row of list.favourites) entries[row.referenceId] = row.preferenceId;
  return withCategory(map, list.category, entries);
}

/** Every reference with this preference id returns to not favourite (id 0). */
export function favouriteRemoved(map: FavouriteMap, preferenceId: number): FavouriteMap {
  let next = map;
  for (const category of FAVOURITE_CATEGORIES) {
    const entries = Object.entries(map[category]).filter(([, id]) => id !== preferenceId);
    if (entries.length !== Object.keys(map[category]).length) {
      next = withCategory(next, category, Object.fromEntries(entries) as Record<number, number>);
    }
  }
  return next;
}

export const countSet = (counts: FavouriteCounts, category: FavouriteCategory, count: number): FavouriteCounts => ({
  ...counts,
  [category]: count,
});

// Store updates from the replies of the favourites calls.

export function applyFavouriteAdded(category: FavouriteCategory, referenceId: number, reply: AddFavouriteReply): void {
  $favourites.set(favouriteAdded($favourites.get(), category, referenceId, reply.preferenceId));
  $favouriteCounts.set(countSet($favouriteCounts.get(), category, reply.count));
  refreshQueries(FAVOURITES);
}

/** Delete reply (discovery §4): the id returns to 0, the remaining list's length becomes the count. */
export function applyFavouriteDeleted(preferenceId: number, reply: DeleteFavouriteReply): void {
  $favourites.set(favouritesListed(favouriteRemoved($favourites.get(), preferenceId), reply));
  $favouriteCounts.set(countSet($favouriteCounts.get(), reply.category, reply.count));
  refreshQueries(FAVOURITES);
}

export function applyFavouriteList(list: FavouriteList): void {
  $favourites.set(favouritesListed($favourites.get(), list));
  $favouriteCounts.set(countSet($favouriteCounts.get(), list.category, list.total));
}

export const applyFavouriteCounts = (counts: FavouriteCounts): void => $favouriteCounts.set({ ...counts });

/** Forgets every favourite and count (sign-out, or another member signing in). */
export function clearFavourites(): void {
  $favourites.set(emptyMap());
  $favouriteCounts.set(zeroCounts());
}
