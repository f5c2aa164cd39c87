import { isFavouriteCategory, type FavouriteCategory } from '../contracts/favourites.js';
import { collect, isBlank, type FieldErrors } from './field.js';
import { favouriteReplyMessages } from '../messages/favourites.js';

/** The largest id an integer column holds on both databases. */
export const MAX_FAVOURITE_ID = 2_147_483_647;

const WHOLE = /^\s*\d+\s*$/;

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && isBlank(value));

/** A positive whole number (1 … MAX_FAVOURITE_ID) from a JSON number or form text; null otherwise. */
export function parseFavouriteId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && WHOLE.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_FAVOURITE_ID ? id : null;
}

/** A category code in any letter case and spacing ('c', ' I '); null when it is none of C, I, A, E, S. */
export function parseFavouriteCategory(value: unknown): FavouriteCategory | null {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return isFavouriteCategory(code) ? code : null;
}

/** FavFlag: missing means true (discovery §3 default); booleans or 'true'/'false'/'1'/'0'; null otherwise. */
export function parseFavFlag(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

const categoryChecks = (value: unknown) =>
  [
    [isMissing(value), favouriteReplyMessages.favouriteCategoryRequired],
    [parseFavouriteCategory(value) === null, favouriteReplyMessages.favouriteCategoryInvalid],
  ] as const;

const idChecks = (value: unknown, required: string, invalid: string) =>
  [
    [isMissing(value), required],
    [parseFavouriteId(value) === null, invalid],
  ] as const;

export interface AddFavouriteValues {
  ReferenceFk?: unknown;
  Category?: unknown;
  FavFlag?: unknown;
}

/** AddFavourite: a category code, a reference id and (optionally) a flag. */
export function validateAddFavourite(v: AddFavouriteValues): FieldErrors<'Category' | 'ReferenceFk' | 'FavFlag'> {
  return collect({
    Category: categoryChecks(v.Category),
    ReferenceFk: idChecks(v.ReferenceFk, favouriteReplyMessages.favouriteReferenceRequired, favouriteReplyMessages.favouriteReferenceInvalid),
    FavFlag: [[parseFavFlag(v.FavFlag) === null, favouriteReplyMessages.favouriteFlagInvalid]],
  });
}

/** DeleteFavourite: the preference id. */
export function validateDeleteFavourite(v: { PreferenceFk?: unknown }): FieldErrors<'PreferenceFk'> {
  return collect({ PreferenceFk: idChecks(v.PreferenceFk, favouriteReplyMessages.favouritePreferenceRequired, favouriteReplyMessages.favouritePreferenceInvalid) });
}

/** allFavourite: the `type` query parameter is a category code. */
export function validateFavouriteType(v: { type?: unknown }): FieldErrors<'type'> {
  return collect({ type: categoryChecks(v.type) });
}
