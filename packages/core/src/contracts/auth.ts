import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { MessageReply, text } from './common.js';
import { TokenReply } from './shared-member.js';

const area = 'auth';

/** The signed-in member and the token reply: shared with the session store (./shared-member.ts). */
export { Member, TokenReply } from './shared-member.js';

/** POST authtoken — form fields as the specification names them. */
export const authToken = defineCall({
  id: 'authToken',
  area,
  summary: 'Sign in with Login ID (e-mail) and password; returns a bearer token.',
  method: 'POST',
  path: '/authtoken',
  auth: 'none',
  bodyType: 'form',
  body: z.object({
    grant_type: text(),
    username: text(),
    password: text(),
    clientId: z.optional(z.string()),
    isChecked: z.optional(z.string()),
  }),
  reply: TokenReply,
});

/** The current session; renews the token (sliding expiry) while the server-side session lives. */
export const getSession = defineCall({
  id: 'getSession',
  area,
  summary: 'The signed-in member and a renewed bearer token.',
  method: 'GET',
  path: '/api/session',
  auth: 'required',
  reply: TokenReply,
});

export const sessionCookie = defineCall({
  id: 'sessionCookie',
  area,
  summary: 'Remembers the login name for 10 days in the first-party sa_login cookie: sealed, HttpOnly, SameSite=Strict, Secure over https (never used for auth).',
  method: 'GET',
  path: '/api/session/cookie',
  auth: 'required',
  reply: z.object({ loginName: z.string() }),
});

export const rememberedLogin = defineCall({
  id: 'rememberedLogin',
  area,
  summary: 'The login name the sa_login cookie remembers (same-origin pages only: the cookie is HttpOnly and never sent cross-origin); empty when there is none.',
  method: 'GET',
  path: '/api/session/login-name',
  auth: 'none',
  reply: z.object({ loginName: z.string() }),
});

export const logout = defineCall({
  id: 'logout',
  area,
  summary: 'Ends the server-side session: the token stops working at once.',
  method: 'GET',
  path: '/api/session/logout',
  auth: 'required',
  reply: MessageReply,
});

