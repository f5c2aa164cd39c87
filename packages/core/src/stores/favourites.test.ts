import { beforeEach, describe, expect, it } from 'vitest';
import { addFavourite, removeFavourite } from '../client/favourites.js';
import { $loginDialog, closeLoginDialog } from './shared-login-dialog.js';
import { $session, type Session } from './session.js';
import {
  $favouriteCounts,
  $favourites,
  $pendingFavourite,
  applyFavouriteAdded,
  applyFavouriteCounts,
  applyFavouriteDeleted,
  applyFavouriteList,
  clearFavourites,
  favouriteAdded,
  favouriteRemoved,
  favouritesListed,
  isFavourite,
  preferenceIdOf,
  type FavouriteMap,
} from './favourites.js';
import { favouriteMessages } from '../messages/favourites.js';

const empty: FavouriteMap = { C: {}, I: {}, A: {}, E: {}, S: {} };

const session = (clientId: number, token = 'jwt'): Session => ({
  token,
  expiresAt: Date.now() + 1_800_000,
  userName: `m${clientId}@example.org`,
  member: { clientId, email: `m${clientId}@example.org`, firstName: 'Ana', surname: 'Silva' },
});

const legalRow = (preferenceId: number, referenceId: number) => ({
  preferenceId,
  referenceId,
  createdAt: '2026-03-02T09:00:00.000Z',
  legalId: referenceId,
  name: `Org ${referenceId}`,
  city: null,
  country: null,
  logoPath: null,
});

beforeEach(() => {
  $session.set(null);
  clearFavourites();
  closeLoginDialog();
});

describe('favourite transitions (discovery §4)', () => {
  it('becomes a favourite when the preference id is above 0, and not one at 0', () => {
    const added = favouriteAdded(empty, 'C', 11, 5);
    expect(preferenceIdOf('C', 11, added)).toBe(5);
    expect(isFavourite('C', 11, added)).toBe(true);
    expect(isFavourite('I', 11, added)).toBe(false);
    const unflagged = favouriteAdded(added, 'C', 11, 0);
    expect(preferenceIdOf('C', 11, unflagged)).toBe(0);
    expect(isFavourite('C', 11, unflagged)).toBe(false);
    expect(empty).toEqual({ C: {}, I: {}, A: {}, E: {}, S: {} });
  });

  it('returns a deleted favourite to id 0 and keeps the others', () => {
    const map = favouriteAdded(favouriteAdded(empty, 'I', 1, 7), 'A', 2, 8);
    const removed = favouriteRemoved(map, 7);
    expect(preferenceIdOf('I', 1, removed)).toBe(0);
    expect(preferenceIdOf('A', 2, removed)).toBe(8);
    expect(favouriteRemoved(map, 99)).toBe(map);
  });

  it('takes a category list as the whole truth of that category', () => {
    const map = favouriteAdded(favouriteAdded(empty, 'I', 1, 7), 'E', 3, 9);
    const listed = favouritesListed(map, { category: 'I', favourites: [legalRow(12, 4), legalRow(13, 5)] });
    expect(listed.I).toEqual({ 4: 12, 5: 13 });
    expect(listed.E).toEqual({ 3: 9 });
  });
});

describe('$favourites and $favouriteCounts', () => {
  it('apply the replies: add sets the count, delete’s remaining list length becomes the count', () => {
    applyFavouriteCounts({ C: 0, I: 2, A: 0, E: 1, S: 0 });
    applyFavouriteAdded('I', 4, { preferenceId: 12, count: 3 });
    expect(isFavourite('I', 4)).toBe(true);
    expect($favouriteCounts.get()).toEqual({ C: 0, I: 3, A: 0, E: 1, S: 0 });

    applyFavouriteDeleted(12, { category: 'I', favourites: [legalRow(10, 1), legalRow(11, 2)], count: 2 });
    expect(isFavourite('I', 4)).toBe(false);
    expect($favourites.get().I).toEqual({ 1: 10, 2: 11 });
    expect($favouriteCounts.get().I).toBe(2);

    applyFavouriteList({ category: 'I', favourites: [legalRow(10, 1)], total: 1 });
    expect($favourites.get().I).toEqual({ 1: 10 });
    expect($favouriteCounts.get().I).toBe(1);
  });

  it('are cleared on sign-out and when another member signs in, kept on a token renewal', () => {
    $session.set(session(1));
    applyFavouriteAdded('C', 11, { preferenceId: 5, count: 1 });
    $session.set(session(1, 'renewed'));
    expect(isFavourite('C', 11)).toBe(true);
    $session.set(session(2));
    expect(isFavourite('C', 11)).toBe(false);
    applyFavouriteAdded('C', 11, { preferenceId: 6, count: 1 });
    $session.set(null);
    expect($favourites.get()).toEqual(empty);
    expect($favouriteCounts.get()).toEqual({ C: 0, I: 0, A: 0, E: 0, S: 0 });
  });
});

describe('favourites signed out (discovery §6)', () => {
  it('adding opens the login dialog and remembers the add; closing the dialog gives it up', async () => {
    const result = addFavourite('S', 21);
    expect($loginDialog.get()).toEqual({ open: true, reason: favouriteMessages.favouriteSignIn });
    expect($pendingFavourite.get()).toEqual({ category: 'S', referenceId: 21 });
    closeLoginDialog();
    await expect(result).resolves.toBe(0);
    expect($pendingFavourite.get()).toBeNull();
  });

  it('a newer add replaces the pending one', async () => {
    const first = addFavourite('S', 21);
    const second = addFavourite('E', 3);
    await expect(first).resolves.toBe(0);
    expect($pendingFavourite.get()).toEqual({ category: 'E', referenceId: 3 });
    closeLoginDialog();
    await expect(second).resolves.toBe(0);
  });

  it('removing opens the login dialog and does nothing else', async () => {
    await expect(removeFavourite(5)).resolves.toBeNull();
    expect($loginDialog.get()).toEqual({ open: true, reason: favouriteMessages.favouriteSignIn });
    expect($pendingFavourite.get()).toBeNull();
  });
});
