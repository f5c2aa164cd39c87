import { favourites } from '@studyatlas/core';

// The favourites contract's names, as this area uses them.
export type FavouriteCategory = favourites.FavouriteCategory;
export type FavouriteCounts = favourites.FavouriteCounts;
export type FavouriteList = favourites.FavouriteList;
export const FAVOURITE_CATEGORIES = favourites.FAVOURITE_CATEGORIES;
