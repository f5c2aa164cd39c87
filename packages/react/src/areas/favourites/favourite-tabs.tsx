import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { format, favouriteMessages } from '@studyatlas/core';
import { FAVOURITE_CATEGORIES, type FavouriteCategory, type FavouriteCounts } from '../../kits/favourite-toggle/types.js';
import { cx } from '../../ui/internal/class-names.js';
import { useStylesheet } from '../../styles/use-stylesheet.js';
import { favouritesCss } from './favourites.css.js';

export const favouriteTabLabels: Record<FavouriteCategory, string> = {
  C: favouriteMessages.favouriteTabCourses,
  I: favouriteMessages.favouriteTabInstitutions,
  A: favouriteMessages.favouriteTabAgents,
  E: favouriteMessages.favouriteTabEvents,
  S: favouriteMessages.favouriteTabScholarships,
};

export interface FavouriteTabsProps {
  tab: FavouriteCategory;
  counts: FavouriteCounts;
  onSelect: (tab: FavouriteCategory) => void;
  children: ReactNode;
}

/** One tab per category with its count (WAI-ARIA tabs: arrows, Home and End move between them). */
export function FavouriteTabs({ tab, counts, onSelect, children }: FavouriteTabsProps) {
  useStylesheet('favourites', favouritesCss);
  const id = useId();
  const tabs = useRef<Partial<Record<FavouriteCategory, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const index = FAVOURITE_CATEGORIES.indexOf(tab);
    const last = FAVOURITE_CATEGORIES.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % (last + 1)
      : event.key === 'ArrowLeft' ? (index + last) % (last + 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const category = FAVOURITE_CATEGORIES[next]!;
    onSelect(category);
    tabs.current[category]?.focus();
  };

  return (
    <div className="sa-favourite-tabs">
      <div role="tablist" aria-label={favouriteMessages.favouriteCategories} className="sa-tablist" part="tablist" onKeyDown={onKeyDown}>
        {FAVOURITE_CATEGORIES.map((category) => (
          <button
            key={category}
            ref={(element) => {
              tabs.current[category] = element;
            }}
            type="button"
            role="tab"
            part="tab"
            id={`${id}-tab-${category}`}
            aria-controls={`${id}-panel`}
            aria-selected={category === tab}
            tabIndex={category === tab ? 0 : -1}
            className={cx('sa-tab', category === tab && 'is-selected')}
            onClick={() => onSelect(category)}
          >
            {format(favouriteMessages.favouriteTab, { name: favouriteTabLabels[category], count: counts[category] })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="sa-tabpanel" tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
