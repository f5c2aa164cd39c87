import { elementSpec, type EventSpec, type PartSpec } from '../../spec.js';
import { singleHeadingLevel } from '../../common-specs.js';
import { lazyComponent } from '../../lazy.js';

// Each area's components load on first render (a chunk of their own in the script-tag bundle).
const LoginElement = lazyComponent(() => import('./elements.js'), 'LoginElement');
const ResetPasswordElement = lazyComponent(() => import('./elements.js'), 'ResetPasswordElement');
const SessionStatusElement = lazyComponent(() => import('./elements.js'), 'SessionStatusElement');
const SignUpElement = lazyComponent(() => import('./elements.js'), 'SignUpElement');
const VerifyAccountElement = lazyComponent(() => import('./elements.js'), 'VerifyAccountElement');

export type { SignedInDetail, SignedUpDetail, AuthEventProps } from './flow.js';
export type {
  LoginElementProps,
  SignUpElementProps,
  VerifyAccountElementProps,
  ResetPasswordElementProps,
  SessionStatusElementProps,
} from './elements.js';
/*
 * The auth area's elements. Every one of them carries the whole sign-in / sign-up / reset journey
 * and moves through it inside itself, so all fire the same three events.
 */

const authEvents = {
  'sa-signed-in': {
    description: 'The member signed in with this widget.',
    detail: 'SignedInDetail',
  },
  'sa-signed-out': {
    description: "The member signed out with this widget's Sign out button.",
    detail: 'null',
  },
  'sa-signed-up': {
    description: 'A new member registered with this widget (when the thank-you screen opens, 2 seconds after the success text).',
    detail: 'SignedUpDetail',
  },
} satisfies Record<string, EventSpec>;

/** Parts every auth screen renders, for `::part()` styling. */
const authParts: readonly PartSpec[] = [
  { name: 'auth', description: 'The titled card around each screen.' },
  { name: 'label', description: 'A field label.' },
  { name: 'input', description: 'A text input.' },
  { name: 'field-error', description: "A field's validation message." },
  { name: 'form-error', description: "A form's error message." },
  { name: 'button', description: 'A button.' },
  { name: 'success', description: 'A success message.' },
  { name: 'loader', description: 'The busy indicator.' },
  { name: 'backdrop', description: 'The backdrop of the login dialog and the popups.' },
  { name: 'dialog', description: 'The login dialog and the popups.' },
  { name: 'dialog-title', description: 'The title of a dialog.' },
  { name: 'dialog-close', description: 'The close button of a dialog.' },
  { name: 'popup', description: 'A Success / Failed / Warning popup.' },
];

export const loginElement = elementSpec({
  tag: 'sa-login',
  component: LoginElement,
  description:
    'Sign-in for a partner page: the login form while anonymous, "Signed in as …" with Sign out once signed in. Sign-up and the password reset open inside the widget.',
  props: {
    headingLevel: singleHeadingLevel,
    hideLinks: { type: 'boolean', description: 'Hide the links to sign-up and to the forgotten-password reset.' },
  },
  events: authEvents,
  parts: authParts,
});

export const signUpElement = elementSpec({
  tag: 'sa-signup',
  component: SignUpElement,
  description: 'Registration: the sign-up form, then the thank-you screen where the verification e-mail can be re-sent.',
  props: { headingLevel: singleHeadingLevel },
  events: authEvents,
  parts: authParts,
});

export const verifyAccountElement = elementSpec({
  tag: 'sa-verify-account',
  component: VerifyAccountElement,
  description:
    'Account verification from the e-mailed link (/verifyAcc/:vkey/:email/:type): verifies once the key and e-mail are set, then shows the outcome.',
  props: {
    vkey: { type: 'string', description: 'The verification key of the e-mailed link.' },
    email: { type: 'string', description: 'The e-mail address of the account.' },
    type: { type: 'string', description: "The registration type of the link (default 'N', a normal sign-up)." },
    headingLevel: singleHeadingLevel,
  },
  events: authEvents,
  parts: authParts,
});

export const resetPasswordElement = elementSpec({
  tag: 'sa-reset-password',
  component: ResetPasswordElement,
  description:
    'Password reset: step 1 asks for the e-mail, step 2 confirms the temporary password was sent, step 3 sets a new password with the temporary one.',
  props: {
    email: { type: 'string', description: 'E-mail address to prefill.' },
    step: {
      type: 'number',
      tsType: '1 | 3',
      description: 'First step to show: 1 (default) asks for the e-mail; 3 changes the password with the temporary one, as the e-mailed link does.',
    },
    headingLevel: singleHeadingLevel,
  },
  events: authEvents,
  parts: authParts,
});

export const sessionStatusElement = elementSpec({
  tag: 'sa-session-status',
  component: SessionStatusElement,
  description:
    "The account menu of a header: the member's name and unread message count with Sign out, or Sign in and Sign up when anonymous.",
  props: {
    signIn: {
      type: 'string',
      tsType: "'dialog' | 'page'",
      description: "What Sign in does: 'dialog' (default) opens the login dialog, 'page' shows the sign-in form in place.",
    },
    hideSignUp: { type: 'boolean', description: 'Hide the Sign up link next to Sign in.' },
    headingLevel: singleHeadingLevel,
  },
  events: authEvents,
  parts: [...authParts, { name: 'session-status', description: 'The row with the name, the unread count and the buttons.' }],
});

export const authElements = [loginElement, signUpElement, verifyAccountElement, resetPasswordElement, sessionStatusElement];
