import { useLeaveElsewhere } from '../../navigation/leave-elsewhere.js';
import { useNavigation } from '../../navigation/navigation.js';
import type { HeadingLevel } from '../../ui/panel/panel.js';
import { MemberOnly } from '../../kits/member-only/member-only.js';
import { FriendDetail } from './friend-detail.js';
import { FriendList } from './friend-list.js';
import { FriendSearchForm } from './friend-search-form.js';
import { friendRoute } from '../../navigation/routes/friends.js';

export interface FriendSearchProps {
  headingLevel?: HeadingLevel;
  /** How sign-in is asked for: the /login page (portal) or the login dialog (default, widgets). */
  signIn?: 'page' | 'dialog';
  /** A route the widget does not show itself was asked for; the default returns to the search. */
  onLeave?: (route: string) => void;
}

/**
 * The friends search as one widget (`<sa-friend-search>`), for signed-in members only (discovery §6):
 * the form, the list and a member's detail, moving between them with the provider's navigation
 * ('/', '/findfriend/list', '/friendDetail/…').
 */
export function FriendSearch({ headingLevel = 2, signIn = 'dialog', onLeave }: FriendSearchProps) {
  const { path } = useNavigation();
  const current = path ?? '/';
  const route = friendRoute(current);
  const leaving = route.screen === 'elsewhere' ? current : null;

  useLeaveElsewhere(leaving, onLeave);

  return (
    <MemberOnly signIn={signIn} headingLevel={headingLevel}>
      {route.screen === 'start' && <FriendSearchForm headingLevel={headingLevel} />}
      {route.screen === 'list' && (
        <>
          <FriendSearchForm headingLevel={null} />
          <FriendList key={route.reload} reload={route.reload} headingLevel={headingLevel} />
        </>
      )}
      {route.screen === 'detail' && <FriendDetail key={route.clientId} clientId={route.clientId} headingLevel={headingLevel} />}
    </MemberOnly>
  );
}
