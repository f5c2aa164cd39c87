import { friendsCss } from '@studyatlas/react';
import { FriendSearch } from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { useLeave } from '../../leave-to-portal.js';

/*
 * The component behind <sa-friend-search>: the search, the list and a member's detail inside the
 * widget (in-memory navigation), for signed-in members only; signed out it asks for a sign-in with
 * the login dialog.
 */

/** The friend search's stylesheet. */
export const areaStyles = [friendsCss];

export interface FriendSearchElementProps {
  /** Heading level of the widget's headings (1–4; default 2). */
  headingLevel?: number;
}

export function FriendSearchElement({ headingLevel }: FriendSearchElementProps) {
  const leave = useLeave();
  return <FriendSearch headingLevel={headingLevelOf(headingLevel)} signIn="dialog" onLeave={leave} />;
}
