import { describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITE_ID,
  parseFavouriteCategory,
  parseFavFlag,
  parseFavouriteId,
  validateAddFavourite,
  validateDeleteFavourite,
  validateFavouriteType,
} from './favourites.js';
import { favouriteReplyMessages } from '../messages/favourites.js';

describe('favourite rules', () => {
  it('reads ids from numbers and form text, within the integer column range', () => {
    expect(parseFavouriteId(7)).toBe(7);
    expect(parseFavouriteId(' 42 ')).toBe(42);
    expect(parseFavouriteId(MAX_FAVOURITE_ID)).toBe(MAX_FAVOURITE_ID);
    for (const bad of [0, -1, 1.5, MAX_FAVOURITE_ID + 1, '', 'abc', '1e3', '-3', null, undefined, true, {}]) {
      expect(parseFavouriteId(bad)).toBeNull();
    }
  });

  it('reads the category codes C, I, A, E, S in any letter case', () => {
    expect(parseFavouriteCategory('C')).toBe('C');
    expect(parseFavouriteCategory(' s ')).toBe('S');
    expect(parseFavouriteCategory('X')).toBeNull();
    expect(parseFavouriteCategory('CI')).toBeNull();
    expect(parseFavouriteCategory(3)).toBeNull();
  });

  it('defaults FavFlag to true and reads booleans or their text', () => {
    expect(parseFavFlag(undefined)).toBe(true);
    expect(parseFavFlag(false)).toBe(false);
    expect(parseFavFlag('false')).toBe(false);
    expect(parseFavFlag('1')).toBe(true);
    expect(parseFavFlag('maybe')).toBeNull();
  });

  it('gives each field its first message', () => {
    expect(validateAddFavourite({ Category: 'C', ReferenceFk: 3 })).toEqual({});
    expect(validateAddFavourite({ Category: '', ReferenceFk: undefined })).toEqual({
      Category: favouriteReplyMessages.favouriteCategoryRequired,
      ReferenceFk: favouriteReplyMessages.favouriteReferenceRequired,
    });
    expect(validateAddFavourite({ Category: 'Q', ReferenceFk: 'x', FavFlag: 'perhaps' })).toEqual({
      Category: favouriteReplyMessages.favouriteCategoryInvalid,
      ReferenceFk: favouriteReplyMessages.favouriteReferenceInvalid,
      FavFlag: favouriteReplyMessages.favouriteFlagInvalid,
    });
    expect(validateDeleteFavourite({})).toEqual({ PreferenceFk: favouriteReplyMessages.favouritePreferenceRequired });
    expect(validateDeleteFavourite({ PreferenceFk: -2 })).toEqual({ PreferenceFk: favouriteReplyMessages.favouritePreferenceInvalid });
    expect(validateDeleteFavourite({ PreferenceFk: '12' })).toEqual({});
    expect(validateFavouriteType({ type: '' })).toEqual({ type: favouriteReplyMessages.favouriteCategoryRequired });
    expect(validateFavouriteType({ type: 'Z' })).toEqual({ type: favouriteReplyMessages.favouriteCategoryInvalid });
    expect(validateFavouriteType({ type: 'e' })).toEqual({});
  });
});
