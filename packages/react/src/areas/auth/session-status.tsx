import { format, formatAround, messages, openLoginDialog, rememberSignInReturn, authMessages, loginMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { Link } from '../../navigation/link.js';
import { useNavigation } from '../../navigation/navigation.js';
import { useSessionStatus, type SessionStatusState as SessionState } from './use-session-status.js';

export interface SessionStatusViewProps extends SessionState {
  onSignIn: () => void;
  showSignUp?: boolean;
  /** Show the unread message count (default true; a header with its own messages badge turns it off). */
  showUnread?: boolean;
}

export function SessionStatusView({ signedIn, name, unreadCount, signingOut, signOut, onSignIn, showSignUp = true, showUnread = true }: SessionStatusViewProps) {
  if (!signedIn) {
    return (
      <div className="sa-root sa-session-status" part="session-status">
        <Button variant="secondary" onClick={onSignIn}>
          {messages.signInAction}
        </Button>
        {showSignUp && <Link to="/signUp">{loginMessages.signUpAction}</Link>}
      </div>
    );
  }
  const signedInAs = format(authMessages.signedInAs, { name: name ?? '' });
  const [before, after] = formatAround(authMessages.signedInAs, 'name');
  return (
    <div className="sa-root sa-session-status" part="session-status">
      {/*
        The name is the member's own text, isolated in its own direction (a Latin name in Arabic words,
        or the reverse). A header short of room cuts the words around it before the name, and keeps
        the whole sentence in the title.
      */}
      <span className="sa-session-name" title={signedInAs}>
        {before && <span className="sa-session-words">{before}</span>}
        <bdi className="sa-session-member">{name ?? ''}</bdi>
        {after && <span className="sa-session-words">{after}</span>}
      </span>
      {showUnread && unreadCount !== null && (
        <span className="sa-badge" aria-label={format(authMessages.unreadMessagesLabel, { count: unreadCount })}>
          {format(authMessages.unreadMessages, { count: unreadCount })}
        </span>
      )}
      <Button variant="secondary" busy={signingOut} onClick={() => void signOut()}>
        {messages.signOutAction}
      </Button>
    </div>
  );
}

export interface SessionStatusProps {
  /** What Sign in does when anonymous: open the login dialog (default) or go to the /login page. */
  signIn?: 'dialog' | 'page';
  showSignUp?: boolean;
  /** Show the unread message count (default true). */
  showUnread?: boolean;
}

/**
 * The account menu of a header: the signed-in member's name and unread message count with Sign out,
 * or Sign in (and Sign up) when anonymous.
 */
export function SessionStatus({ signIn = 'dialog', showSignUp, showUnread }: SessionStatusProps) {
  const { navigate } = useNavigation();
  const status = useSessionStatus();
  // A sign-in of the visitor's own choosing returns to the dashboard, not to an earlier gate's screen.
  const onSignIn =
    signIn === 'page'
      ? () => {
          rememberSignInReturn(null);
          navigate('/login');
        }
      : () => openLoginDialog();
  return <SessionStatusView {...status} onSignIn={onSignIn} showSignUp={showSignUp} showUnread={showUnread} />;
}
