import { MAX_DB_ID } from '@studyatlas/core/contracts';
import { externalLoginMessages, format, isEmail, validateChangePassword, validateSetPassword, validateLogin, validateResetEmail, validateSignup, authMessages, loginMessages } from '@studyatlas/core';
import type { auth } from '@studyatlas/core/contracts';
import type { AppContext, AuthMember } from '../../http/context.js';
import { HttpError, firstMessage, invalid, rejectInvalid } from '../../http/errors.js';
import { inLocale, savableLocale } from '../../http/locale.js';
import { memberMailLocale } from '../../mail/recipient-locale.js';
import { resetLink, resetMail, verificationLink, verificationMail } from './mails.js';
import { commonPasswordErrors } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import * as q from './queries.js';

type Member = auth.Member;
/** Whom an account mail goes to: the address, the name it greets and the language it is written in. */
type MailRecipient = { email: string; first_name: string; locale: string | null };
type TokenReply = auth.TokenReply;
import { randomKey, sha256, temporaryPassword, type TokenService } from './tokens.js';

export interface SignInInput {
  grant_type: string;
  username: string;
  password: string;
}

export interface VerifyInput {
  verifyEmailKey: string;
  email: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** The token call keeps its OAuth error shape: `{ error, error_description, message }`. */
const oauthError = (error: string, description: string) =>
  new HttpError(400, description, { error, error_description: description });

const userNotFound = () => new HttpError(404, authMessages.userNameNotFound);

/** The member of the session; `locale` only when they saved one (the client then switches to it). */
const toMember = (row: { clientId: number; email: string; first_name: string; surname: string; locale: string | null }): Member => ({
  clientId: row.clientId,
  email: row.email,
  firstName: row.first_name,
  surname: row.surname,
  ...(row.locale ? { locale: row.locale } : {}),
});

/**
 * The rules of the auth area: sign-in with server-side sessions, sign-up with e-mail verification,
 * password reset with a temporary password, password change. Failures are thrown as HttpError with
 * the specification's messages.
 */
export function createAuthService(ctx: AppContext, tokens: TokenService) {
  const { db, config, mailer, now, log, accountLimits } = ctx;
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  // Unknown login names cost one hash check too, so timing does not tell which names exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomKey()));

  async function tokenReply(member: Member, sessionId: string): Promise<TokenReply> {
    const { token, expiresIn } = await tokens.issue({ clientId: member.clientId, sessionId });
    return { access_token: token, token_type: 'bearer', expires_in: expiresIn, userName: member.email, member };
  }

  async function sendVerification(client: MailRecipient & { id: number }): Promise<void> {
    const key = randomKey();
    await q.insertVerificationKey(db, client.id, {
      keyHash: sha256(key),
      createdAt: iso(),
      expiresAt: iso(config.auth.verificationKeyTtlMs),
    });
    await mailer.send(await verificationMailFor(client, key));
  }

  /** The verification mail, in the member's saved language. */
  const verificationMailFor = (client: MailRecipient, key: string) =>
    inLocale(memberMailLocale(client.locale), () =>
      verificationMail(
        { email: client.email, firstName: client.first_name },
        verificationLink(config.publicUrl, key, client.email),
        Math.round(config.auth.verificationKeyTtlMs / 3_600_000),
      ),
    );

  /** `account`: the e-mail asked for (ResendOnLogin) or the member's (ResendVerification), counted per account. */
  async function resendTo(client: q.ClientRow | undefined, account: string | undefined): Promise<string> {
    if (account) await accountLimits.take('resend', account);
    if (!client) throw userNotFound();
    if (client.verified_at) throw new HttpError(400, authMessages.alreadyVerified);
    await sendVerification(client);
    return loginMessages.verificationResent;
  }

  /** A session row (with the provider that opened it, '' for a password) and its token reply. */
  async function openSession(client: q.ClientRow, externalProvider: string): Promise<TokenReply> {
    const sessionId = randomKey();
    await q.insertSession(db, { id: sessionId, clientId: client.id, createdAt: iso(), expiresAt: iso(config.auth.sessionTtlMs), externalProvider });
    return tokenReply(toMember({ ...client, clientId: client.id }), sessionId);
  }

  return {
    /** POST /authtoken: password grant → session row + short-lived token. */
    async signIn(input: SignInInput): Promise<TokenReply> {
      if (input.grant_type !== 'password') throw oauthError('unsupported_grant_type', authMessages.unsupportedGrantType);
      const errors = validateLogin(input, 'page');
      rejectInvalid(errors, { error: 'invalid_request', error_description: firstMessage(errors) });

      // Per account, whatever the address: after a few failures each attempt waits longer (429, Retry-After).
      await accountLimits.check('signIn', input.username);
      const client = await q.findClientByEmail(db, input.username);
      // A member who signed up with a provider has no password ('') yet: the decoy keeps the timing.
      const passwordOk = await verifyPassword(client?.password_hash || (await decoy()), input.password);
      if (!client || !passwordOk) {
        await accountLimits.hit('signIn', input.username);
        throw oauthError('invalid_grant', authMessages.loginFailed);
      }
      await accountLimits.clear('signIn', input.username);
      if (!client.verified_at) throw oauthError('NotVerified', authMessages.notVerified);

      return openSession(client, '');
    },

    /** A new session of a member who proved who they are (password, or an external provider). */
    openSession,

    /** Mails a new verification link (an external sign-up with an e-mail the provider did not vouch for). */
    sendVerificationTo: (client: q.ClientRow) => sendVerification(client),

    /** GET PasswordState: whether the member has a password (an external sign-up has none). */
    async passwordState(member: AuthMember): Promise<{ hasPassword: boolean }> {
      const client = await q.findClientById(db, member.clientId);
      return { hasPassword: (client?.password_hash ?? '') !== '' };
    },

    /** POST SetPassword: the first password of a member who has none; other sessions stay. */
    async setPassword(member: AuthMember, body: auth.SetPasswordBody): Promise<string> {
      rejectInvalid(validateSetPassword(body));
      const client = await q.findClientById(db, member.clientId);
      if (!client || client.password_hash !== '') throw new HttpError(400, externalLoginMessages.passwordAlreadySet);
      if (!(await q.setFirstPassword(db, client.id, await hashPassword(body.newPassword), iso()))) {
        throw new HttpError(400, externalLoginMessages.passwordAlreadySet);
      }
      return externalLoginMessages.passwordSet;
    },

    /** The member of a bearer token whose session still lives, or null. */
    async authenticate(token: string): Promise<AuthMember | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const row = await q.findLiveSessionMember(db, claims.sessionId, claims.clientId, iso());
      if (!row) return null;
      return { ...toMember(row), sessionId: row.sessionId, provider: row.provider };
    },

    /** GET /api/session: a fresh token for the same session (sliding expiry within the session's life). */
    renew: (member: AuthMember): Promise<TokenReply> => tokenReply(member, member.sessionId),

    async logout(member: AuthMember): Promise<string> {
      await q.revokeSession(db, member.sessionId, iso());
      return authMessages.signedOut;
    },

    /** POST /api/signup: validates, registers and mails the verification link. */
    async signup(body: auth.SignupBody): Promise<number> {
      rejectInvalid(validateSignup(body));
      rejectInvalid(commonPasswordErrors('password', body.password));
      if (await q.findClientByEmail(db, body.email)) throw new HttpError(409, authMessages.emailAlreadyExists);

      const key = randomKey();
      const locale = savableLocale();
      let clientId: number;
      try {
        clientId = await q.insertClientWithKey(
          db,
          { email: body.email, firstName: body.firstName, surname: body.surname, passwordHash: await hashPassword(body.password), provider: '', locale },
          { keyHash: sha256(key), createdAt: iso(), expiresAt: iso(config.auth.verificationKeyTtlMs) },
        );
      } catch (error) {
        // A parallel sign-up with the same e-mail wins the unique index; anything else is ours.
        if (await q.findClientByEmail(db, body.email)) throw new HttpError(409, authMessages.emailAlreadyExists);
        log.error({ err: error }, 'sign-up failed');
        throw new HttpError(500, authMessages.registerFailed);
      }
      try {
        await mailer.send(await verificationMailFor({ email: q.normaliseEmail(body.email), first_name: body.firstName.trim(), locale }, key));
      } catch (error) {
        // The member exists; the thank-you page can re-send the mail.
        log.error({ err: error }, 'verification mail not sent');
      }
      return clientId;
    },

    /** GET VerifyAccount: the mailed key must match the e-mail, be unused and unexpired. */
    async verifyAccount({ verifyEmailKey, email }: VerifyInput): Promise<string> {
      const key = verifyEmailKey.trim();
      const row = key ? await q.findVerificationKey(db, sha256(key)) : undefined;
      if (!row || row.email !== q.normaliseEmail(email)) throw new HttpError(400, authMessages.verificationInvalid);
      if (row.verified_at) return authMessages.alreadyVerified;
      if (row.used_at || row.expires_at <= iso()) throw new HttpError(400, authMessages.verificationInvalid);
      await q.useKeyAndVerify(db, row.id, row.client_id, iso());
      return authMessages.accountVerified;
    },

    /** GET ResendVerification?clientId (thank-you page). */
    async resendVerification(clientId: string): Promise<string> {
      const id = /^\d{1,10}$/.test(clientId.trim()) && Number(clientId.trim()) <= MAX_DB_ID ? Number(clientId.trim()) : 0;
      const client = id > 0 ? await q.findClientById(db, id) : undefined;
      return resendTo(client, client?.email);
    },

    /** GET ResendOnLogin?email (sign-in answered NotVerified). */
    async resendOnLogin(email: string): Promise<string> {
      rejectInvalid(validateResetEmail({ email }));
      return resendTo(await q.findClientByEmail(db, email), email);
    },

    /** GET ResetPassword?email: mails a temporary password (1 h) and the link to step 3. */
    async resetPassword(email: string): Promise<string> {
      if (!isEmail(email)) throw invalid({ email: authMessages.incorrectLoginId });
      // Per e-mail address asked for, known or not (the answers tell which exist, as the specification asks).
      await accountLimits.take('reset', email);
      const client = await q.findClientByEmail(db, email);
      if (!client) throw userNotFound();
      const temporary = temporaryPassword();
      await q.insertPasswordReset(db, {
        clientId: client.id,
        tempPasswordHash: await hashPassword(temporary),
        createdAt: iso(),
        expiresAt: iso(config.auth.tempPasswordTtlMs),
      });
      await mailer.send(
        await inLocale(memberMailLocale(client.locale), () =>
          resetMail(
            { email: client.email, firstName: client.first_name },
            temporary,
            resetLink(config.publicUrl, client.email),
            Math.round(config.auth.tempPasswordTtlMs / 60_000),
          ),
        ),
      );
      return format(authMessages.resetMailSent, { email: client.email });
    },

    /**
     * POST ChangePassword: the current password or a live temporary one, then the new password.
     * Ends every session of the member; a temporary password also proves the mailbox (verifies).
     */
    async changePassword(body: auth.ChangePasswordBody): Promise<string> {
      rejectInvalid({ ...validateResetEmail(body), ...validateChangePassword(body) });
      rejectInvalid(commonPasswordErrors('newPassword', body.newPassword));
      // A wrong current or temporary password counts as a failed sign-in of the account.
      await accountLimits.check('signIn', body.email);
      const client = await q.findClientByEmail(db, body.email);
      if (!client) throw userNotFound();

      let usedTemporary = false;
      if (!(await verifyPassword(client.password_hash, body.oldPassword))) {
        for (const reset of await q.liveTemporaryPasswords(db, client.id, iso())) {
          if (await verifyPassword(reset.temp_password_hash, body.oldPassword)) {
            usedTemporary = true;
            break;
          }
        }
        if (!usedTemporary) {
          await accountLimits.hit('signIn', body.email);
          throw invalid({ oldPassword: authMessages.oldPasswordIncorrect });
        }
      }
      await accountLimits.clear('signIn', body.email);
      await q.replacePassword(db, client.id, await hashPassword(body.newPassword), iso(), usedTemporary);
      return authMessages.passwordChanged;
    },
  };
}
