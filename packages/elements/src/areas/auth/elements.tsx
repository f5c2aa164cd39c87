import { openLoginDialog } from '@studyatlas/core';
import {
  LoginWidget,
  ResetPassword,
  ResetPasswordStep3,
  SessionStatusView,
  SignUpForm,
  useNavigation,
  useSessionStatus,
  VerifyAccount,
} from '@studyatlas/react';
import { headingLevelOf } from '../../heading-level.js';
import { AuthFlow, useAuthEvents, type AuthScreenProps } from './flow.js';

/*
 * The components behind the auth elements: each is the auth flow with its own first screen, so every
 * auth element can walk the whole journey (sign-in ↔ sign-up ↔ reset) inside itself.
 */

export interface LoginElementProps extends AuthScreenProps {
  /** Hide the links to sign-up and to the forgotten-password reset. */
  hideLinks?: boolean;
}

function LoginStart({ headingLevel, hideLinks, ...events }: LoginElementProps) {
  const { signedIn, signedOut } = useAuthEvents(events);
  return (
    <LoginWidget headingLevel={headingLevelOf(headingLevel)} showLinks={!hideLinks} onSignedIn={signedIn} onSignedOut={signedOut} />
  );
}

export function LoginElement(props: LoginElementProps) {
  return <AuthFlow {...props} start={<LoginStart {...props} />} />;
}

export type SignUpElementProps = AuthScreenProps;

function SignUpStart({ headingLevel, ...events }: SignUpElementProps) {
  const { registered } = useAuthEvents(events);
  return <SignUpForm headingLevel={headingLevelOf(headingLevel)} onRegistered={registered} />;
}

export function SignUpElement(props: SignUpElementProps) {
  return <AuthFlow {...props} start={<SignUpStart {...props} />} />;
}

export interface VerifyAccountElementProps extends AuthScreenProps {
  /** The verification key of the e-mailed link. */
  vkey?: string;
  /** The e-mail address of the account. */
  email?: string;
  /** The registration type of the link (default 'N', a normal sign-up). */
  type?: string;
}

export function VerifyAccountElement({ vkey, email, type, ...props }: VerifyAccountElementProps) {
  // Nothing to verify until the key and the e-mail are known.
  const start = vkey && email ? <VerifyAccount headingLevel={headingLevelOf(props.headingLevel)} vkey={vkey} email={email} type={type || 'N'} /> : null;
  return <AuthFlow {...props} start={start} />;
}

export interface ResetPasswordElementProps extends AuthScreenProps {
  /** E-mail address to prefill. */
  email?: string;
  /**
   * 1 (default): ask for the e-mail, then confirm that the temporary password was sent (step 2).
   * 3: change the password with the temporary (or current) one, as the e-mailed link does.
   */
  step?: number;
}

export function ResetPasswordElement({ email, step, ...props }: ResetPasswordElementProps) {
  const headingLevel = headingLevelOf(props.headingLevel);
  const start =
    step === 3 ? <ResetPasswordStep3 headingLevel={headingLevel} email={email} /> : <ResetPassword headingLevel={headingLevel} email={email} />;
  return <AuthFlow {...props} start={start} />;
}

export interface SessionStatusElementProps extends AuthScreenProps {
  /** What Sign in does: 'dialog' (default) opens the login dialog, 'page' shows the sign-in form in place. */
  signIn?: string;
  /** Hide the Sign up link next to Sign in. */
  hideSignUp?: boolean;
}

function SessionStatusStart({ signIn, hideSignUp, ...events }: SessionStatusElementProps) {
  const { navigate } = useNavigation();
  const status = useSessionStatus();
  const { signedOut } = useAuthEvents(events);
  return (
    <SessionStatusView
      {...status}
      signOut={async () => {
        await status.signOut();
        signedOut();
      }}
      onSignIn={signIn === 'page' ? () => navigate('/login') : () => openLoginDialog()}
      showSignUp={!hideSignUp}
    />
  );
}

export function SessionStatusElement(props: SessionStatusElementProps) {
  return <AuthFlow {...props} start={<SessionStatusStart {...props} />} />;
}
