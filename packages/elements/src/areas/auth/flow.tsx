import { headingLevelOf } from '../../heading-level.js';
import { useEffect, type ReactNode } from 'react';
import { $session } from '@studyatlas/core';
import {
  authRoute,
  LoginWidget,
  ResetPassword,
  ResetPasswordSent,
  ResetPasswordStep3,
  SignUpForm,
  ThankYou,
  useNavigation,
  VerifyAccount,
  type HeadingLevel,
} from '@studyatlas/react';
import { useElementContext } from '../../element-context.js';

/** `detail` of `sa-signed-in`. */
export interface SignedInDetail {
  clientId: number;
  /** The Login ID (e-mail) the member signed in with. */
  userName: string;
  /** The member's first name and surname, to greet them by. */
  name: string;
}

/** `detail` of `sa-signed-up`. */
export interface SignedUpDetail {
  /** The new member's id. */
  clientId: number;
}

/** The callbacks the element turns into `sa-signed-in`, `sa-signed-out` and `sa-signed-up`. */
export interface AuthEventProps {
  onSignedIn?: (detail: SignedInDetail) => void;
  onSignedOut?: () => void;
  onSignedUp?: (detail: SignedUpDetail) => void;
}

export interface AuthScreenProps extends AuthEventProps {
  /** Heading level of the widget's title (1–4; default 2 inside a host page). */
  headingLevel?: number;
}


/** The component callbacks wired to the element's events, then back to the element's first screen. */
export function useAuthEvents({ onSignedIn, onSignedOut, onSignedUp }: AuthEventProps) {
  const { navigate } = useNavigation();
  return {
    signedIn: () => {
      const session = $session.get();
      if (session) {
        const { clientId, firstName, surname } = session.member;
        onSignedIn?.({ clientId, userName: session.userName, name: `${firstName} ${surname}`.trim() });
      }
      navigate('/');
    },
    signedOut: () => onSignedOut?.(),
    registered: (clientId: number) => {
      onSignedUp?.({ clientId });
      navigate(`/thankYou/${clientId}`);
    },
  };
}

export interface AuthFlowProps extends AuthScreenProps {
  /** The element's own first screen (route '/'). */
  start: ReactNode;
}

/**
 * Sign-in, sign-up, thank-you, verification and the three reset steps inside one element, switched by
 * the provider's in-memory navigation. A route the widget does not show (the dashboard, the profile)
 * opens on the portal when the element has `portal-url`; otherwise the widget returns to its start.
 */
export function AuthFlow({ start, headingLevel, ...events }: AuthFlowProps) {
  const { path, navigate } = useNavigation();
  const { portalHref } = useElementContext();
  const { signedIn, signedOut, registered } = useAuthEvents(events);
  const current = path ?? '/';
  const route = authRoute(current);
  const leaving = route.screen === 'elsewhere' ? current : null;

  useEffect(() => {
    if (leaving === null) return;
    const target = portalHref(leaving);
    if (target) window.location.assign(target);
    else navigate('/');
  }, [leaving, portalHref, navigate]);

  const screen = { headingLevel: headingLevelOf(headingLevel) };
  switch (route.screen) {
    case 'start':
      return <>{start}</>;
    case 'login':
      return <LoginWidget {...screen} onSignedIn={signedIn} onSignedOut={signedOut} />;
    case 'signUp':
      return <SignUpForm {...screen} onRegistered={registered} />;
    case 'thankYou':
      return <ThankYou {...screen} clientId={route.clientId} />;
    case 'reset':
      return <ResetPassword {...screen} email={route.email} />;
    case 'resetSent':
      return <ResetPasswordSent {...screen} />;
    case 'resetStep3':
      return <ResetPasswordStep3 {...screen} email={route.email} />;
    case 'verify':
      return <VerifyAccount {...screen} vkey={route.vkey} email={route.email} type={route.type} />;
    case 'elsewhere':
      return null;
  }
}
