import { useSearch } from 'wouter';
import {
  ExternalLoginPage,
  ExternalSignUp,
  LoginPage,
  SetPassword,
  ResetPassword,
  ResetPasswordSent,
  ResetPasswordStep3,
  SignUpForm,
  ThankYou,
  VerifyAccount,
} from '@studyatlas/react';
import { decodeParam } from './params.js';

// The member area's sign-in, sign-up, verification and reset screens (member §2), one per route;
// each is the SDK component with the route's parameters, as a page of its own (heading level 1).

export const LoginRoute = () => <LoginPage headingLevel={1} />;

export const SignUpRoute = () => <SignUpForm headingLevel={1} />;

export const ThankYouRoute = ({ clientId }: { clientId: string }) => <ThankYou clientId={decodeParam(clientId)} headingLevel={1} />;

export const VerifyAccountRoute = ({ vkey, email, type }: { vkey: string; email: string; type: string }) => (
  <VerifyAccount vkey={decodeParam(vkey)} email={decodeParam(email)} type={decodeParam(type)} headingLevel={1} />
);

export const ResetPasswordRoute = ({ email }: { email?: string }) => (
  <ResetPassword key={email} email={decodeParam(email)} headingLevel={1} />
);

export const ResetPasswordSentRoute = () => <ResetPasswordSent headingLevel={1} />;

export const ResetPasswordStep3Route = ({ email }: { email: string }) => (
  <ResetPasswordStep3 key={email} email={decodeParam(email)} headingLevel={1} />
);

/** /externalLogin?provider&code|error: where the server's callback sends the browser back from a provider. */
export function ExternalLoginRoute() {
  const search = new URLSearchParams(useSearch());
  return (
    <ExternalLoginPage
      provider={search.get('provider') ?? ''}
      code={search.get('code') ?? undefined}
      error={search.get('error') ?? undefined}
      headingLevel={1}
    />
  );
}

export const ExternalSignUpRoute = ({ provider, code }: { provider: string; code: string }) => (
  <ExternalSignUp key={code} provider={decodeParam(provider)} code={decodeParam(code)} headingLevel={1} />
);

export const SetPasswordRoute = () => <SetPassword headingLevel={1} />;
