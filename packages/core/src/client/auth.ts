import { atom, onStart, type ReadableAtom, type WritableAtom } from 'nanostores';
import * as auth from '../contracts/auth.js';
import type { ChangePasswordBody, ExternalProvider, ExternalSignupBody, SetPasswordBody, SignupBody } from '../contracts/auth.js';
import { userProfileData } from '../contracts/shared-member.js';
import { $profile, $session, EXTERNAL_LOGIN_MENU_TYPE, endSession, needsRenewal, startSession } from '../stores/session.js';
import { loginDialogSucceeded } from '../stores/shared-login-dialog.js';
import { ApiError } from './api-error.js';
import type { CallOptions } from './create-client.js';
import { getClient } from './default-client.js';

/** Signs in (POST authtoken), starts the session and remembers the login name. */
export async function signIn(username: string, password: string, options: CallOptions = {}) {
  const reply = await getClient().call(
    auth.authToken,
    { body: { grant_type: 'password', username, password } },
    options,
  );
  startSession(reply);
  // Signed in (from the dialog or any other sign-in form): the dialog closes and what asked for the
  // sign-in continues (the Friends tab opens, an apply goes on).
  loginDialogSucceeded();
  // Remembering the login name is a convenience: sign-in does not wait for it.
  void getClient().call(auth.sessionCookie, undefined, { quiet: true }).catch(() => undefined);
  return reply;
}

/**
 * The login name the server remembers for this browser (the HttpOnly `sa_login` cookie, member §9),
 * to pre-fill the Login ID; '' when there is none or the call fails. Only a page on the API's own
 * origin gets it: the cookie is never sent cross-origin (partner widgets start empty).
 */
export async function rememberedLoginName(): Promise<string> {
  try {
    return (await getClient().call(auth.rememberedLogin, undefined, { silent: true })).loginName;
  } catch {
    return '';
  }
}

/** Ends the session on the server (best effort) and locally. */
export async function signOut(): Promise<void> {
  if ($session.get()) {
    await getClient().call(auth.logout, undefined, { quiet: true }).catch(() => undefined);
  }
  endSession();
  $profile.set(null);
}

/** Renews the token when it is near its end; the server-side session decides whether it may. */
export async function renewSessionIfNeeded(now = Date.now()): Promise<void> {
  const session = $session.get();
  if (!session || !needsRenewal(session, now)) return;
  const reply = await getClient().call(auth.getSession, undefined, { quiet: true });
  // A renewal keeps the session's menu type (member §9: 'H' after an external login).
  startSession(reply, session.menuType);
}

export const signUp = (body: SignupBody, options?: CallOptions) =>
  getClient().call(auth.signup, { body }, options);

export const verifyAccount = (verifyEmailKey: string, email: string, regType: string, options?: CallOptions) =>
  getClient().call(auth.verifyAccount, { query: { verifyEmailKey, email, regType } }, options);

export const resendVerification = (clientId: string | number, options?: CallOptions) =>
  getClient().call(auth.resendVerification, { query: { clientId: String(clientId) } }, options);

export const resendOnLogin = (email: string, options?: CallOptions) =>
  getClient().call(auth.resendOnLogin, { query: { email } }, options);

export const requestPasswordReset = (email: string, options?: CallOptions) =>
  getClient().call(auth.resetPassword, { query: { email } }, options);

export const changePassword = (body: ChangePasswordBody, options?: CallOptions) =>
  getClient().call(auth.changePassword, { body }, options);

/** How long the header data's load waits before asking once more when no answer came at all. */
export const PROFILE_RETRY_MS = 1_000;

/**
 * The header data, asked once more a moment later when no answer came: the browser cuts a page's
 * calls off as it leaves (a link followed, an address typed), and a page that is gone never asks
 * again — only a server that is really out of reach fails twice.
 */
