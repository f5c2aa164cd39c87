import { format, messages, authMessages } from '@studyatlas/core';
import { Button } from '../../ui/button/button.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';
import { LoginForm } from './login-form.js';
import { useSessionStatus } from './use-session-status.js';

export interface LoginWidgetProps extends ScreenProps {
  /** Called after a successful sign-in (the widget then shows the signed-in state). */
  onSignedIn?: () => void;
  onSignedOut?: () => void;
  /** Show the links to sign-up and forgotten password (default true). */
  showLinks?: boolean;
}

/**
 * Sign-in for embedding (`<sa-login>`): the login form while anonymous; "Signed in as …" with Sign out
 * once signed in. The session is shared with every other widget on the page.
 */
export function LoginWidget({ onSignedIn, onSignedOut, showLinks, ...screen }: LoginWidgetProps) {
  const status = useSessionStatus();
  return (
    <AuthPanel title={messages.signInTitle} className="sa-login-widget" {...screen}>
      {status.signedIn ? (
        <div className="sa-auth-actions">
          <span className="sa-session-name">{format(authMessages.signedInAs, { name: status.name ?? '' })}</span>
          <Button
            variant="secondary"
            busy={status.signingOut}
            onClick={async () => {
              await status.signOut();
              onSignedOut?.();
            }}
          >
            {messages.signOutAction}
          </Button>
        </div>
      ) : (
        <LoginForm variant="page" onSuccess={onSignedIn} showLinks={showLinks} />
      )}
    </AuthPanel>
  );
}
