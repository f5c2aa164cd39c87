import { favouritesCss } from '@studyatlas/react';
import { Favourites, MemberOnly } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/*
 * The component behind <sa-favourites>. Favourites live in page-wide stores, so this widget and every
 * heart on the page stay in step.
 */

const TABS = ['C', 'I', 'A', 'E', 'S'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (tab: string | undefined): Tab | undefined => TABS.find((code) => code === tab?.trim().toUpperCase());

export const areaStyles = [favouritesCss];

export interface FavouritesElementProps {
  /** The tab open first: C courses (default), I institutions, A agents, E events, S scholarships. */
  tab?: string;
  headingLevel?: number;
}

export function FavouritesElement({ tab, headingLevel }: FavouritesElementProps) {
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={headingLevelOf(headingLevel)}>
        <Favourites initialTab={tabOf(tab)} headingLevel={headingLevelOf(headingLevel)} />
      </MemberOnly>
    </LeaveToPortal>
  );
}