async function askProfile() {
  const ask = () => getClient().call(userProfileData, undefined, { quiet: true });
  try {
    return await ask();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    await new Promise((resolve) => setTimeout(resolve, PROFILE_RETRY_MS));
    return ask();
  }
}

/**
 * Loads the header data; a failure logs the member out (member §7) — but not a call the page's own
 * leaving cut off, which would end the session the next page opens with.
 */
export async function loadProfile() {
  try {
    const profile = await askProfile();
    $profile.set(profile);
    return profile;
  } catch (error) {
    await signOut();
    throw error;
  }
}

/* External sign-in (member §2 social sign-in; §7 registerexternal, ObtainLocalAccessToken). */

/** The configured external providers (an empty list when none is configured). */
export const listExternalProviders = (options?: CallOptions) =>
  getClient().call(auth.externalLogins, undefined, options).then((reply) => reply.providers);

/**
 * The server's sign-in providers, for every sign-in form of the page: null until known, then the
 * list (empty when none is configured, or while the call fails: the password form still works).
 * Asked once when the first form shows it (nanostores' onMount), again only after a failure. The
 * server's configuration rather than a screen's data, so it is a store like the session and keeps
 * the sign-in page free of the query layer's weight (its size budget, issue 24).
 */
// A forget() starts a new generation; a call asked in an earlier one is not this page's any more.
let providersGeneration = 0;
let providersAskedIn = -1;

export const $externalProviders: ReadableAtom<ExternalProvider[] | null> = /* @__PURE__ */ askedOnStart(atom<ExternalProvider[] | null>(null));

/** Asks when a form first shows the store (again after a forget or a failure), not with the page. */
function askedOnStart(store: WritableAtom<ExternalProvider[] | null>) {
  onStart(store, () => {
    if (providersAskedIn === providersGeneration) return;
    const generation = (providersAskedIn = providersGeneration);
    listExternalProviders({ silent: true }).then(
      (providers) => generation === providersGeneration && store.set(providers),
      () => {
        if (generation !== providersGeneration) return;
        providersAskedIn = -1;
        store.set([]);
      },
    );
  });
  return store;
}

/** Forgets the providers (another server configured, or a test's fresh page): the next form asks again. */
export function forgetExternalProviders(): void {
  providersGeneration += 1;
  ($externalProviders as WritableAtom<ExternalProvider[] | null>).set(null);
}

/** The address that starts a provider's sign-in (a full-page navigation, not a call). */
export const externalStartUrl = (provider: ExternalProvider): string => `${getClient().baseUrl}${provider.startUrl}`;

function startExternalSession(reply: Parameters<typeof startSession>[0]) {
  startSession(reply, EXTERNAL_LOGIN_MENU_TYPE);
  loginDialogSucceeded();
}

/**
 * Exchanges the one-time code of the provider's redirect for a session (menu type 'H'). Not quiet: a
 * refusal ('You are not signed-up with {provider}. Please signup first.') shows as a popup.
 */
export async function signInExternal(provider: string, code: string, options: CallOptions = {}) {
  const reply = await getClient().call(auth.obtainLocalAccessToken, { query: { provider, externalAccessToken: code } }, options);
  startExternalSession(reply);
  return reply;
}

/** What the provider told of a person who is not signed up yet (fills the sign-up form). */
export const externalSignupData = (provider: string, code: string, options?: CallOptions) =>
  getClient().call(auth.externalSignupData, { query: { provider, externalAccessToken: code } }, options);

/** Registers with an external provider; signed in at once when the reply carries a session. */
export async function registerExternal(body: ExternalSignupBody, options?: CallOptions) {
  const reply = await getClient().call(auth.registerExternal, { body }, options);
  if (reply.session) startExternalSession(reply.session);
  return reply;
}

export const passwordState = (options?: CallOptions) => getClient().call(auth.passwordState, undefined, options);

export const setFirstPassword = (body: SetPasswordBody, options?: CallOptions) => getClient().call(auth.setPassword, { body }, options);
