import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session, messages, openLoginDialog, rememberSignInReturn } from '@studyatlas/core';
import { useCurrentRoute } from '../../navigation/current-route.js';
import { useNavigation } from '../../navigation/navigation.js';
import { Button } from '../../ui/button/button.js';
import { AuthPanel, type ScreenProps } from '../../ui/panel/panel.js';

export interface MemberOnlyProps extends ScreenProps {
  children: ReactNode;
  /** How sign-in is asked for: the /login page (the portal's routes) or the login dialog (widgets). */
  signIn?: 'page' | 'dialog';
}

/**
 * Shows its children to a signed-in member only (member §2, §6: screens that need sign-in open the
 * sign-in). Anonymous visitors are sent to sign in at once, and see why in the meantime; once signed
 * in they continue here (the dialog closes over this screen; the /login page returns to it).
 */
export function MemberOnly({ children, signIn = 'page', headingLevel, className }: MemberOnlyProps) {
  const signedIn = useStore($session) !== null;
  const { navigate } = useNavigation();
  const here = useCurrentRoute();
  const askToSignIn = () => {
    if (signIn === 'dialog') return openLoginDialog(messages.signInRequired);
    // After signing in on the page, the visitor comes back here.
    rememberSignInReturn(here);
    navigate('/login');
  };

  useEffect(() => {
    if (!signedIn) askToSignIn();
    // Asked once per change of sign-in state, not on every render.
  }, [signedIn]);

  if (signedIn) return children;
  return (
    <AuthPanel title={messages.signInTitle} intro={messages.signInRequired} headingLevel={headingLevel} className={className}>
      <div className="sa-auth-actions">
        <Button onClick={askToSignIn}>{messages.signInAction}</Button>
      </div>
    </AuthPanel>
  );
}
