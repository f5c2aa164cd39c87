import * as oidc from 'openid-client';
import { authMessages, externalLoginMessages, format, validateExternalSignup } from '@studyatlas/core';
import type { auth } from '@studyatlas/core/contracts';
import type { ExternalProviderConfig } from '../../../config-external.js';
import type { AppContext } from '../../../http/context.js';
import { HttpError, rejectInvalid } from '../../../http/errors.js';
import { savableLocale } from '../../../http/locale.js';
import * as accounts from '../queries.js';
import type { AuthService } from '../service.js';
import { randomKey, sha256 } from '../tokens.js';
import { protocolFor, type ExternalProtocol } from './protocol.js';
import * as q from './queries.js';

/** A started redirect and the one-time code after it live this long. */
export const EXTERNAL_FLOW_TTL_MS = 10 * 60_000;

/** Where the portal finishes an external sign-in (examples/portal routes; react areas/auth ExternalLoginPage). */
export const EXTERNAL_RETURN_ROUTE = '/externalLogin';

/** Why a redirect came back without a code: the provider failed us ('support') or we could not go on ('later'). */
export type ExternalFailure = 'support' | 'later';

export type ExternalAuth = ReturnType<typeof createExternalAuth>;

interface Provider {
  config: ExternalProviderConfig;
  protocol: ExternalProtocol;
}

/**
 * Sign-in and sign-up with external providers (authorization code flow with PKCE, state and nonce,
 * through openid-client). The browser carries the flow's state in an HttpOnly cookie; the callback
 * checks it, exchanges the code, and leaves what it learnt behind a one-time code that only that
 * browser can exchange — no token ever travels in a URL.
 */
