import { friendsCss, MemberOnly, MyFriends, ReferFriend, referralCss } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { LeaveToPortal } from '../../leave-to-portal.js';

/*
 * The component behind <sa-friends>: My friends with the refer-a-friend popover beside its title
 * (the referral area's component, composed here: the React areas do not import each other). A link
 * to a member's detail opens on the portal with `portal-url`; signed out, the login dialog.
 */

/** My friends' stylesheet and the refer-a-friend popover's. */
export const areaStyles = [friendsCss, referralCss];

export interface FriendsElementProps {
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
  /** Hides the refer-a-friend button. */
  hideReferFriend?: boolean;
}

export function FriendsElement({ headingLevel, hideReferFriend }: FriendsElementProps) {
  const level = headingLevelOf(headingLevel);
  return (
    <LeaveToPortal>
      <MemberOnly signIn="dialog" headingLevel={level}>
        <MyFriends headingLevel={level} referFriend={hideReferFriend ? undefined : <ReferFriend signedOut="hidden" />} />
      </MemberOnly>
    </LeaveToPortal>
  );
}
