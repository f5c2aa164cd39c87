/**
 * Sign-in and sign-up with an external provider (member §2 social sign-in, §8 the external messages):
 * apart from `loginMessages`, so a screen without provider buttons does not carry them.
 */
import { defineCatalogue } from '../i18n/catalogue.js';
export const externalLoginMessages = /* @__PURE__ */ defineCatalogue('external-login', 'externalLoginMessages', {
  // Member §8 (exact wording; {provider} is the provider's name)
  notSignedUp: 'You are not signed-up with {provider}. Please signup first.',
  registerContactSupport: 'Failed to register user. Please contact {provider} support.',
  registerTryLater: 'Failed to register user. Please try again later.',

  // Screens
  signInWith: 'Sign in with {provider}',
  signUpWith: 'Sign up with {provider}',
  providersLabel: 'Other ways to sign in',
  providersLoading: 'Loading other ways to sign in…',
  signingIn: 'Signing you in…',
  externalSignUpIntro: 'You are signing up with your {provider} account. Check your details and create your account.',
  externalSignUpAction: 'Create account',

  // Setting a password later (an account made with a provider has none)
  setPasswordTitle: 'Set a password',
  setPasswordIntro: 'Your account has no password yet: you sign in with an external provider. Set a password to sign in with your e-mail too.',
  setPasswordAction: 'Set password',
  passwordSet: 'Your password has been set. You can now sign in with your e-mail and password too.',
  passwordAlreadySet: 'Your account already has a password. Change it with your current password.',
  setPasswordNotice: 'You signed in with an external provider and have no password yet.',
  setPasswordNoticeDismiss: 'Not now',
} as const);