export const SignupBody = z.object({
  firstName: text(),
  surname: text(),
  email: text(),
  password: text(),
  confirmPassword: text(),
  provider: z.optional(z.string()),
  externalToken: z.optional(z.string()),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const signup = defineCall({
  id: 'signup',
  area,
  summary: 'Registers a member and e-mails the verification link.',
  method: 'POST',
  path: '/api/signup',
  aliases: ['/api/account/register'],
  auth: 'none',
  status: 201,
  body: SignupBody,
  reply: z.object({ clientId: z.number(), message: z.string() }),
});

export const verifyAccount = defineCall({
  id: 'verifyAccount',
  area,
  summary: 'Verifies an account from the e-mailed link (/verifyAcc/:vkey/:email/:type).',
  method: 'GET',
  path: '/api/Account/VerifyAccount',
  auth: 'none',
  query: z.object({ verifyEmailKey: text(), email: text(), regType: z.optional(z.string()) }),
  reply: MessageReply,
});

export const resendVerification = defineCall({
  id: 'resendVerification',
  area,
  summary: 'Re-sends the verification e-mail from the thank-you page.',
  method: 'GET',
  path: '/api/Account/ResendVerification',
  auth: 'none',
  query: z.object({ clientId: text() }),
  reply: MessageReply,
});

export const resendOnLogin = defineCall({
  id: 'resendOnLogin',
  area,
  summary: 'Re-sends the verification e-mail when an unverified member tries to sign in.',
  method: 'GET',
  path: '/api/Account/ResendOnLogin',
  auth: 'none',
  query: z.object({ email: text() }),
  reply: MessageReply,
});

export const resetPassword = defineCall({
  id: 'resetPassword',
  area,
  summary: 'Reset step 1: e-mails a temporary password and the link to step 3.',
  method: 'GET',
  path: '/api/Account/ResetPassword',
  auth: 'none',
  query: z.object({ email: text() }),
  reply: MessageReply,
});

export const ChangePasswordBody = z.object({
  email: text(),
  oldPassword: text(),
  newPassword: text(),
  confirmPassword: text(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST (the specification's GET would put passwords into URLs and logs). Ends every session. */
export const changePassword = defineCall({
  id: 'changePassword',
  area,
  summary: 'Reset step 3 / change password: temporary or current password plus the new one.',
  method: 'POST',
  path: '/api/Account/ChangePassword',
  auth: 'none',
  body: ChangePasswordBody,
  reply: MessageReply,
});

/* ── External sign-in (member §2 social sign-in, §7 registerexternal and ObtainLocalAccessToken) ── */

export const ExternalProvider = z.object({
  id: z.string(),
  name: z.string(),
  /** Path (from the API's base URL) that starts the redirect to the provider. */
  startUrl: z.string(),
});
export type ExternalProvider = z.infer<typeof ExternalProvider>;

export const externalLogins = defineCall({
  id: 'externalLogins',
  area,
  summary: 'The configured external sign-in providers (none when no provider is configured) and where each starts.',
  method: 'GET',
  path: '/api/account/ExternalLogins',
  auth: 'none',
  reply: z.object({ providers: z.array(ExternalProvider) }),
});

const ExternalGrantQuery = z.object({ provider: text(), externalAccessToken: text() });

/** 404 `{ error: 'FacebookIdNotFound', message }` when the external account has no member yet. */
export const obtainLocalAccessToken = defineCall({
  id: 'obtainLocalAccessToken',
  area,
  summary:
    "Exchanges the one-time code of an external sign-in (the callback's redirect) for a session; 404 FacebookIdNotFound when the external account is not signed up.",
  method: 'GET',
  path: '/api/account/ObtainLocalAccessToken',
  auth: 'none',
  query: ExternalGrantQuery,
  reply: TokenReply,
});

export const ExternalSignupData = z.object({
  provider: z.string(),
  providerName: z.string(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
});
export type ExternalSignupData = z.infer<typeof ExternalSignupData>;

export const externalSignupData = defineCall({
  id: 'externalSignupData',
  area,
  summary: 'What the provider told of a person who is not signed up yet: fills the sign-up form.',
  method: 'GET',
  path: '/api/account/ExternalSignupData',
  auth: 'none',
  query: ExternalGrantQuery,
  reply: ExternalSignupData,
});

export const ExternalSignupBody = z.object({
  firstName: text(),
  surname: text(),
  email: text(),
  provider: text(),
  externalToken: text(),
});
export type ExternalSignupBody = z.infer<typeof ExternalSignupBody>;

export const registerExternal = defineCall({
  id: 'registerExternal',
  area,
  summary:
    'Registers a member from an external sign-in, without a password; signed in at once (session) when the provider vouches for the e-mail, else the verification e-mail is sent.',
  method: 'POST',
  path: '/api/account/registerexternal',
  auth: 'none',
  status: 201,
  body: ExternalSignupBody,
  reply: z.object({ clientId: z.number(), message: z.string(), session: z.optional(TokenReply) }),
});

export const passwordState = defineCall({
  id: 'passwordState',
  area,
  summary: 'Whether the signed-in member has a password (a member signed up with a provider has none).',
  method: 'GET',
  path: '/api/Account/PasswordState',
  auth: 'required',
  reply: z.object({ hasPassword: z.boolean() }),
});

export const SetPasswordBody = z.object({ newPassword: text(), confirmPassword: text() });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const setPassword = defineCall({
  id: 'setPassword',
  area,
  summary: 'Sets the first password of a member who has none (signed up with a provider).',
  method: 'POST',
  path: '/api/Account/SetPassword',
  auth: 'required',
  body: SetPasswordBody,
  reply: MessageReply,
});
