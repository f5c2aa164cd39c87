import { referralCss } from '@studyatlas/react';
import { ReferFriend } from '@studyatlas/react';

/* The component behind <sa-refer-friend>. */

/** The refer-a-friend popover's stylesheet. */
export const areaStyles = [referralCss];

export interface ReferFriendElementProps {
  /** 'hidden' hides the button while signed out; anything else shows it. */
  signedOut?: string;
}

export function ReferFriendElement({ signedOut }: ReferFriendElementProps) {
  return <ReferFriend signedOut={signedOut?.trim().toLowerCase() === 'hidden' ? 'hidden' : 'button'} />;
}
