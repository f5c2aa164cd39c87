import { profileTabOf } from '@studyatlas/core';
import { MemberOnly, Profile, profileStyles } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/* The component behind <sa-profile>: the same session store as every widget on the page. */

export const areaStyles = profileStyles;

export interface ProfileElementProps {
  /** The section open first: B (default), S, E, W or P. */
  tab?: string;
  headingLevel?: number;
}

export function ProfileElement({ tab, headingLevel }: ProfileElementProps) {
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={headingLevelOf(headingLevel)}>
        <Profile tab={profileTabOf(tab)} headingLevel={headingLevelOf(headingLevel)} />
      </MemberOnly>
    </LeaveToPortal>
  );
}