export function createExternalAuth(ctx: AppContext, authService: AuthService, protocols: (p: ExternalProviderConfig) => ExternalProtocol = protocolFor) {
  const { db, config, now, log } = ctx;
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  const providers = new Map<string, Provider>(config.externalProviders.map((p) => [p.id, { config: p, protocol: protocols(p) }]));

  const tryLater = (status = 400, error = 'invalid_grant') =>
    new HttpError(status, externalLoginMessages.registerTryLater, { error, error_description: externalLoginMessages.registerTryLater });

  const providerOf = (id: string): Provider => {
    const provider = providers.get(id.trim().toLowerCase());
    if (!provider) throw tryLater();
    return provider;
  };

  const redirectUri = (id: string) => `${config.publicUrl}/api/account/external/${id}/callback`;
  const portal = (params: Record<string, string>) => `${config.publicUrl}${EXTERNAL_RETURN_ROUTE}?${new URLSearchParams(params)}`;

  /** The live grant of a one-time code, when the browser presents the cookie that started its flow. */
  async function liveGrant(provider: Provider, code: string, browserState: string | undefined): Promise<q.GrantRow> {
    const grant = code.trim() ? await q.findLiveGrant(db, sha256(code.trim()), provider.config.id, iso()) : undefined;
    if (!grant || !browserState || grant.browser_hash !== sha256(browserState)) throw tryLater();
    return grant;
  }

  return {
    has: (id: string) => providers.has(id.trim().toLowerCase()),

    /** GET ExternalLogins: the configured providers, in button order. */
    list(): auth.ExternalProvider[] {
      return [...providers.values()].map(({ config: p }) => ({ id: p.id, name: p.name, startUrl: `/api/account/external/${p.id}/start` }));
    },

    /** The provider's authorization URL and the state the browser must keep (cookie) for the callback. */
    async start(id: string): Promise<{ location: string; state: string }> {
      const provider = providerOf(id);
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const location = await provider.protocol.authorizationUrl(checks, redirectUri(provider.config.id));
      await q.insertFlow(db, {
        stateHash: sha256(checks.state),
        provider: provider.config.id,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce,
        createdAt: iso(),
        expiresAt: iso(EXTERNAL_FLOW_TTL_MS),
      });
      return { location: location.href, state: checks.state };
    },

    /**
     * The provider's redirect back: checks the browser's state, exchanges the code and reads the person;
     * a known identity, or a member whose e-mail the provider vouches for (linked now), can sign in.
     * Answers the portal address to send the browser to (a one-time code, or the failure).
     */
    async callback(id: string, callbackUrl: URL, browserState: string | undefined): Promise<string> {
      const provider = providerOf(id);
      const fail = (reason: ExternalFailure) => portal({ provider: provider.config.id, error: reason });
      const state = callbackUrl.searchParams.get('state') ?? '';
      if (!state || state !== browserState) return fail('later');
      const flow = await q.useFlow(db, sha256(state), provider.config.id, iso());
      if (!flow) return fail('later');
      if (callbackUrl.searchParams.has('error')) return fail('support');

      let person;
      try {
        person = await provider.protocol.profile(callbackUrl, { state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
      } catch (error) {
        log.warn({ err: error, provider: provider.config.id }, 'external sign-in: the provider did not complete the sign-in');
        return fail('support');
      }
      if (!person.subject) return fail('support');

      let clientId = (await q.findIdentity(db, provider.config.id, person.subject))?.client_id ?? null;
      if (clientId === null && person.email && person.emailVerified) {
        const client = await accounts.findClientByEmail(db, person.email);
        if (client) {
          await q.linkIdentity(db, { provider: provider.config.id, subject: person.subject, clientId: client.id, email: person.email, at: iso() });
          // The provider proved the mailbox: the account counts as verified.
          await accounts.markVerified(db, client.id, iso());
          clientId = client.id;
        }
      }
      const code = randomKey();
      await q.insertGrant(db, {
        code_hash: sha256(code),
        browser_hash: sha256(state),
        provider: provider.config.id,
        subject: person.subject,
        email: person.email,
        email_verified: person.emailVerified ? 1 : 0,
        first_name: person.firstName,
        surname: person.surname,
        client_id: clientId,
        created_at: iso(),
        expires_at: iso(EXTERNAL_FLOW_TTL_MS),
      });
      return portal({ provider: provider.config.id, code });
    },

    /** Where a failed start sends the browser. */
    failure: (id: string, reason: ExternalFailure) => portal({ provider: id, error: reason }),

    /** GET ObtainLocalAccessToken: the one-time code → a session; 404 FacebookIdNotFound when not signed up. */
    async obtainLocalAccessToken(query: { provider: string; externalAccessToken: string }, browserState: string | undefined): Promise<auth.TokenReply> {
      const provider = providerOf(query.provider);
      const grant = await liveGrant(provider, query.externalAccessToken, browserState);
      const clientId = grant.client_id ?? (await q.findIdentity(db, grant.provider, grant.subject))?.client_id;
      if (!clientId) {
        const message = format(externalLoginMessages.notSignedUp, { provider: provider.config.name });
        throw new HttpError(404, message, { error: 'FacebookIdNotFound', error_description: message });
      }
      const client = await accounts.findClientById(db, clientId);
      if (!client) throw tryLater();
      if (!client.verified_at) throw new HttpError(400, authMessages.notVerified, { error: 'NotVerified', error_description: authMessages.notVerified });
      if (!(await q.useGrant(db, grant.id, iso()))) throw tryLater();
      return authService.openSession(client, provider.config.id);
    },

    /** GET ExternalSignupData: what fills the sign-up form of a person who is not signed up. */
    async signupData(query: { provider: string; externalAccessToken: string }, browserState: string | undefined): Promise<auth.ExternalSignupData> {
      const provider = providerOf(query.provider);
      const grant = await liveGrant(provider, query.externalAccessToken, browserState);
      return { provider: provider.config.id, providerName: provider.config.name, email: grant.email, firstName: grant.first_name, surname: grant.surname };
    },

    /**
     * POST registerexternal: a member without a password, linked to the identity. Signed in at once
     * when the provider vouches for the e-mail given; another e-mail is verified by mail first.
     */
    async register(body: auth.ExternalSignupBody, browserState: string | undefined) {
      rejectInvalid(validateExternalSignup(body));
      const provider = providerOf(body.provider);
      const grant = await liveGrant(provider, body.externalToken, browserState);
      const email = accounts.normaliseEmail(body.email);
      if (grant.client_id || (await q.findIdentity(db, grant.provider, grant.subject))) throw new HttpError(409, authMessages.emailAlreadyExists);
      if (await accounts.findClientByEmail(db, email)) throw new HttpError(409, authMessages.emailAlreadyExists);
      const vouched = grant.email_verified === 1 && grant.email === email;
      if (!(await q.useGrant(db, grant.id, iso()))) throw tryLater();

      let clientId: number;
      try {
        clientId = await q.insertExternalClient(db, {
          email,
          firstName: body.firstName,
          surname: body.surname,
          provider: provider.config.id,
          subject: grant.subject,
          at: iso(),
          verified: vouched,
          locale: savableLocale(),
        });
      } catch (error) {
        if (await accounts.findClientByEmail(db, email)) throw new HttpError(409, authMessages.emailAlreadyExists);
        log.error({ err: error }, 'external sign-up failed');
        throw tryLater(500, 'server_error');
      }
      const client = await accounts.findClientById(db, clientId);
      if (!client) throw tryLater(500, 'server_error');
      if (!vouched) {
        try {
          await authService.sendVerificationTo(client);
        } catch (error) {
          log.error({ err: error }, 'verification mail not sent');
        }
        return { clientId, message: authMessages.registerSucceeded };
      }
      return { clientId, message: authMessages.registerSucceeded, session: await authService.openSession(client, provider.config.id) };
    },
  };
}
