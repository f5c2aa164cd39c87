import type { ReactNode } from 'react';
import { format, favouriteMessages, wordsByKey } from '@studyatlas/core';
import { FAVOURITE_CATEGORIES, type FavouriteCategory, type FavouriteCounts } from '../../kits/favourite-toggle/types.js';
import { Tabs } from '../../ui/tabs/tabs.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouritesCss } from './favourites.css.js';

export const favouriteTabLabels: Readonly<Record<FavouriteCategory, string>> = wordsByKey(favouriteMessages, {
  C: 'favouriteTabCourses',
  I: 'favouriteTabInstitutions',
  A: 'favouriteTabAgents',
  E: 'favouriteTabEvents',
  S: 'favouriteTabScholarships',
});

export interface FavouriteTabsProps {
  tab: FavouriteCategory;
  counts: FavouriteCounts;
  onSelect: (tab: FavouriteCategory) => void;
  children: ReactNode;
}

/** One tab per category with its count; moving between the tabs with the keys opens them. */
export function FavouriteTabs({ tab, counts, onSelect, children }: FavouriteTabsProps) {
  useStylesheet('favourites', favouritesCss);
  return (
    <div className="sa-favourite-tabs">
      <Tabs
        label={favouriteMessages.favouriteCategories}
        activation="automatic"
        tabs={FAVOURITE_CATEGORIES.map((category) => ({
          id: category,
          label: format(favouriteMessages.favouriteTab, { name: favouriteTabLabels[category], count: counts[category] }),
        }))}
        selected={tab}
        onSelect={onSelect}
      >
        {children}
      </Tabs>
    </div>
  );
}
